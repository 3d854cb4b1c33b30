#include "core/alerts/alert_text.h"

#include "core/alerts/rule_input.h"
#include "core/util/time_text.h"

namespace ssd::alerts {

std::string alert_line(const StoredAlert& alert) {
    const Condition& c = alert.condition;
    std::string line = "#" + std::to_string(alert.id) + " " + std::string(kSeverities.label(c.severity)) + "  " +
                       std::string(kRules.label(c.rule)) + "  " + history::describe(alert.drive);
    if (!alert.device.empty()) line += " (" + alert.device + ")";
    line += ": " + c.summary + "; since " + iso_utc(alert.opened);
    if (alert.resolved) {
        line += ", resolved " + iso_utc(*alert.resolved);
    } else if (alert.acknowledged) {
        line += ", acknowledged at " + number_text(alert.acknowledged->level);
        if (!alert.acknowledged->note.empty()) line += " (\"" + alert.acknowledged->note + "\")";
    }
    return line;
}

std::string alerts_text(const std::vector<StoredAlert>& alerts) {
    if (alerts.empty()) return "No alerts.\n";
    std::string text;
    for (const auto& alert : alerts) text += alert_line(alert) + "\n";
    return text;
}

std::string alert_event_line(const AlertEvent& event) {
    std::string line = iso_utc(event.time) + " #" + std::to_string(event.alert_id) + " " +
                       std::string(kTransitions.label(event.transition)) + ": " +
                       std::string(kRules.label(event.condition.rule)) + ": " + event.condition.summary;
    if (!event.note.empty()) line += " (\"" + event.note + "\")";
    return line;
}

} // namespace ssd::alerts
