// Alerts and their events as JSON: `ssdtool alerts --json`, the report's
// "alerts", the webhook payloads. Times are ISO 8601 UTC, as in the history
// document; the evidence is an object of numbers by name; absent is null.
//
//   {"id": 12, "rule": "reallocated-sectors", "rule_label": "Reallocated sectors",
//    "severity": "critical", "state": "acknowledged",
//    "drive": {"model": …, "serial": …, "wwn": …, "anonymous": null}, "drive_id": 1,
//    "device": "/dev/sda", "opened": "2026-11-24T10:00:00Z", "last_seen": "…", "resolved": null,
//    "level": 8, "peak_level": 8, "summary": "8 reallocated sectors (1 at the previous sample)",
//    "evidence": {"count": 8, "previous": 1},
//    "acknowledged": {"time": "…", "note": "known, replacing Friday", "level": 8}}
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/alerts/alert.h"

namespace ssd::alerts {

// {"rule", "rule_label", "severity", "level", "summary", "evidence"}: what a rule found.
nlohmann::json condition_json(const Condition& condition);
nlohmann::json alert_json(const StoredAlert& alert);
nlohmann::json alerts_json(const std::vector<StoredAlert>& alerts);  // an array
// {"id", "alert_id", "time", "transition", "news", "note", …condition_json}.
nlohmann::json alert_event_json(const AlertEvent& event);

} // namespace ssd::alerts
