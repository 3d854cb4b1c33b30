// How HelperBackend reaches the other side of the helper protocol: lines go
// out, lines come in, and at some point the conversation ends. Two ways:
// the resident service's Unix socket (ServiceSocket, QLocalSocket: polkit asks
// per request, in the service) and a helper child process (HelperProcess:
// `pkexec ssdtool serve`, or `ssdtool serve` directly). The protocol itself
// (hello, answers, cancel) is read once, in HelperBackend.
#pragma once

#include <QByteArray>
#include <QLocalSocket>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace ssd::gui {

// Why a conversation ended. For a process: its exit code (pkexec's 126/127
// say the authorization was dismissed / refused); for the socket: -1.
struct TransportEnd {
    int exitCode = -1;
    bool crashed = false;   // did not start, or died of a signal / could not connect
    QString error;          // the system's words, when there are any
};

class HelperTransport : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Starts connecting / the process; lines or ended() follow.
    virtual void open() = 0;
    // Sends one line (a newline is appended).
    virtual void writeLine(const QByteArray& line) = 0;
    // Ends the conversation (EOF: the other side stops what runs), waiting a
    // bounded time; emits nothing afterwards.
    virtual void close() = 0;

signals:
    void lineReceived(const QByteArray& line); // without its newline
    void ended(const ssd::gui::TransportEnd& end);

protected:
    // Splits received bytes into lines.
    void receive(const QByteArray& bytes);

private:
    QByteArray buffer_;
};

// `PROGRAM ARGUMENTS` as a child process speaking on stdin/stdout; its
// stderr goes to ours (a terminal, the journal).
class HelperProcess : public HelperTransport {
    Q_OBJECT
public:
    HelperProcess(QString program, QStringList arguments, QObject* parent = nullptr);
    ~HelperProcess() override;

    void open() override;
    void writeLine(const QByteArray& line) override;
    void close() override;

private:
    QString program_;
    QStringList arguments_;
    QProcess process_;
    bool ended_ = false;
};

// The resident service's socket (`ssdtool daemon`).
class ServiceSocket : public HelperTransport {
    Q_OBJECT
public:
    explicit ServiceSocket(QString path, QObject* parent = nullptr);
    ~ServiceSocket() override;

    void open() override;
    void writeLine(const QByteArray& line) override;
    void close() override;

private:
    void end(bool failed);

    QString path_;
    QLocalSocket socket_;
    bool ended_ = false;
};

// The service's socket: $SSD_TOOLBOX_SOCKET (tests, a build tree), else
// /run/ssd-toolbox.socket (systemd's ssd-toolbox.socket); empty where there is no service.
QString serviceSocketPath();

} // namespace ssd::gui

Q_DECLARE_METATYPE(ssd::gui::TransportEnd)
