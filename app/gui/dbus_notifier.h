// Desktop notifications on Linux: the freedesktop Notifications service
// (org.freedesktop.Notifications: GNOME Shell, KDE Plasma, dunst, mako …) on
// the user's session bus, asynchronously so the tray never waits on it. Each
// notification has a default action ("Open"); the server's ActionInvoked
// signal for it opens the main window on the drive.
#pragma once

#include <map>

#include <QDBusConnection>

#include "app/gui/notifier.h"

namespace ssd::gui {

class DBusNotifier : public Notifier {
    Q_OBJECT
public:
    // The session bus by default; the tests give a private one.
    explicit DBusNotifier(QDBusConnection bus = QDBusConnection::sessionBus(), QObject* parent = nullptr);

    // Whether a notification server owns its name on the bus now.
    bool serverPresent() const;
    void notify(const Notification& notification) override;

private slots:
    void onActionInvoked(uint id, const QString& action);
    void onClosed(uint id, uint reason);

private:
    QDBusConnection bus_;
    std::map<uint, QString> devices_;  // notification id → the drive it names
};

} // namespace ssd::gui
