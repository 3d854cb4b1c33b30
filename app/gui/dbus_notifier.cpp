#include "app/gui/dbus_notifier.h"

#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QVariantMap>

namespace ssd::gui {

namespace {

const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kInterface = QStringLiteral("org.freedesktop.Notifications");

// The specification's urgency hint: 0 low, 1 normal, 2 critical (critical ones stay until closed).
uchar urgencyOf(alerts::Severity severity) {
    switch (severity) {
    case alerts::Severity::Info: return 0;
    case alerts::Severity::Warning: return 1;
    case alerts::Severity::Critical: return 2;
    }
    return 1;
}

} // namespace

DBusNotifier::DBusNotifier(QDBusConnection bus, QObject* parent) : Notifier(parent), bus_(std::move(bus)) {
    bus_.connect(kService, kPath, kInterface, QStringLiteral("ActionInvoked"), this,
                 SLOT(onActionInvoked(uint, QString)));
    bus_.connect(kService, kPath, kInterface, QStringLiteral("NotificationClosed"), this, SLOT(onClosed(uint, uint)));
}

bool DBusNotifier::serverPresent() const {
    return bus_.isConnected() && bus_.interface() != nullptr && bus_.interface()->isServiceRegistered(kService);
}

void DBusNotifier::notify(const Notification& notification) {
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("urgency"), QVariant::fromValue(urgencyOf(notification.severity)));
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("ssd-toolbox"));
    // app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout (-1: the server's default)
    call << QStringLiteral("SSD Toolbox") << uint(0) << QStringLiteral("ssd-toolbox") << notification.summary
         << notification.body << QStringList{QStringLiteral("default"), tr("Open")} << hints << int(-1);
    auto* watcher = new QDBusPendingCallWatcher(bus_.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this, watcher, summary = notification.summary, device = notification.device] {
                watcher->deleteLater();
                const QDBusPendingReply<uint> reply = *watcher;
                if (reply.isError()) {
                    emit delivered(summary, false, reply.error().message());
                    return;
                }
                devices_[reply.value()] = device;
                emit delivered(summary, true, {});
            });
}

void DBusNotifier::onActionInvoked(uint id, const QString& action) {
    const auto found = devices_.find(id);
    if (found == devices_.end()) return;  // another program's notification
    Q_UNUSED(action);  // "default" (a click) and "Open" do the same
    emit activated(found->second);
}

void DBusNotifier::onClosed(uint id, uint reason) {
    Q_UNUSED(reason);
    devices_.erase(id);
}

} // namespace ssd::gui
