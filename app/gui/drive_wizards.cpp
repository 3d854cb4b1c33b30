#include "app/gui/drive_wizards.h"

#include "app/gui/system_words.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QWizardPage>

#include "app/gui/format.h"
#include "app/gui/reply_reading.h"
#include "core/drive/drive_interface.h"
#include "core/requests/action_answers.h"
#include "core/safety/action_plan.h"

namespace ssd::gui {

namespace {

QLabel* wrapped(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A dry run's or a run's answer as lines a person reads: its plan in the
// core's words (safety::plan_to_text) and, for a trim, each filesystem; an
// answer with neither is shown as it is.
// (May throw JsonFieldError: describe() says so instead.)
QString describeReadable(const Json& doc) {
    QStringList lines;
    if (const auto plan = requests::action_plan_from_json(doc)) {
        lines << QString::fromStdString(safety::plan_to_text(*plan)).trimmed();
    }
    for (const auto& fs : requests::trimmed_filesystems_from_json(doc)) {
        const QString where = QStringLiteral("%1 (%2)").arg(QString::fromStdString(fs.mountpoint),
                                                            QString::fromStdString(fs.device));
        if (fs.bytes_trimmed) {
            lines << QObject::tr("%1: %2 trimmed").arg(where, sizeText(*fs.bytes_trimmed));
        } else if (fs.reason) {
            lines << QObject::tr("%1: not trimmed, %2").arg(where, QString::fromStdString(*fs.reason));
        }
    }
    if (lines.isEmpty()) return QString::fromStdString(doc.dump(2));
    return lines.join(QLatin1Char('\n'));
}

QString describe(const Json& doc) {
    if (!doc.is_object()) return {};
    try {
        return describeReadable(doc);
    } catch (const JsonFieldError& error) {
        return unreadableReply(error).message;
    }
}

// What is on the drive (partitions, from the checks) and, for a wizard with a
// probe, the core's answer to it: Next waits for that answer and stays shut
// when the core refuses (the drive in use, frozen, not erasable…).
class DriveContentsPage : public QWizardPage {
public:
    explicit DriveContentsPage(DriveActionWizard& wizard) : wizard_(wizard) {
        setTitle(QObject::tr("What is on this drive"));
        auto* layout = new QVBoxLayout(this);
        summary_ = wrapped(wizard.driveSummary(), this);
        layout->addWidget(summary_);
        contents_ = wrapped({}, this);
        contents_->setObjectName(QStringLiteral("driveContents"));
        layout->addWidget(contents_);
        inUse_ = wrapped({}, this);
        inUse_->setObjectName(QStringLiteral("inUseLabel"));
        inUse_->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
        layout->addWidget(inUse_);
        layout->addStretch(1);
        refreshContents();
        QObject::connect(&wizard.store(), &DriveStore::checksChanged, this, [this] { refreshContents(); });
        QObject::connect(&wizard_.store().backend(), &Backend::finished, this, [this](RequestId id, const Reply& reply) {
            if (id != probeId_) return;
            probeId_ = 0;
            probeOk_ = reply.ok;
            inUse_->setText(reply.ok ? QString() : QObject::tr("This cannot be started: %1").arg(reply.message));
            wizard_.probeAnswered(reply);
            emit completeChanged();
            emit wizard_.probeFinished(reply);
        });
    }
    void initializePage() override {
        const auto probe = wizard_.probeRequest();
        probeOk_ = !probe.has_value();
        if (probe) {
            inUse_->setText(QObject::tr("Asking the drive: %1").arg(probe->commandLine()));
            probeId_ = wizard_.store().backend().send(*probe);
        }
    }
    bool isComplete() const override { return probeOk_; }
    // QWizard::next() asks validatePage(), not isComplete(): both must hold.
    bool validatePage() override { return isComplete(); }

private:
    void refreshContents() {
        QStringList lines;
        if (const CheckedDrive* checks = wizard_.store().checks(wizard_.device())) {
            for (const auto& partition : checks->partitions.value_or(std::vector<PartitionObservation>{})) {
                lines << QObject::tr("• %1: %2, starts at %3")
                             .arg(QString::fromStdString(partition.device), sizeText(partition.size_bytes),
                                  sizeText(partition.start_bytes));
            }
            if (lines.isEmpty() && checks->partitions) lines << QObject::tr("No partitions.");
        } else if (!wizard_.store().checksLoaded()) {
            lines << QObject::tr("Still reading the drive's layout…");
        }
        contents_->setText(lines.join(QLatin1Char('\n')));
    }
    DriveActionWizard& wizard_;
    QLabel* summary_ = nullptr;
    QLabel* contents_ = nullptr;
    QLabel* inUse_ = nullptr;
    RequestId probeId_ = 0;
    bool probeOk_ = false;
};

class DryRunWizardPage : public QWizardPage {
public:
    explicit DryRunWizardPage(DriveActionWizard& wizard) : wizard_(wizard) {
        setTitle(QObject::tr("What will be done"));
        setSubTitle(QObject::tr("A dry run: every safety check runs and the exact steps are listed; nothing changes."));
        auto* layout = new QVBoxLayout(this);
        status_ = wrapped({}, this);
        status_->setObjectName(QStringLiteral("dryRunStatus"));
        layout->addWidget(status_);
        steps_ = new QPlainTextEdit(this);
        steps_->setObjectName(QStringLiteral("dryRunSteps"));
        steps_->setReadOnly(true);
        steps_->setTabChangesFocus(true);
        steps_->setAccessibleName(QObject::tr("Steps of the dry run"));
        layout->addWidget(steps_);
        QObject::connect(&wizard_.store().backend(), &Backend::finished, this, [this](RequestId id, const Reply& reply) {
            if (id != requestId_) return;
            requestId_ = 0;
            ok_ = reply.ok;
            wizard_.setDryRunAnswer(reply.ok ? reply.result : Json());
            if (reply.ok) {
                status_->setText(QObject::tr("The checks passed. This is what will happen:"));
                steps_->setPlainText(describe(reply.result));
            } else {
                status_->setText(reply.exitStatus == 3 ? QObject::tr("Refused: %1").arg(reply.message)
                                                       : QObject::tr("Cannot go on: %1").arg(reply.message));
                steps_->setPlainText(describe(reply.document));
            }
            emit completeChanged();
            emit wizard_.dryRunFinished(reply);
        });
    }
    void initializePage() override {
        ok_ = false;
        wizard_.setDryRunAnswer(Json());
        const Request request = wizard_.makeRequest({}, true);
        status_->setText(QObject::tr("Checking: %1").arg(request.commandLine()));
        steps_->clear();
        requestId_ = wizard_.store().backend().send(request);
    }
    bool isComplete() const override { return ok_; }
    bool validatePage() override { return isComplete(); }

private:
    DriveActionWizard& wizard_;
    QLabel* status_ = nullptr;
    QPlainTextEdit* steps_ = nullptr;
    RequestId requestId_ = 0;
    bool ok_ = false;
};

class SerialConfirmPage : public QWizardPage {
public:
    explicit SerialConfirmPage(DriveActionWizard& wizard) : wizard_(wizard) {
        setTitle(QObject::tr("Confirm with the serial number"));
        auto* layout = new QVBoxLayout(this);
        warning_ = wrapped({}, this);
        layout->addWidget(warning_);
        edit_ = new QLineEdit(this);
        edit_->setObjectName(QStringLiteral("serialEdit"));
        layout->addWidget(edit_);
        hint_ = wrapped({}, this);
        hint_->setObjectName(QStringLiteral("serialHint"));
        layout->addWidget(hint_);
        layout->addStretch(1);
        QObject::connect(edit_, &QLineEdit::textChanged, this, [this](const QString& typed) {
            hint_->setText(wizard_.gate().explain(typed));
            emit completeChanged();
        });
    }
    bool isComplete() const override { return wizard_.gate().accepts(edit_->text()); }
    bool validatePage() override { return isComplete(); }
    QString typed() const { return edit_->text(); }
    // The token is the dry run's: the page is reached only after one succeeded.
    void initializePage() override {
        const SerialGate gate = wizard_.gate();
        warning_->setText(QObject::tr("Everything on %1 will be lost. %2").arg(wizard_.device(), gate.explain({})));
        edit_->setPlaceholderText(gate.token());
        edit_->clear();
        hint_->setText(gate.explain({}));
    }

private:
    DriveActionWizard& wizard_;
    QLabel* warning_ = nullptr;
    QLineEdit* edit_ = nullptr;
    QLabel* hint_ = nullptr;
};

class RunWizardPage : public QWizardPage {
public:
    explicit RunWizardPage(DriveActionWizard& wizard) : wizard_(wizard) {
        setTitle(QObject::tr("Running"));
        auto* layout = new QVBoxLayout(this);
        progress_ = new QProgressBar(this);
        progress_->setObjectName(QStringLiteral("runProgress"));
        progress_->setRange(0, 0);
        layout->addWidget(progress_);
        status_ = wrapped({}, this);
        status_->setObjectName(QStringLiteral("runStatus"));
        layout->addWidget(status_);
        output_ = new QPlainTextEdit(this);
        output_->setReadOnly(true);
        output_->setTabChangesFocus(true);
        output_->setAccessibleName(QObject::tr("Output"));
        layout->addWidget(output_);
        setFinalPage(true);
        QObject::connect(&wizard_.store().backend(), &Backend::progress, this,
                         [this](RequestId id, const requests::Progress& event) {
            if (id != requestId_) return;
            const auto* action = std::get_if<actions::ProgressEvent>(&event);
            if (action == nullptr) return;
            if (action->percent) {
                progress_->setRange(0, 100);
                progress_->setValue(static_cast<int>(*action->percent));
            }
            status_->setText(QString::fromStdString(action->message));
        });
        QObject::connect(&wizard_.store().backend(), &Backend::finished, this, [this](RequestId id, const Reply& reply) {
            if (id != requestId_) return;
            requestId_ = 0;
            done_ = true;
            progress_->setRange(0, 100);
            progress_->setValue(reply.ok ? 100 : 0);
            status_->setText(reply.ok ? QObject::tr("Done.") : QObject::tr("Failed: %1").arg(reply.message));
            output_->setPlainText(describe(reply.ok ? reply.result : reply.document));
            wizard_.button(QWizard::CancelButton)->setEnabled(true);
            emit completeChanged();
            emit wizard_.runFinished(reply);
        });
    }
    void initializePage() override {
        done_ = false;
        QString token;
        if (wizard_.destructive()) {
            token = static_cast<SerialConfirmPage*>(wizard_.page(DriveActionWizard::ConfirmPage))->typed();
        }
        const Request request = wizard_.makeRequest(token, false);
        status_->setText(QObject::tr("Running: %1").arg(request.commandLine()));
        // Not cancellable half-way: a drive must not be left half-erased or half-flashed.
        wizard_.button(QWizard::CancelButton)->setEnabled(!wizard_.destructive());
        requestId_ = wizard_.store().backend().send(request);
    }
    bool isComplete() const override { return done_; }

private:
    DriveActionWizard& wizard_;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QPlainTextEdit* output_ = nullptr;
    RequestId requestId_ = 0;
    bool done_ = false;
};

} // namespace

DriveActionWizard::DriveActionWizard(DriveStore& store, QString device, bool destructive, QWidget* parent)
    : QWizard(parent), store_(store), device_(std::move(device)), destructive_(destructive) {
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnLastPage);
    setOption(QWizard::NoCancelButtonOnLastPage, false);
    resize(620, 460);
}

SerialGate DriveActionWizard::gate() const {
    // A dry run whose drive does not read gives no token: nothing can be confirmed.
    try {
        const auto drive = requests::action_drive_from_json(dryRunAnswer_);
        return drive ? SerialGate::fromIdentity(*drive) : SerialGate();
    } catch (const JsonFieldError&) {
        return SerialGate();
    }
}

QString DriveActionWizard::driveSummary() const {
    const DriveInfo* drive = store_.drive(device_);
    if (drive == nullptr) return device_;
    return QObject::tr("%1 — %2, %3, serial %4, firmware %5")
        .arg(device_, optionalText(drive->model), sizeText(drive->capacity_bytes), optionalText(drive->serial),
             optionalText(drive->firmware));
}

void DriveActionWizard::addCommonPages() {
    setPage(DryRunPage, new DryRunWizardPage(*this));
    if (destructive_) setPage(ConfirmPage, new SerialConfirmPage(*this));
    setPage(RunPage, new RunWizardPage(*this));
    setStartId(OptionsPage);
}

TrimWizard::TrimWizard(DriveStore& store, const QString& device, QWidget* parent)
    : DriveActionWizard(store, device, false, parent) {
    setObjectName(QStringLiteral("trimWizard"));
    setWindowTitle(tr("TRIM — %1").arg(device));
    auto* page = new QWizardPage(this);
    page->setTitle(tr("TRIM"));
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(wrapped(tr("TRIM tells the drive which blocks hold no data, so it can erase them ahead of time "
                                 "and keep writes fast. Files are not touched."),
                              page));
    now_ = new QRadioButton(system_words::trimNowChoice(device), page);
    periodic_ = new QRadioButton(system_words::periodicTrimChoice(), page);
    now_->setChecked(true);
    layout->addWidget(now_);
    layout->addWidget(periodic_);
    layout->addStretch(1);
    setPage(OptionsPage, page);
    addCommonPages();
}

Request TrimWizard::makeRequest(const QString&, bool dryRun) const {
    return periodic_->isChecked() ? Request::enablePeriodicTrim(dryRun) : Request::trimNow(device(), dryRun);
}

EraseWizard::EraseWizard(DriveStore& store, const QString& device, QWidget* parent)
    : DriveActionWizard(store, device, true, parent) {
    setObjectName(QStringLiteral("eraseWizard"));
    setWindowTitle(tr("Secure erase — %1").arg(device));
    auto* page = new DriveContentsPage(*this);
    auto* methodRow = new QHBoxLayout();
    method_ = new QComboBox(page);
    method_->setObjectName(QStringLiteral("methodCombo"));
    method_->setEnabled(false); // filled from the core's answer (probeAnswered)
    methodRow->addWidget(new QLabel(tr("Method:"), page));
    methodRow->addWidget(method_, 1);
    static_cast<QVBoxLayout*>(page->layout())->insertLayout(2, methodRow);
    static_cast<QVBoxLayout*>(page->layout())
        ->insertWidget(3, wrapped(tr("A secure erase resets every cell of the flash (or its encryption key): all data "
                                     "on the drive is gone for good and the drive is as fast as new."),
                                  page));
    setPage(OptionsPage, page);
    addCommonPages();
}

Request EraseWizard::makeRequest(const QString& confirm, bool dryRun) const {
    return Request::erase(device(), actions::kEraseMethods.parse(method_->currentData().toString().toStdString()),
                          confirm, dryRun);
}

std::optional<Request> EraseWizard::probeRequest() const { return Request::erase(device(), std::nullopt, {}, true); }

// The core chose and listed the methods (choose_ata_method / choose_nvme_method):
// the combo offers exactly those, with the core's words for them.
void EraseWizard::probeAnswered(const Reply& reply) {
    method_->clear();
    Reply checked = reply;
    const auto read = readReply(checked, requests::erase_answer_from_json);
    method_->setEnabled(read.has_value());
    if (!read) return;
    QString strongest = tr("The strongest the drive supports");
    const requests::EraseAnswer& answer = *read;
    if (answer.method) strongest += QStringLiteral(" (%1)").arg(fromView(actions::kEraseMethods.label(*answer.method)));
    method_->addItem(strongest, QString());
    // A name this build does not know was left out by the reader: it is not offered.
    for (const auto method : answer.supported) {
        method_->addItem(fromView(actions::kEraseMethods.label(method)), fromView(actions::kEraseMethods.wire(method)));
    }
}

FirmwareWizard::FirmwareWizard(DriveStore& store, const QString& device, QWidget* parent)
    : DriveActionWizard(store, device, true, parent) {
    setObjectName(QStringLiteral("firmwareWizard"));
    setWindowTitle(tr("Firmware update — %1").arg(device));
    auto* page = new DriveContentsPage(*this);
    auto* row = new QHBoxLayout();
    file_ = new QLineEdit(page);
    file_->setObjectName(QStringLiteral("firmwareFile"));
    file_->setPlaceholderText(tr("The firmware image from the drive's vendor"));
    auto* browse = new QPushButton(tr("Choose…"), page);
    row->addWidget(file_, 1);
    row->addWidget(browse);
    static_cast<QVBoxLayout*>(page->layout())->insertLayout(2, row);
    static_cast<QVBoxLayout*>(page->layout())
        ->insertWidget(3, wrapped(tr("Use only an image made for exactly this model. Keep the computer on mains power: "
                                     "an interrupted update can leave the drive unusable. Back up first."),
                                  page));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Firmware image"));
        if (!file.isEmpty()) setFirmwareFile(file);
    });
    setPage(OptionsPage, page);
    addCommonPages();
}

void FirmwareWizard::setFirmwareFile(const QString& file) { file_->setText(file); }

Request FirmwareWizard::makeRequest(const QString& confirm, bool dryRun) const {
    return Request::firmware(device(), file_->text(), confirm, dryRun);
}

} // namespace ssd::gui
