#include "app/gui/tools_page.h"

#include <QGridLayout>
#include <QVBoxLayout>

#include "app/gui/drive_wizards.h"
#include "app/gui/format.h"
#include "app/gui/page_widgets.h"

namespace ssd::gui {

namespace {

template <typename Wizard>
Wizard* openWizard(DriveStore& store, const QString& device, QWidget* parent) {
    if (device.isEmpty()) return nullptr;
    auto* wizard = new Wizard(store, device, parent);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    wizard->show();
    return wizard;
}

QLabel* description(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

} // namespace

ToolsPage::ToolsPage(DriveStore& store, QWidget* parent) : QWidget(parent), store_(store) {
    setObjectName(QStringLiteral("toolsPage"));
    auto* layout = new QVBoxLayout(this);
    drive_ = driveHeading(QStringLiteral("toolsDrive"), this);
    layout->addWidget(drive_);
    privilege_ = cautionLabel(this);
    layout->addWidget(privilege_);

    auto* grid = new QGridLayout();
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(16);
    trim_ = new QPushButton(tr("TRIM…"), this);
    trim_->setObjectName(QStringLiteral("trimButton"));
    erase_ = new QPushButton(tr("Secure erase…"), this);
    erase_->setObjectName(QStringLiteral("eraseButton"));
    firmware_ = new QPushButton(tr("Update firmware…"), this);
    firmware_->setObjectName(QStringLiteral("firmwareButton"));
    for (auto* button : {trim_, erase_, firmware_}) button->setMinimumWidth(170);
    grid->addWidget(trim_, 0, 0, Qt::AlignTop);
    grid->addWidget(description(tr("Tell the drive which blocks are free, now or every week. Safe: files are not "
                                   "touched. Helps a drive that slowed down as it filled."),
                                this),
                    0, 1);
    grid->addWidget(erase_, 1, 0, Qt::AlignTop);
    grid->addWidget(description(tr("Erase everything with the drive's own secure-erase command (ATA Security Erase, "
                                   "NVMe Format or Sanitize): before selling or reusing a drive, or to restore its "
                                   "speed. Destroys all data; needs the serial number; never on a drive in use."),
                                this),
                    1, 1);
    grid->addWidget(firmware_, 2, 0, Qt::AlignTop);
    grid->addWidget(description(tr("Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware "
                                   "download and commit). Needs the serial number; never on a drive in use."),
                                this),
                    2, 1);
    layout->addLayout(grid);
    layout->addStretch(1);

    connect(trim_, &QPushButton::clicked, this, [this] { openTrimWizard(); });
    connect(erase_, &QPushButton::clicked, this, [this] { openEraseWizard(); });
    connect(firmware_, &QPushButton::clicked, this, [this] { openFirmwareWizard(); });
    connect(&store_.backend(), &Backend::privilegeChanged, this, &ToolsPage::refresh);
    connect(&store_, &DriveStore::listChanged, this, &ToolsPage::refresh);
    refresh();
}

void ToolsPage::showDevice(const QString& device) {
    device_ = device;
    refresh();
}

void ToolsPage::refresh() {
    const DriveInfo* drive = store_.drive(device_);
    drive_->setText(drive != nullptr ? QStringLiteral("%1 — %2").arg(device_, optionalText(drive->model))
                                     : tr("No drive selected"));
    const bool privileged = store_.backend().privilege() == Privilege::Privileged;
    privilege_->setText(privileged ? QString()
                                   : tr("These tools need administrator rights: %1").arg(store_.backend().privilegeMessage()));
    privilege_->setVisible(!privileged);
    for (auto* button : {trim_, erase_, firmware_}) button->setEnabled(drive != nullptr);
}

TrimWizard* ToolsPage::openTrimWizard() { return openWizard<TrimWizard>(store_, device_, this); }
EraseWizard* ToolsPage::openEraseWizard() { return openWizard<EraseWizard>(store_, device_, this); }
FirmwareWizard* ToolsPage::openFirmwareWizard() { return openWizard<FirmwareWizard>(store_, device_, this); }

} // namespace ssd::gui
