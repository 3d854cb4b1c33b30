#include "app/gui/selftest_page.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayoutItem>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include "app/gui/page_widgets.h"
#include "app/gui/format.h"
#include "app/gui/reply_reading.h"
#include "app/gui/selftest_log_table.h"
#include "app/gui/selftest_words.h"

namespace ssd::gui {

namespace {

using selftest::Action;
using selftest::Disposition;
using selftest::TestType;

QColor neutral() { return verdictTextColor(QString()); }
QColor good() { return verdictTextColor(QStringLiteral("good")); }
QColor bad() { return verdictTextColor(QStringLiteral("failing")); }

QString failureText(Action action, const QString& message) {
    switch (action) {
    case Action::Start: return QObject::tr("The self-test was not started: %1").arg(message);
    case Action::Abort: return QObject::tr("The self-test was not aborted: %1").arg(message);
    case Action::Log: break;
    }
    return QObject::tr("The self-test log could not be read: %1").arg(message);
}

} // namespace

SelfTestPage::SelfTestPage(DriveStore& store, QWidget* parent)
    : QWidget(parent), store_(store), confirmer_(messageBoxConfirmer()) {
    setObjectName(QStringLiteral("selfTestPage"));
    auto* layout = new QVBoxLayout(this);
    drive_ = driveHeading(QStringLiteral("selfTestDrive"), this);
    layout->addWidget(drive_);
    reason_ = cautionLabel(this);
    reason_->setObjectName(QStringLiteral("selfTestUnsupported"));
    layout->addWidget(reason_);

    auto* controls = new QHBoxLayout();
    auto* typeLabel = new QLabel(tr("Test:"), this);
    type_ = new QComboBox(this);
    type_->setObjectName(QStringLiteral("selfTestType"));
    type_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    typeLabel->setBuddy(type_);
    start_ = new QPushButton(tr("Start"), this);
    start_->setObjectName(QStringLiteral("selfTestStart"));
    abort_ = new QPushButton(tr("Abort"), this);
    abort_->setObjectName(QStringLiteral("selfTestAbort"));
    controls->addWidget(typeLabel);
    controls->addWidget(type_);
    controls->addWidget(start_);
    controls->addWidget(abort_);
    controls->addStretch(1);
    layout->addLayout(controls);

    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("selfTestProgress"));
    progress_->setFormat(QStringLiteral("%p %"));
    layout->addWidget(progress_);
    auto addLabel = [this, layout](const char* name) {
        QLabel* label = selectableLabel({}, this);
        label->setObjectName(QString::fromLatin1(name));
        layout->addWidget(label);
        return label;
    };
    progressText_ = addLabel("selfTestProgressText");
    lastResult_ = addLabel("selfTestLastResult");
    scheduleLabel_ = addLabel("selfTestSchedule");
    message_ = addLabel("selfTestMessage");
    warningsLabel_ = addLabel("selfTestWarnings");
    warningsLabel_->setStyleSheet(textColorStyle(verdictTextColor(QStringLiteral("warning"))));
    findingsBox_ = new QWidget(this);
    findingsLayout_ = new QVBoxLayout(findingsBox_);
    findingsLayout_->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(findingsBox_);
    auto* logTitle = new QLabel(tr("The drive's self-test log (newest first)"), this);
    logTitle->setStyleSheet(QStringLiteral("font-weight: bold;"));
    layout->addWidget(logTitle);
    log_ = new SelfTestLogTable(this);
    layout->addWidget(log_, 1);

    poll_ = new QTimer(this);
    poll_->setObjectName(QStringLiteral("selfTestPoll"));
    connect(poll_, &QTimer::timeout, this, &SelfTestPage::poll);
    connect(start_, &QPushButton::clicked, this, &SelfTestPage::startTest);
    connect(abort_, &QPushButton::clicked, this, &SelfTestPage::abortTest);
    connect(&store_.backend(), &Backend::finished, this, &SelfTestPage::onFinished);
    connect(&store_, &DriveStore::listChanged, this, &SelfTestPage::refresh);
    refresh();
}

void SelfTestPage::showDevice(const QString& device) {
    if (device == device_) return;
    device_ = device;
    // The old drive's answers still on their way are no longer wanted.
    pending_.clear();
    poll_->stop();
    state_.reset();
    findings_.clear();
    warnings_.clear();
    schedule_.reset();
    readDevice_.clear();
    message_->clear();
    if (isVisible()) read();
    refresh();
}

void SelfTestPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (!device_.isEmpty() && readDevice_ != device_) read();
}

void SelfTestPage::read() {
    if (device_.isEmpty()) return;
    readDevice_ = device_;
    send({Purpose::Read, TestType::Short}, Request::selfTest(device_, Action::Log));
}

void SelfTestPage::poll() {
    if (!readPending()) read();
}

void SelfTestPage::startTest() {
    if (device_.isEmpty() || !state_ || actionPending() || type_->currentIndex() < 0) return;
    const auto type = static_cast<TestType>(type_->currentData().toInt());
    const Request request = Request::selfTest(device_, Action::Start, type);
    if (type == TestType::Long &&
        !confirmer_(this, tr("Start the extended self-test?"),
                    longTestQuestion(device_, estimateMinutes(state_->capabilities, type), request.commandLine()))) {
        return;
    }
    showMessage(tr("Starting: %1…").arg(request.commandLine()), neutral());
    send({Purpose::Start, type}, request);
}

void SelfTestPage::abortTest() {
    if (device_.isEmpty() || actionPending()) return;
    const Request request = Request::selfTest(device_, Action::Abort);
    showMessage(tr("Aborting: %1…").arg(request.commandLine()), neutral());
    send({Purpose::Abort, TestType::Short}, request);
}

void SelfTestPage::send(Pending pending, const Request& request) {
    pending_[store_.backend().send(request)] = pending;
    refresh();
}

bool SelfTestPage::actionPending() const {
    for (const auto& [id, pending] : pending_) {
        if (pending.purpose != Purpose::Read) return true;
    }
    return false;
}

bool SelfTestPage::readPending() const {
    for (const auto& [id, pending] : pending_) {
        if (pending.purpose == Purpose::Read) return true;
    }
    return false;
}

void SelfTestPage::onFinished(RequestId id, const Reply& reply) {
    const auto it = pending_.find(id);
    if (it == pending_.end()) return;
    const Pending pending = it->second;
    pending_.erase(it);
    // A refusal still carries the drive's document (a test already running, a type not offered).
    const Json& document = reply.ok ? reply.result : reply.document;
    Reply checked = reply;
    std::optional<SelfTestAnswer> answer;
    try {
        answer = selfTestAnswerFor(document, device_.toStdString());
    } catch (const JsonFieldError& error) {
        checked = unreadableReply(error);
    }
    if (answer) apply(pending, *answer);
    const Action action = pending.purpose == Purpose::Start   ? Action::Start
                          : pending.purpose == Purpose::Abort ? Action::Abort
                                                              : Action::Log;
    if (!checked.ok) {
        showMessage(failureText(action, checked.message), bad());
    } else if (action != Action::Log && answer) {
        showMessage(QString::fromStdString(answer->message), good());
    } else if (action == Action::Log && answer && answer->error) {
        showMessage(failureText(action, QString::fromStdString(*answer->error)), bad());
    }
    refresh();
    updatePolling();
    emit answered(reply);
}

void SelfTestPage::apply(const Pending& pending, const SelfTestAnswer& answer) {
    if (!answer.state) return;
    std::optional<selftest::SelfTests> previous = std::move(state_);
    state_ = answer.state;
    if (pending.purpose == Purpose::Start && answer.outcome == Disposition::Started) {
        // The answer's read was made before the start; the drive runs the test now.
        state_->status.running = true;
        state_->status.type = pending.type;
        state_->status.remaining_percent.reset();
        state_->status.words.clear();
    }
    if (state_->log_read) {
        findings_ = answer.findings;
    } else if (previous) {
        // A read without the log keeps the log last shown.
        state_->log = previous->log;
        state_->log_read = previous->log_read;
    }
    if (!answer.warnings.empty()) warnings_ = answer.warnings;
    if (pending.purpose == Purpose::Read || answer.schedule) schedule_ = answer.schedule;
}

void SelfTestPage::showMessage(const QString& text, const QColor& color) {
    message_->setText(text);
    message_->setStyleSheet(textColorStyle(color));
}

void SelfTestPage::refresh() {
    const DriveInfo* drive = store_.drive(device_);
    drive_->setText(drive != nullptr ? QStringLiteral("%1 — %2").arg(device_, optionalText(drive->model))
                                     : device_.isEmpty() ? tr("No drive selected") : device_);
    const bool supported = state_ && state_->capabilities.supported;
    const bool running = state_ && state_->status.running;
    if (state_ && !supported) {
        reason_->setText(tr("This drive runs no self-test: %1")
                             .arg(QString::fromStdString(state_->capabilities.unsupported_reason)));
    } else if (!device_.isEmpty() && !state_ && readPending()) {
        reason_->setText(tr("Reading the drive's self-tests…"));
    } else {
        reason_->clear();
    }
    reason_->setVisible(!reason_->text().isEmpty());
    fillTypes();
    type_->setEnabled(supported && type_->count() > 0 && !running);
    start_->setEnabled(supported && type_->count() > 0 && !running && !actionPending());
    abort_->setEnabled(supported && running && !actionPending());
    message_->setVisible(!message_->text().isEmpty());
    QStringList warnings;
    for (const auto& warning : warnings_) warnings << QStringLiteral("⚠ ") + QString::fromStdString(warning);
    warningsLabel_->setText(warnings.join(QLatin1Char('\n')));
    warningsLabel_->setVisible(!warnings.isEmpty());
    scheduleLabel_->setText(schedule_ ? tr("Schedule: %1").arg(QString::fromStdString(*schedule_)) : QString());
    scheduleLabel_->setVisible(schedule_.has_value());
    showProgress();
    showLastResult();
    showFindings();
    log_->showLog(state_ && state_->log_read ? state_->log : std::vector<selftest::LogEntry>{});
}

void SelfTestPage::fillTypes() {
    const QVariant chosen = type_->currentData();
    type_->clear();
    if (!state_) return;
    for (const TestType type : startableTypes(state_->capabilities)) {
        type_->addItem(typeChoiceText(state_->capabilities, type), static_cast<int>(type));
    }
    if (const int index = type_->findData(chosen); index >= 0) type_->setCurrentIndex(index);
}

std::optional<int> SelfTestPage::runningEstimate() const {
    if (!state_ || !state_->status.running) return std::nullopt;
    return estimateMinutes(state_->capabilities, state_->status.type);
}

void SelfTestPage::showProgress() {
    const bool running = state_ && state_->status.running;
    progress_->setVisible(running);
    progressText_->setVisible(running);
    if (!running) return;
    if (const auto done = percentDone(state_->status)) {
        progress_->setRange(0, 100);
        progress_->setValue(*done);
    } else {
        progress_->setRange(0, 0); // busy: the drive does not say how far
    }
    progressText_->setText(progressText(state_->status, runningEstimate()));
}

void SelfTestPage::showLastResult() {
    if (!state_ || !state_->capabilities.supported || !state_->log_read) {
        lastResult_->clear();
        lastResult_->setVisible(false);
        return;
    }
    lastResult_->setVisible(true);
    if (state_->log.empty()) {
        lastResult_->setText(tr("No self-test in the drive's log yet."));
        lastResult_->setStyleSheet({});
        return;
    }
    const selftest::LogEntry& last = state_->log.front();
    QString text = tr("Last test: %1 — %2")
                       .arg(fromView(selftest::kTestTypes.label(last.type)), QString::fromStdString(last.words));
    if (last.power_on_hours) text += tr(", at %1 of power-on time").arg(hoursText(*last.power_on_hours));
    lastResult_->setText(text);
    lastResult_->setStyleSheet(QStringLiteral("font-weight: bold; color: %1;").arg(outcomeColor(last.outcome).name()));
}

void SelfTestPage::showFindings() {
    while (QLayoutItem* item = findingsLayout_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const auto& finding : findings_) findingsLayout_->addWidget(findingCard(finding, findingsBox_));
    findingsBox_->setVisible(!findings_.empty());
}

void SelfTestPage::updatePolling() {
    if (!state_ || !state_->status.running) {
        poll_->stop();
        return;
    }
    const auto interval = pollInterval(state_->status.type, runningEstimate());
    if (!poll_->isActive() || poll_->intervalAsDuration() != interval) poll_->start(interval);
}

} // namespace ssd::gui
