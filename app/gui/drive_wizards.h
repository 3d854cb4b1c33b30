// The Tools wizards: TRIM, secure erase and firmware update of one drive.
// Every one runs the command's dry run first and shows exactly what would be
// done (and any refusal: a drive in use, ATA security frozen, …). The
// destructive ones (erase, firmware) first show what is on the drive and
// require typing the confirmation token of the dry run's answer (SerialGate)
// before they run; the run shows progress and cannot be cancelled half-way
// (a drive must not be left half-erased or half-flashed). Nothing here
// decides what the drive supports or whether it is in use: the erase wizard
// asks the core with a method-less erase dry run before it offers methods,
// and a refused dry run stops every wizard with the core's message.
#pragma once

#include <optional>

#include <QWizard>

#include "app/gui/drive_store.h"
#include "app/gui/serial_gate.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QRadioButton;

namespace ssd::gui {

class DriveActionWizard : public QWizard {
    Q_OBJECT
public:
    enum PageId { OptionsPage = 1, DryRunPage, ConfirmPage, RunPage };

    DriveActionWizard(DriveStore& store, QString device, bool destructive, QWidget* parent = nullptr);

    // The request for this wizard's choices: with the typed token, as a dry run or for real.
    virtual Request makeRequest(const QString& confirm, bool dryRun) const = 0;
    const QString& device() const { return device_; }
    // A dry run sent when the options page opens, before anything is offered (erase: which methods).
    virtual std::optional<Request> probeRequest() const { return std::nullopt; }
    virtual void probeAnswered(const Reply& reply) { Q_UNUSED(reply); }
    // The last successful dry run's answer (null before one) and the gate built from its "drive".
    const Json& dryRunAnswer() const { return dryRunAnswer_; }
    void setDryRunAnswer(Json answer) { dryRunAnswer_ = std::move(answer); }
    SerialGate gate() const;
    DriveStore& store() const { return store_; }
    // "/dev/sdc — model, capacity, serial, firmware"
    QString driveSummary() const;
    bool destructive() const { return destructive_; }

signals:
    void probeFinished(const ssd::gui::Reply& reply);
    void dryRunFinished(const ssd::gui::Reply& reply);
    void runFinished(const ssd::gui::Reply& reply);

protected:
    // Subclasses add their options page with setPage(OptionsPage, …) and call this.
    void addCommonPages();

private:
    DriveStore& store_;
    QString device_;
    bool destructive_;
    Json dryRunAnswer_;
};

class TrimWizard : public DriveActionWizard {
    Q_OBJECT
public:
    TrimWizard(DriveStore& store, const QString& device, QWidget* parent = nullptr);
    Request makeRequest(const QString& confirm, bool dryRun) const override;

private:
    QRadioButton* now_ = nullptr;
    QRadioButton* periodic_ = nullptr;
};

class EraseWizard : public DriveActionWizard {
    Q_OBJECT
public:
    EraseWizard(DriveStore& store, const QString& device, QWidget* parent = nullptr);
    Request makeRequest(const QString& confirm, bool dryRun) const override;
    std::optional<Request> probeRequest() const override;
    // Offers the answer's supported_methods (and the default), or nothing for a refusal.
    void probeAnswered(const Reply& reply) override;

private:
    QComboBox* method_ = nullptr;
};

class FirmwareWizard : public DriveActionWizard {
    Q_OBJECT
public:
    FirmwareWizard(DriveStore& store, const QString& device, QWidget* parent = nullptr);
    Request makeRequest(const QString& confirm, bool dryRun) const override;
    void setFirmwareFile(const QString& file);

private:
    QLineEdit* file_ = nullptr;
};

} // namespace ssd::gui
