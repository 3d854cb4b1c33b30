#include "app/gui/alert_words.h"

#include <QCoreApplication>
#include <QDateTime>

#include "app/gui/format.h"
#include "core/history/drive_key.h"

namespace ssd::gui {

QString localTimeText(std::int64_t unixSeconds) {
    return QDateTime::fromSecsSinceEpoch(unixSeconds).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString ruleLabel(alerts::Rule rule) { return fromView(alerts::kRules.label(rule)); }

QString severityLabel(alerts::Severity severity) { return fromView(alerts::kSeverities.label(severity)); }

QString severityWire(alerts::Severity severity) { return fromView(alerts::kSeverities.wire(severity)); }

QString driveText(const alerts::StoredAlert& alert) { return QString::fromStdString(history::describe(alert.drive)); }

Notification notificationOf(const alerts::StoredAlert& alert, const alerts::AlertEvent& event) {
    Notification notification;
    notification.severity = event.condition.severity;
    notification.device = QString::fromStdString(alert.device);
    notification.summary = QCoreApplication::translate("ssd::gui::Alerts", "%1: %2 on %3")
                               .arg(severityLabel(event.condition.severity), ruleLabel(event.condition.rule),
                                    driveText(alert));
    // Worse and Refired say why a known alert speaks again.
    QString body = QString::fromStdString(event.condition.summary);
    if (event.transition != alerts::Transition::Opened) {
        body += QCoreApplication::translate("ssd::gui::Alerts", " (%1)")
                    .arg(fromView(alerts::kTransitions.label(event.transition)));
    }
    if (!alert.device.empty()) body += QStringLiteral("\n") + notification.device;
    notification.body = body;
    return notification;
}

} // namespace ssd::gui
