#include <QDir>
#include <QFileInfo>

#include "app/gui/elevation.h"
#include "app/gui/uac_helper.h"
#include "platform/windows/elevation.h"

namespace ssd::gui {

namespace {

// ssdtool-elevated.exe is installed beside ssdtool.exe (platform/windows/CMakeLists.txt).
QString helperBeside(const QString& ssdtool) {
    return QFileInfo(ssdtool).absoluteDir().filePath(QStringLiteral("ssdtool-elevated.exe"));
}

} // namespace

// Windows has no resident service (sampling is a Task Scheduler task): the helper only.
QString defaultServiceSocket() { return {}; }

bool runningElevated() { return ssd::windows_platform::process_is_elevated(); }

QString elevationName() { return QStringLiteral("UAC"); }

QString elevationUnavailable(const QString& ssdtool) {
    if (qEnvironmentVariableIntValue("SSD_TOOLBOX_NO_ELEVATION") == 1) {
        return QObject::tr("SSD_TOOLBOX_NO_ELEVATION is set.");
    }
    if (!QFileInfo::exists(helperBeside(ssdtool))) {
        return QObject::tr("%1 is missing: reinstall SSD Toolbox.").arg(QDir::toNativeSeparators(helperBeside(ssdtool)));
    }
    return {};
}

std::unique_ptr<HelperTransport> elevatedHelper(const QString& ssdtool) {
    return std::make_unique<UacHelper>(helperBeside(ssdtool));
}

QString elevationFailure(const TransportEnd& end) {
    return QObject::tr("The administrator helper could not be started (UAC: %1).")
        .arg(end.error.isEmpty() ? QString::number(end.exitCode) : end.error);
}

} // namespace ssd::gui
