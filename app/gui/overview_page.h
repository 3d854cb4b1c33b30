// Overview of one drive: verdict with its reasons, life used and remaining,
// power-on time, host and NAND writes with write amplification (and what it
// means, or why it is not known), firmware with any advisory.
#pragma once

#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QWidget>

#include "app/gui/drive_store.h"

namespace ssd::gui {

class OverviewPage : public QWidget {
    Q_OBJECT
public:
    explicit OverviewPage(DriveStore& store, QWidget* parent = nullptr);
    void showDevice(const QString& device);

private:
    void refresh();
    void showEndurance(const HealthDocument* health);
    void addField(QGridLayout* form, const QString& label, QWidget* field);
    QLabel* addRow(QGridLayout* form, const QString& label, const char* name);
    // A value with a second line below it (the explanation, the advisory).
    QLabel* stacked(QGridLayout* form, const QString& label, const char* name, const char* secondName, QLabel** second);

    DriveStore& store_;
    QString device_;
    QLabel* title_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* reasons_ = nullptr;
    QLabel* missing_ = nullptr;
    QProgressBar* life_ = nullptr;
    QLabel* lifeText_ = nullptr;
    QLabel* endurance_ = nullptr;
    QLabel* powerOn_ = nullptr;
    QLabel* hostWrites_ = nullptr;
    QLabel* nandWrites_ = nullptr;
    QLabel* wa_ = nullptr;
    QLabel* waExplanation_ = nullptr;
    QLabel* firmware_ = nullptr;
    QLabel* advisory_ = nullptr;
    QLabel* identity_ = nullptr;
};

} // namespace ssd::gui
