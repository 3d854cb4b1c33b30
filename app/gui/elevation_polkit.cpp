#include <QStandardPaths>

#include <unistd.h>

#include "app/gui/elevation.h"

namespace ssd::gui {

namespace {

// pkexec's exit statuses: the dialog was dismissed / the user is not authorized.
constexpr int kPkexecDismissed = 126;
constexpr int kPkexecNotAuthorized = 127;

} // namespace

QString defaultServiceSocket() { return QStringLiteral("/run/ssd-toolbox.socket"); }

bool runningElevated() { return ::geteuid() == 0; }

QString elevationName() { return QStringLiteral("pkexec"); }

QString elevationUnavailable(const QString&) {
    if (qEnvironmentVariableIntValue("SSD_TOOLBOX_NO_ELEVATION") == 1) {
        return QObject::tr("SSD_TOOLBOX_NO_ELEVATION is set.");
    }
    if (QStandardPaths::findExecutable(QStringLiteral("pkexec")).isEmpty()) {
        return QObject::tr("pkexec (polkit) is not installed.");
    }
    return {};
}

std::unique_ptr<HelperTransport> elevatedHelper(const QString& ssdtool) {
    return std::make_unique<HelperProcess>(QStringLiteral("pkexec"), QStringList{ssdtool, QStringLiteral("serve")});
}

QString elevationFailure(const TransportEnd& end) {
    if (end.exitCode == kPkexecDismissed) return QObject::tr("The authorization dialog was dismissed.");
    if (end.exitCode == kPkexecNotAuthorized) return QObject::tr("Authorization was refused (or polkit is not running).");
    return QObject::tr("The administrator helper could not be started (pkexec: %1).")
        .arg(end.crashed ? end.error : QString::number(end.exitCode));
}

} // namespace ssd::gui
