#include "app/gui/tray_message_notifier.h"

#include <QSystemTrayIcon>

namespace ssd::gui {

namespace {

QSystemTrayIcon::MessageIcon iconOf(alerts::Severity severity) {
    switch (severity) {
    case alerts::Severity::Info: return QSystemTrayIcon::Information;
    case alerts::Severity::Warning: return QSystemTrayIcon::Warning;
    case alerts::Severity::Critical: return QSystemTrayIcon::Critical;
    }
    return QSystemTrayIcon::Warning;
}

} // namespace

TrayMessageNotifier::TrayMessageNotifier(QSystemTrayIcon* icon, QObject* parent) : Notifier(parent), icon_(icon) {
    connect(icon_, &QSystemTrayIcon::messageClicked, this, [this] {
        if (!lastDevice_.isEmpty()) emit activated(lastDevice_);
    });
}

void TrayMessageNotifier::notify(const Notification& notification) {
    lastDevice_ = notification.device;
    icon_->showMessage(notification.summary, notification.body, iconOf(notification.severity));
    emit delivered(notification.summary, true, {});
}

} // namespace ssd::gui
