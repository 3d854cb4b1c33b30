#include "app/gui/helper_backend.h"

#include <QFileInfo>

#include "app/gui/elevation.h"
#include "core/requests/helper_answers.h"
#include "core/util/json_util.h"
#include "core/requests/helper_protocol.h"

namespace ssd::gui {

namespace {

const QString& withoutRootMessage() {
    static const QString message = QObject::tr(
        "Without administrator rights the drive list and the checks that need no root are shown; SMART health, "
        "the remaining checks and every drive action need authorization.");
    return message;
}

// A sentence, then another: either may be empty.
QString sentences(const QString& first, const QString& second) {
    if (first.isEmpty()) return second;
    return second.isEmpty() ? first : first + QLatin1Char(' ') + second;
}

} // namespace

HelperBackend::HelperBackend(QObject* parent) : Backend(parent) {}

HelperBackend::~HelperBackend() { stopTransport(); }

void HelperBackend::start() {
    const QString socket = serviceSocketPath();
    if (!socket.isEmpty() && QFileInfo::exists(socket)) {
        connectService();
        return;
    }
    if (!socket.isEmpty()) serviceNote_ = tr("The SSD Toolbox service is not installed (no %1).").arg(socket);
    startHelper();
}

void HelperBackend::connectService() {
    route_ = Route::Service;
    setPrivilege(Privilege::Connecting, tr("Connecting to the SSD Toolbox service…"),
                 tr("Connecting to the SSD Toolbox service…"));
    open(std::make_unique<ServiceSocket>(serviceSocketPath()));
}

void HelperBackend::startHelper() {
    route_ = Route::Helper;
    if (runningElevated()) {
        launchHelper(false);
        return;
    }
    // Only a process without the rights asks whether they can be asked for.
    const QString unavailable = elevationUnavailable(ssdtoolPath());
    if (!unavailable.isEmpty()) {
        refusal_ = unavailable;
        launchHelper(false);
    } else {
        launchHelper(true);
    }
}

void HelperBackend::reauthorize() {
    if (runningElevated() || privilege_ == Privilege::Privileged) return;
    stopTransport();
    failAll(QStringLiteral("helper-restarted"), tr("The helper was restarted."));
    route_ = Route::Helper;
    launchHelper(true);
}

void HelperBackend::launchHelper(bool elevated) {
    elevated_ = elevated;
    setPrivilege(Privilege::Connecting,
                 elevated ? tr("Administrator helper (%1): asking…").arg(elevationName()) : tr("Starting the helper…"),
                 elevated ? tr("Asking for administrator rights…") : tr("Starting the helper…"));
    const QString tool = ssdtoolPath();
    if (elevated) {
        open(elevatedHelper(tool));
    } else {
        open(std::make_unique<HelperProcess>(tool, QStringList{QStringLiteral("serve")}));
    }
}

void HelperBackend::open(std::unique_ptr<HelperTransport> transport) {
    helloSeen_ = false;
    reconnect_ = false;
    transport_ = std::move(transport);
    HelperTransport* opened = transport_.get();
    connect(opened, &HelperTransport::lineReceived, this, &HelperBackend::onLine);
    connect(opened, &HelperTransport::ended, this, &HelperBackend::onEnded);
    // A socket may fail inside open(): onEnded then already replaced transport_.
    opened->open();
}

void HelperBackend::stopTransport() {
    if (!transport_) return;
    auto transport = std::move(transport_);
    transport->disconnect(this);
    transport->close();
    helloSeen_ = false;
}

void HelperBackend::setPrivilege(Privilege privilege, QString connection, QString message) {
    privilege_ = privilege;
    connection_ = std::move(connection);
    message_ = std::move(message);
    emit privilegeChanged();
}

void HelperBackend::dispatch(RequestId id, const Request& request) {
    if (helloSeen_ && transport_) {
        write(id, request);
        return;
    }
    if (!transport_ && reconnect_) {
        // The service went away (a restart): this request brings it back.
        queued_.emplace_back(id, request);
        connectService();
        return;
    }
    if (privilege_ == Privilege::Failed) {
        const Reply reply = Reply::failure(QStringLiteral("no-helper"), message_, 4);
        QMetaObject::invokeMethod(this, [this, id, reply] { emit finished(id, reply); }, Qt::QueuedConnection);
        return;
    }
    queued_.emplace_back(id, request);
}

void HelperBackend::cancelDispatched(RequestId id) {
    for (auto it = queued_.begin(); it != queued_.end(); ++it) {
        if (it->first == id) {
            queued_.erase(it);
            emit finished(id, Reply::failure(QStringLiteral("interrupted"), tr("Cancelled before it started."), 130));
            return;
        }
    }
    if (!inFlight_.count(id) || !transport_) return;
    const RequestId cancelId = nextId();
    cancels_.insert(cancelId);
    writeLine(requests::cancel_line(cancelId, id));
}

void HelperBackend::write(RequestId id, const Request& request) {
    inFlight_.insert(id);
    writeLine(requests::request_line(id, request.value));
}

void HelperBackend::writeLine(const nlohmann::ordered_json& line) {
    transport_->writeLine(QByteArray::fromStdString(line.dump()));
}

void HelperBackend::onLine(const QByteArray& text) {
    const auto line = Json::parse(text.toStdString(), nullptr, false);
    if (!line.is_object()) return;
    try {
        readLine(line);
    } catch (const JsonFieldError& error) {
        // The helper broke its protocol: nothing more it says can be trusted.
        stopTransport();
        setPrivilege(Privilege::Failed, tr("No helper"),
                     tr("The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.")
                         .arg(QString::fromStdString(error.what())));
        failAll(QStringLiteral("no-helper"), message_);
    }
}

void HelperBackend::readLine(const Json& line) {
    if (!helloSeen_) {
        const auto hello = requests::parse_hello_line(line);
        if (!hello || !hello->speaks_our_protocol()) {
            stopTransport();
            setPrivilege(Privilege::Failed, tr("No helper"),
                         tr("The helper speaks another protocol version (this GUI needs %1): "
                            "reinstall SSD Toolbox.").arg(requests::kHelperProtocolVersion));
            failAll(QStringLiteral("no-helper"), message_);
            return;
        }
        onHello(hello->privileged);
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
        // "not-authorized" (polkit refused, exit status 3) comes here like every other error.
        inFlight_.erase(id);
        emit finished(id, Reply::failure(QString::fromStdString(answer->code), QString::fromStdString(answer->message),
                                         answer->exit_status, answer->document));
        return;
    }
}

void HelperBackend::onHello(bool privileged) {
    helloSeen_ = true;
    if (route_ == Route::Service) {
        serviceNote_.clear();
        if (privileged) {
            setPrivilege(Privilege::Privileged, tr("Connected to the SSD Toolbox service"),
                         tr("Connected to the SSD Toolbox service: drives and SMART need no password; a change "
                            "asks for authorization when you make it."));
        } else {
            setPrivilege(Privilege::Unprivileged, tr("Connected to the SSD Toolbox service (without administrator rights)"),
                         sentences(tr("The SSD Toolbox service runs without administrator rights."),
                                   withoutRootMessage()));
        }
    } else if (privileged) {
        setPrivilege(Privilege::Privileged,
                     elevated_ ? tr("Administrator helper (%1)").arg(elevationName())
                               : tr("Administrator helper (running as administrator)"),
                     sentences(serviceNote_, tr("Running with administrator rights (helper: ssdtool serve).")));
    } else {
        const QString why = refusal_.isEmpty() ? tr("The helper runs without administrator rights.") : refusal_;
        setPrivilege(Privilege::Unprivileged, tr("Helper without administrator rights"),
                     sentences(serviceNote_, sentences(why, withoutRootMessage())));
    }
    auto queued = std::move(queued_);
    queued_.clear();
    for (const auto& [id, request] : queued) write(id, request);
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

void HelperBackend::onEnded(const TransportEnd& end) {
    if (!transport_) return;
    const bool hadHello = helloSeen_;
    // Deleted later: this runs inside one of the transport's own signals.
    transport_.release()->deleteLater();
    helloSeen_ = false;
    if (route_ == Route::Service) {
        onServiceEnded(end, hadHello);
    } else {
        onHelperEnded(end, hadHello);
    }
}

void HelperBackend::onServiceEnded(const TransportEnd& end, bool hadHello) {
    if (hadHello) {
        // A restart of the service (it exits idle only without clients):
        // what was running is lost, the next request connects again.
        failAll(QStringLiteral("helper-restarted"),
                tr("The SSD Toolbox service closed the connection; try again (the next request reconnects)."));
        reconnect_ = true;
        setPrivilege(privilege_, tr("SSD Toolbox service: disconnected, the next request reconnects"), message_);
        return;
    }
    serviceNote_ = tr("The SSD Toolbox service did not answer at %1%2.")
                       .arg(serviceSocketPath(), end.error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(end.error));
    startHelper();
}

void HelperBackend::onHelperEnded(const TransportEnd& end, bool hadHello) {
    if (elevated_ && !hadHello) {
        // The elevated helper never started: refused, dismissed, or no agent.
        refusal_ = elevationFailure(end);
        launchHelper(false);
        return;
    }
    setPrivilege(Privilege::Failed, tr("No helper"),
                 hadHello ? tr("The helper stopped (exit status %1).").arg(end.exitCode)
                          : tr("ssdtool serve could not be started (%1): %2").arg(ssdtoolPath(), end.error));
    failAll(QStringLiteral("no-helper"), message_);
}

} // namespace ssd::gui
