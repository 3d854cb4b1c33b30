// The SMART attribute table: number, name, current/worst/threshold, the raw
// value decoded as smartctl prints it; failing rows red, concerning rows
// amber; each row's tooltip says what the attribute means. NVMe drives have
// no attributes: their health log is shown instead.
#pragma once

#include <QLabel>
#include <QTableWidget>
#include <QWidget>

#include "app/gui/drive_store.h"

namespace ssd::gui {

class SmartTablePage : public QWidget {
    Q_OBJECT
public:
    enum Column { IdColumn, NameColumn, CurrentColumn, WorstColumn, ThresholdColumn, RawColumn, StatusColumn };

    explicit SmartTablePage(DriveStore& store, QWidget* parent = nullptr);
    void showDevice(const QString& device);
    QTableWidget* table() const { return table_; }

private:
    void refresh();
    void showNvmeLog(const Json& log);

    DriveStore& store_;
    QString device_;
    QLabel* note_ = nullptr;
    QTableWidget* table_ = nullptr;
};

} // namespace ssd::gui
