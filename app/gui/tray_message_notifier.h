// Notifications through the tray icon itself (QSystemTrayIcon::showMessage):
// Windows' notifications, and the fallback on a Linux desktop without a
// notification server. Clicking the message (messageClicked) opens the drive
// of the newest one shown, since a balloon carries no identity of its own.
#pragma once

#include <QString>

#include "app/gui/notifier.h"

class QSystemTrayIcon;

namespace ssd::gui {

class TrayMessageNotifier : public Notifier {
    Q_OBJECT
public:
    explicit TrayMessageNotifier(QSystemTrayIcon* icon, QObject* parent = nullptr);
    void notify(const Notification& notification) override;

private:
    QSystemTrayIcon* icon_;
    QString lastDevice_;
};

} // namespace ssd::gui
