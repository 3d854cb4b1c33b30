// How the tray raises a desktop notification: behind this small interface so
// the tests can see what it sends, and so each OS has its own way —
// org.freedesktop.Notifications over D-Bus on Linux (DBusNotifier), the tray
// icon's balloon (QSystemTrayIcon::showMessage) on Windows and wherever no
// notification server answers (TrayMessageNotifier).
#pragma once

#include <QObject>
#include <QString>

#include "core/alerts/alert.h"

namespace ssd::gui {

struct Notification {
    QString summary;  // "Warning: Reallocated sectors on KINGSTON … (50026B…)"
    QString body;     // the alert's summary and what changed
    alerts::Severity severity = alerts::Severity::Warning;
    QString device;   // what "Open" shows: the drive in the main window
};

class Notifier : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void notify(const Notification& notification) = 0;

signals:
    // The notification was handed to the desktop (`ok`) or could not be (`error` says why).
    void delivered(const QString& summary, bool ok, const QString& error);
    // The user clicked it (or its "Open" action): the drive to show.
    void activated(const QString& device);
};

} // namespace ssd::gui
