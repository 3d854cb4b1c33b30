#include "core/alerts/alert_json.h"

#include <cmath>
#include <cstdint>

#include "core/history/history_json.h"
#include "core/util/json_util.h"
#include "core/util/time_text.h"

namespace ssd::alerts {

using nlohmann::json;

namespace {

// Counts print as counts (8, not 8.0); a WA keeps its decimals.
json number_json(double value) {
    constexpr double kExactInteger = 9007199254740992.0;  // 2^53
    if (value == std::floor(value) && std::fabs(value) < kExactInteger) return static_cast<std::int64_t>(value);
    return value;
}

} // namespace

json condition_json(const Condition& condition) {
    json evidence = json::object();
    for (const auto& [name, value] : condition.evidence) evidence[name] = number_json(value);
    return {{"rule", kRules.wire(condition.rule)},
            {"rule_label", kRules.label(condition.rule)},
            {"severity", kSeverities.wire(condition.severity)},
            {"level", number_json(condition.level)},
            {"summary", condition.summary},
            {"evidence", std::move(evidence)}};
}

json alert_json(const StoredAlert& alert) {
    json item = {{"id", alert.id},
                 {"state", kAlertStates.wire(alert.state())},
                 {"drive", history::drive_key_json(alert.drive)},
                 {"drive_id", alert.drive_id},
                 {"device", text_or_null(alert.device)},
                 {"opened", iso_utc(alert.opened)},
                 {"last_seen", iso_utc(alert.last_seen)},
                 {"resolved", alert.resolved ? json(iso_utc(*alert.resolved)) : json(nullptr)},
                 {"peak_level", number_json(alert.peak_level)}};
    item.update(condition_json(alert.condition));
    item["acknowledged"] = alert.acknowledged ? json{{"time", iso_utc(alert.acknowledged->time)},
                                                     {"note", alert.acknowledged->note},
                                                     {"level", number_json(alert.acknowledged->level)}}
                                              : json(nullptr);
    return item;
}

json alerts_json(const std::vector<StoredAlert>& alerts) {
    json list = json::array();
    for (const auto& alert : alerts) list.push_back(alert_json(alert));
    return list;
}

json alert_event_json(const AlertEvent& event) {
    json item = {{"id", event.id},
                 {"alert_id", event.alert_id},
                 {"time", iso_utc(event.time)},
                 {"transition", kTransitions.wire(event.transition)},
                 {"news", is_news(event.transition)},
                 {"note", text_or_null(event.note)}};
    item.update(condition_json(event.condition));
    return item;
}

} // namespace ssd::alerts
