#include "private_desktop.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDeadlineTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

namespace ssd::test {

namespace {

constexpr int kStartMs = 15000;
constexpr int kStopMs = 5000;

// A session bus that only routes: no service directories (dunst's own
// activation file must not start a second dunst without our display).
QByteArray busConfig(const QString& dir) {
    return QStringLiteral(R"(<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=%1</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
)").arg(dir).toUtf8();
}

// Notifications stay on screen (no timeout) until the test closes them into the history.
constexpr char kDunstrc[] = R"([global]
    font = Monospace 8
    width = 300
    height = 100
    origin = top-right
    offset = 10x10
    history_length = 20
    sticky_history = yes
    mouse_left_click = do_action, close_current
[urgency_low]
    timeout = 0
[urgency_normal]
    timeout = 0
[urgency_critical]
    timeout = 0
)";

// One line from `process`'s standard output, waiting at most until `deadline`.
QByteArray firstLine(QProcess& process, const QDeadlineTimer& deadline) {
    QByteArray seen;
    while (!seen.contains('\n')) {
        if (process.state() == QProcess::NotRunning || deadline.hasExpired()) return {};
        if (process.waitForReadyRead(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())))) {
            seen += process.readAllStandardOutput();
        }
    }
    return seen.left(seen.indexOf('\n')).trimmed();
}

} // namespace

PrivateDesktop::PrivateDesktop() = default;

PrivateDesktop::~PrivateDesktop() {
    for (auto it = processes_.rbegin(); it != processes_.rend(); ++it) {
        QProcess& process = **it;
        if (process.state() == QProcess::NotRunning) continue;
        process.terminate();
        if (!process.waitForFinished(kStopMs)) {
            process.kill();
            process.waitForFinished(kStopMs);
        }
    }
}

QProcess* PrivateDesktop::launch(const QString& program, const QStringList& arguments,
                                 const QProcessEnvironment& environment) {
    auto process = std::make_unique<QProcess>();
    process->setProcessEnvironment(environment);
    process->setProcessChannelMode(QProcess::SeparateChannels);
    process->start(program, arguments);
    processes_.push_back(std::move(process));
    return processes_.back().get();
}

QProcessEnvironment PrivateDesktop::environment() const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), address_);
    env.insert(QStringLiteral("DISPLAY"), display_);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    return env;
}

bool PrivateDesktop::start(QString* why, bool* missing) {
    *missing = false;
    const QString dbus = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
    const QString dunst = QStandardPaths::findExecutable(QStringLiteral("dunst"));
    const QString ctl = QStandardPaths::findExecutable(QStringLiteral("dunstctl"));
    for (const auto& [path, name] : {std::pair{dbus, "dbus-daemon"}, std::pair{xvfb, "Xvfb"}, std::pair{dunst, "dunst"},
                                     std::pair{ctl, "dunstctl"}}) {
        if (path.isEmpty()) {
            *missing = true;
            *why = QStringLiteral("%1 is not installed (scripts/setup.sh installs dbus-daemon, xvfb and dunst)")
                       .arg(QString::fromLatin1(name));
            return false;
        }
    }
    if (!dir_.isValid()) {
        *why = QStringLiteral("no temporary directory");
        return false;
    }
    const QDeadlineTimer deadline(kStartMs);

    QFile config(dir_.filePath(QStringLiteral("bus.conf")));
    if (!config.open(QIODevice::WriteOnly) || config.write(busConfig(dir_.path())) < 0) {
        *why = QStringLiteral("cannot write %1").arg(config.fileName());
        return false;
    }
    config.close();
    QProcess* bus = launch(dbus, {QStringLiteral("--config-file=") + config.fileName(), QStringLiteral("--nofork"),
                                  QStringLiteral("--print-address=1")},
                           QProcessEnvironment::systemEnvironment());
    address_ = QString::fromUtf8(firstLine(*bus, deadline));
    if (address_.isEmpty()) {
        *why = QStringLiteral("dbus-daemon printed no address: ") + QString::fromLocal8Bit(bus->readAllStandardError());
        return false;
    }

    // -displayfd: Xvfb takes a free display and writes its number once it accepts clients.
    QProcess* x = launch(xvfb, {QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-nolisten"),
                                QStringLiteral("tcp"), QStringLiteral("-screen"), QStringLiteral("0"),
                                QStringLiteral("800x600x24")},
                         QProcessEnvironment::systemEnvironment());
    const QByteArray number = firstLine(*x, deadline);
    if (number.isEmpty()) {
        *why = QStringLiteral("Xvfb did not start: ") + QString::fromLocal8Bit(x->readAllStandardError());
        return false;
    }
    display_ = QStringLiteral(":") + QString::fromLatin1(number);

    QFile dunstrc(dir_.filePath(QStringLiteral("dunstrc")));
    if (!dunstrc.open(QIODevice::WriteOnly) || dunstrc.write(kDunstrc) < 0) {
        *why = QStringLiteral("cannot write %1").arg(dunstrc.fileName());
        return false;
    }
    dunstrc.close();
    QProcess* server = launch(dunst, {QStringLiteral("-config"), dunstrc.fileName()}, environment());
    // Ready when it owns the notification service's name on our bus.
    QDBusConnection probe = QDBusConnection::connectToBus(address_, QStringLiteral("ssd-private-desktop-probe"));
    bool ready = false;
    while (!ready && !deadline.hasExpired() && server->state() != QProcess::NotRunning) {
        ready = probe.isConnected() &&
                probe.interface()->isServiceRegistered(QStringLiteral("org.freedesktop.Notifications")).value();
        if (!ready) QTest::qWait(50);
    }
    QDBusConnection::disconnectFromBus(QStringLiteral("ssd-private-desktop-probe"));
    if (!ready) {
        *why = QStringLiteral("dunst did not take org.freedesktop.Notifications within %1 s: ").arg(kStartMs / 1000) +
               QString::fromLocal8Bit(server->readAllStandardError());
        return false;
    }
    return true;
}

QByteArray PrivateDesktop::dunstctl(const QStringList& arguments, QString* error) {
    QProcess ctl;
    ctl.setProcessEnvironment(environment());
    ctl.start(QStandardPaths::findExecutable(QStringLiteral("dunstctl")), arguments);
    if (!ctl.waitForFinished(kStopMs) || ctl.exitStatus() != QProcess::NormalExit || ctl.exitCode() != 0) {
        if (ctl.state() != QProcess::NotRunning) {
            ctl.kill();
            ctl.waitForFinished(kStopMs);
        }
        if (error != nullptr) *error = QString::fromLocal8Bit(ctl.readAllStandardError());
        return {};
    }
    return ctl.readAllStandardOutput();
}

} // namespace ssd::test
