// A private desktop for the notification test: its own D-Bus session bus
// (dbus-daemon with a minimal configuration: no service activation, so nothing
// but what the test starts answers), an X server (Xvfb on a display it picks
// itself: -displayfd) and dunst as the notification server on both. Each
// process is started by the test, waited for with a deadline (no sleeps) and
// stopped when the object goes (terminate, then kill after a bound).
#pragma once

#include <memory>
#include <vector>

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace ssd::test {

class PrivateDesktop {
public:
    PrivateDesktop();
    ~PrivateDesktop();

    // False with the reason when a program is missing (the caller skips) or
    // failed to start (the caller fails): `missing` says which.
    bool start(QString* why, bool* missing);

    QString busAddress() const { return address_; }
    QString display() const { return display_; }
    // Runs `dunstctl ARGS` on this bus; its standard output (empty on failure, with `error` set).
    QByteArray dunstctl(const QStringList& arguments, QString* error = nullptr);

private:
    QProcess* launch(const QString& program, const QStringList& arguments, const QProcessEnvironment& environment);
    QProcessEnvironment environment() const;

    QTemporaryDir dir_;
    std::vector<std::unique_ptr<QProcess>> processes_;  // in start order; stopped in reverse
    QString address_;
    QString display_;
};

} // namespace ssd::test
