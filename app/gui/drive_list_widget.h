// The drive list: model, capacity (GB and GiB), health badge and temperature,
// one row per drive, filled in as each drive answers.
#pragma once

#include <QTreeWidget>

#include "app/gui/drive_store.h"

namespace ssd::gui {

class DriveListWidget : public QTreeWidget {
    Q_OBJECT
public:
    enum Column { ModelColumn, CapacityColumn, HealthColumn, TemperatureColumn };

    explicit DriveListWidget(DriveStore& store, QWidget* parent = nullptr);
    QString currentDevice() const;
    bool selectDevice(const QString& device);

signals:
    void deviceSelected(const QString& device);

private:
    void rebuild();
    void updateRow(const QString& device);
    QTreeWidgetItem* rowFor(const QString& device) const;

    DriveStore& store_;
};

} // namespace ssd::gui
