#include <QDir>
#include <QObject>

#include "app/gui/system_words.h"

namespace ssd::gui::system_words {

QString periodicTrimChoice() {
    return QObject::tr("Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)");
}

QString periodicTrimExplanation() {
    return QObject::tr("This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables "
                       "the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or "
                       "deleted; Optimize Drives (dfrgui) shows and changes the schedule.");
}

QString trimNowChoice(const QString& device) {
    return QObject::tr("Retrim every volume on %1 now (as Optimize Drives does)").arg(device);
}

QString trimNowExplanation(const QString& target) {
    return QObject::tr("This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks "
                       "hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.")
        .arg(target);
}

QString swapName() { return QObject::tr("the pagefile"); }

QString swapResizeExplanation(const QString& size) {
    return QObject::tr("This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same "
                       "setting); Windows applies it at the next restart.")
        .arg(size);
}

QString swapRemoveExplanation() {
    return QObject::tr("Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small "
                       "custom size instead of removing it.");
}

QString scratchFolder() { return QDir::toNativeSeparators(QDir::tempPath()); }

} // namespace ssd::gui::system_words
