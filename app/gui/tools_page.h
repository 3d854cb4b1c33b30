// Tools for the selected drive: TRIM, secure erase and firmware update, each
// a wizard (drive_wizards.h).
#pragma once

#include <QLabel>
#include <QPushButton>
#include <QWidget>

#include "app/gui/drive_store.h"

namespace ssd::gui {

class TrimWizard;
class EraseWizard;
class FirmwareWizard;

class ToolsPage : public QWidget {
    Q_OBJECT
public:
    explicit ToolsPage(DriveStore& store, QWidget* parent = nullptr);
    void showDevice(const QString& device);

    // Open (non-blocking) and return the wizard; it deletes itself when closed.
    TrimWizard* openTrimWizard();
    EraseWizard* openEraseWizard();
    FirmwareWizard* openFirmwareWizard();

private:
    void refresh();

    DriveStore& store_;
    QString device_;
    QLabel* drive_ = nullptr;
    QLabel* privilege_ = nullptr;
    QPushButton* trim_ = nullptr;
    QPushButton* erase_ = nullptr;
    QPushButton* firmware_ = nullptr;
};

} // namespace ssd::gui
