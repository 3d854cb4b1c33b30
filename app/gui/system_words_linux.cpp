#include <QDir>
#include <QObject>

#include "app/gui/system_words.h"

namespace ssd::gui::system_words {

QString periodicTrimChoice() {
    return QObject::tr("Turn on periodic TRIM for the whole system (weekly fstrim.timer)");
}

QString periodicTrimExplanation() {
    return QObject::tr("This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a "
                       "week every mounted filesystem that supports it tells its drive which blocks are free. No file "
                       "is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.");
}

QString trimNowChoice(const QString& device) {
    return QObject::tr("Trim the free space of every mounted filesystem on %1 now").arg(device);
}

QString trimNowExplanation(const QString& target) {
    return QObject::tr("This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. "
                       "Files are not touched; on a large, long-untrimmed drive it can take a few minutes.")
        .arg(target);
}

QString swapName() { return QObject::tr("swap"); }

QString swapResizeExplanation(const QString& size) {
    return QObject::tr("This resizes swap to %1: swap is turned off, resized and turned on again (the system may be "
                       "slow for a moment if memory is short).")
        .arg(size);
}

QString swapRemoveExplanation() {
    return QObject::tr("This turns swap off and removes it, freeing its space; with little memory, programs may be "
                       "stopped when it runs out.");
}

QString scratchFolder() {
    const QString varTmp = QStringLiteral("/var/tmp");
    return QDir(varTmp).exists() ? varTmp : QString();
}

} // namespace ssd::gui::system_words
