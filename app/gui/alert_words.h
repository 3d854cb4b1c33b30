// How the Alerts tab and the tray say an alert: its rule's and severity's
// labels (the core's tables), its drive, local times, and the notification a
// news event becomes.
#pragma once

#include <cstdint>

#include <QString>

#include "app/gui/notifier.h"
#include "core/alerts/alert.h"

namespace ssd::gui {

// "2026-11-24 19:05" in the user's time zone.
QString localTimeText(std::int64_t unixSeconds);
QString ruleLabel(alerts::Rule rule);
QString severityLabel(alerts::Severity severity);
QString severityWire(alerts::Severity severity);  // "warning": format.h's severityColor() takes it
// "KINGSTON SV300S37A240G (serial 50026B77560145CF)": the core's describe().
QString driveText(const alerts::StoredAlert& alert);
// What a news event (Opened, Worse, Refired) of `alert` says on the desktop.
Notification notificationOf(const alerts::StoredAlert& alert, const alerts::AlertEvent& event);

} // namespace ssd::gui
