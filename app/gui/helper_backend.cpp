#include "app/gui/helper_backend.h"

#include <QStandardPaths>

#include "core/requests/helper_answers.h"
#include "core/requests/helper_protocol.h"

#if !defined(_WIN32)
#include <unistd.h>
#endif

namespace ssd::gui {

namespace {

// pkexec: the dialog was dismissed / the user is not authorized.
constexpr int kPkexecDismissed = 126;
constexpr int kPkexecNotAuthorized = 127;

bool runningAsRoot() {
#if !defined(_WIN32)
    return ::geteuid() == 0;
#else
    return false;
#endif
}

const QString& withoutRootMessage() {
    static const QString message = QObject::tr(
        "Without administrator rights the drive list and the checks that need no root are shown; SMART health, "
        "the remaining checks and every drive action need authorization.");
    return message;
}

} // namespace

HelperBackend::HelperBackend(QObject* parent) : Backend(parent) {}

HelperBackend::~HelperBackend() { stopHelper(); }

void HelperBackend::start() {
    const bool noPkexec = qEnvironmentVariableIntValue("SSD_TOOLBOX_NO_PKEXEC") == 1;
    if (runningAsRoot()) {
        launch(false);
    } else if (noPkexec || QStandardPaths::findExecutable(QStringLiteral("pkexec")).isEmpty()) {
        refusal_ = noPkexec ? tr("SSD_TOOLBOX_NO_PKEXEC is set.") : tr("pkexec (polkit) is not installed.");
        launch(false);
    } else {
        launch(true);
    }
}

void HelperBackend::reauthorize() {
    if (runningAsRoot() || privilege_ == Privilege::Privileged) return;
    stopHelper();
    failAll(QStringLiteral("helper-restarted"), tr("The helper was restarted."));
    launch(true);
}

void HelperBackend::launch(bool elevated) {
    elevated_ = elevated;
    helloSeen_ = false;
    buffer_.clear();
    process_ = std::make_unique<QProcess>();
    connect(process_.get(), &QProcess::readyReadStandardOutput, this, &HelperBackend::onReadyRead);
    connect(process_.get(), &QProcess::finished, this, &HelperBackend::onFinished);
    connect(process_.get(), &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) onFinished(-1, QProcess::CrashExit);
    });
    process_->setReadChannel(QProcess::StandardOutput);
    // The helper's own messages go to our stderr (a terminal, the journal).
    process_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    setPrivilege(Privilege::Connecting, elevated ? tr("Asking for administrator rights…") : tr("Starting the helper…"));
    const QString tool = ssdtoolPath();
    if (elevated) {
        process_->start(QStringLiteral("pkexec"), {tool, QStringLiteral("serve")});
    } else {
        process_->start(tool, {QStringLiteral("serve")});
    }
}

void HelperBackend::stopHelper() {
    if (!process_) return;
    auto process = std::move(process_);
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        process->closeWriteChannel(); // EOF: the helper stops what runs and exits
        if (!process->waitForFinished(3000)) {
            process->terminate();
            process->waitForFinished(1000);
        }
    }
}

void HelperBackend::setPrivilege(Privilege privilege, QString message) {
    privilege_ = privilege;
    message_ = std::move(message);
    emit privilegeChanged();
}

void HelperBackend::dispatch(RequestId id, const Request& request) {
    if (!helloSeen_ || !process_) {
        if (privilege_ == Privilege::Failed) {
            const Reply reply = Reply::failure(QStringLiteral("no-helper"), message_, 4);
            QMetaObject::invokeMethod(this, [this, id, reply] { emit finished(id, reply); }, Qt::QueuedConnection);
            return;
        }
        queued_.emplace_back(id, request);
        return;
    }
    write(id, request);
}

void HelperBackend::cancelDispatched(RequestId id) {
    for (auto it = queued_.begin(); it != queued_.end(); ++it) {
        if (it->first == id) {
            queued_.erase(it);
            emit finished(id, Reply::failure(QStringLiteral("interrupted"), tr("Cancelled before it started."), 130));
            return;
        }
    }
    if (!inFlight_.count(id) || !process_) return;
    const RequestId cancelId = nextId();
    cancels_.insert(cancelId);
    writeLine(requests::cancel_line(cancelId, id));
}

void HelperBackend::write(RequestId id, const Request& request) {
    inFlight_.insert(id);
    writeLine(requests::request_line(id, request.value));
}

void HelperBackend::writeLine(const nlohmann::ordered_json& line) {
    process_->write(QByteArray::fromStdString(line.dump() + "\n"));
}

void HelperBackend::onReadyRead() {
    if (!process_) return;
    buffer_ += process_->readAllStandardOutput();
    for (qsizetype newline = buffer_.indexOf('\n'); newline >= 0; newline = buffer_.indexOf('\n')) {
        const QByteArray line = buffer_.left(newline);
        buffer_.remove(0, newline + 1);
        const auto doc = Json::parse(line.toStdString(), nullptr, false);
        if (doc.is_object()) onLine(doc);
    }
}

void HelperBackend::onLine(const Json& line) {
    if (!helloSeen_) {
        const auto hello = requests::parse_hello_line(line);
        if (!hello || !hello->speaks_our_protocol()) {
            stopHelper();
            setPrivilege(Privilege::Failed, tr("The helper speaks another protocol version (this GUI needs %1): "
                                               "reinstall SSD Toolbox.").arg(requests::kHelperProtocolVersion));
            failAll(QStringLiteral("no-helper"), message_);
            return;
        }
        helloSeen_ = true;
        if (hello->privileged) {
            setPrivilege(Privilege::Privileged, tr("Running with administrator rights (helper: ssdtool serve)."));
        } else {
            QString why = refusal_.isEmpty() ? tr("The helper runs without administrator rights.") : refusal_;
            setPrivilege(Privilege::Unprivileged, why + QLatin1Char(' ') + withoutRootMessage());
        }
        auto queued = std::move(queued_);
        queued_.clear();
        for (const auto& [id, request] : queued) write(id, request);
        return;
    }
    const auto answer = requests::parse_answer_line(line);
    if (!answer) return;
    const RequestId id = answer->id;
    if (cancels_.count(id)) {
        if (answer->kind != requests::AnswerKind::Event) cancels_.erase(id);
        return;
    }
    if (!inFlight_.count(id)) return;
    switch (answer->kind) {
    case requests::AnswerKind::Event:
        if (const auto event = requests::progress_from_json(answer->event)) emit progress(id, *event);
        return;
    case requests::AnswerKind::Result:
        inFlight_.erase(id);
        emit finished(id, Reply::success(answer->result));
        return;
    case requests::AnswerKind::Error:
        inFlight_.erase(id);
        emit finished(id, Reply::failure(QString::fromStdString(answer->code), QString::fromStdString(answer->message),
                                         answer->exit_status, answer->document));
        return;
    }
}

void HelperBackend::failAll(const QString& code, const QString& message) {
    auto inFlight = std::move(inFlight_);
    inFlight_.clear();
    cancels_.clear();
    for (const RequestId id : inFlight) emit finished(id, Reply::failure(code, message, 4));
    if (privilege_ == Privilege::Failed) {
        auto queued = std::move(queued_);
        queued_.clear();
        for (const auto& entry : queued) emit finished(entry.first, Reply::failure(code, message, 4));
    }
}

void HelperBackend::onFinished(int exitCode, QProcess::ExitStatus status) {
    if (!process_) return;
    const bool hadHello = helloSeen_;
    const QString error = process_->errorString();
    process_.release()->deleteLater();
    helloSeen_ = false;
    if (elevated_ && !hadHello) {
        // pkexec did not start the helper: refused, dismissed, or no agent.
        if (exitCode == kPkexecDismissed) {
            refusal_ = tr("The authorization dialog was dismissed.");
        } else if (exitCode == kPkexecNotAuthorized) {
            refusal_ = tr("Authorization was refused (or polkit is not running).");
        } else {
            refusal_ = tr("The administrator helper could not be started (pkexec: %1).")
                           .arg(status == QProcess::CrashExit ? error : QString::number(exitCode));
        }
        launch(false);
        return;
    }
    setPrivilege(Privilege::Failed, hadHello ? tr("The helper stopped (exit status %1).").arg(exitCode)
                                             : tr("ssdtool serve could not be started (%1): %2")
                                                   .arg(ssdtoolPath(), error));
    failAll(QStringLiteral("no-helper"), message_);
}

} // namespace ssd::gui
