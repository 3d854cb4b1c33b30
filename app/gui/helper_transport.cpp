#include "app/gui/helper_transport.h"

#include "app/gui/elevation.h"

#include <utility>

namespace ssd::gui {

namespace {

// How long close() waits for the other side to go after EOF, then after SIGTERM.
constexpr int kCloseWaitMs = 3000;
constexpr int kTerminateWaitMs = 1000;

} // namespace

void HelperTransport::receive(const QByteArray& bytes) {
    buffer_ += bytes;
    for (qsizetype newline = buffer_.indexOf('\n'); newline >= 0; newline = buffer_.indexOf('\n')) {
        const QByteArray line = buffer_.left(newline);
        buffer_.remove(0, newline + 1);
        emit lineReceived(line);
    }
}

HelperProcess::HelperProcess(QString program, QStringList arguments, QObject* parent)
    : HelperTransport(parent), program_(std::move(program)), arguments_(std::move(arguments)) {
    connect(&process_, &QProcess::readyReadStandardOutput, this,
            [this] { receive(process_.readAllStandardOutput()); });
    connect(&process_, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        if (ended_) return;
        ended_ = true;
        emit ended({exitCode, status == QProcess::CrashExit, process_.errorString()});
    });
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || ended_) return;
        ended_ = true;
        emit ended({-1, true, process_.errorString()});
    });
    process_.setReadChannel(QProcess::StandardOutput);
    // The helper's own messages go to our stderr (a terminal, the journal).
    process_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
}

HelperProcess::~HelperProcess() { close(); }

void HelperProcess::open() { process_.start(program_, arguments_); }

void HelperProcess::writeLine(const QByteArray& line) { process_.write(line + '\n'); }

void HelperProcess::close() {
    ended_ = true;
    process_.disconnect(this);
    if (process_.state() == QProcess::NotRunning) return;
    process_.closeWriteChannel(); // EOF: the helper stops what runs and exits
    if (process_.waitForFinished(kCloseWaitMs)) return;
    process_.terminate();
    if (!process_.waitForFinished(kTerminateWaitMs)) {
        process_.kill();
        process_.waitForFinished(kTerminateWaitMs);
    }
}

ServiceSocket::ServiceSocket(QString path, QObject* parent) : HelperTransport(parent), path_(std::move(path)) {
    connect(&socket_, &QLocalSocket::readyRead, this, [this] { receive(socket_.readAll()); });
    connect(&socket_, &QLocalSocket::disconnected, this, [this] { end(false); });
    connect(&socket_, &QLocalSocket::errorOccurred, this, [this](QLocalSocket::LocalSocketError error) {
        // The peer closing is an ordinary end (disconnected follows); anything
        // else before or during the conversation ends it as a failure.
        if (error != QLocalSocket::PeerClosedError) end(true);
    });
}

ServiceSocket::~ServiceSocket() { close(); }

void ServiceSocket::open() { socket_.connectToServer(path_); }

void ServiceSocket::writeLine(const QByteArray& line) { socket_.write(line + '\n'); }

void ServiceSocket::close() {
    ended_ = true;
    socket_.disconnect(this);
    // The service stops this client's work when the connection goes: nothing to wait for.
    socket_.abort();
}

void ServiceSocket::end(bool failed) {
    if (ended_) return;
    ended_ = true;
    emit ended({-1, failed, failed ? socket_.errorString() : QString()});
}

QString serviceSocketPath() {
    const QString fromEnvironment = qEnvironmentVariable("SSD_TOOLBOX_SOCKET");
    return fromEnvironment.isEmpty() ? defaultServiceSocket() : fromEnvironment;
}

} // namespace ssd::gui
