// The "rules" section of the alert configuration file
// (/etc/ssd-toolbox/alerts.json; alert_config.h reads the whole file). Every
// key is optional; a missing one keeps its default (rule_settings.h):
//
//   "rules": {
//     // rule ids to leave out (kRules in alert.h: reallocated-sectors,
//     // pending-sectors, offline-uncorrectable, crc-errors, media-errors,
//     // nvme-warning-spare, nvme-warning-temperature, nvme-warning-reliability,
//     // nvme-warning-read-only, nvme-warning-backup, nvme-warning-pmr,
//     // temperature-high, wear-level, spare-low, verdict-worse, selftest-failed,
//     // write-burst, weekly-wa, firmware-advisory)
//     "disabled": ["crc-errors"],
//     // °C, for ATA drives that report no limit of their own (critical also
//     // applies to ATA drives that do: never below their own warning limit)
//     "ata_temperature_warning_c": 60,
//     "ata_temperature_critical_c": 70,
//     // a write burst: more than this many decimal GB written by the host…
//     "write_burst_gb": 100,
//     // …within this many minutes (a reading up to 10 % older still counts)
//     "write_burst_minutes": 60,
//     // write amplification over the last 7 days above this
//     "weekly_wa_above": 4.0
//   }
//
// Disabled rules open no alerts; their open alerts stay as they were (see alert_rules.h).
#pragma once

#include <nlohmann/json.hpp>

#include "core/alerts/rule_settings.h"
#include "core/util/error.h"

namespace ssd::alerts {

// Errors (InputMalformed, the message naming the key or value): not an
// object, an unknown key, an unknown rule id, a value of the wrong type or out
// of range (temperatures 1–150 °C with warning below critical; GB, minutes and
// WA above zero).
Result<RuleSettings> parse_rule_settings(const nlohmann::json& rules_section);

// How the configuration's readers refuse a value: throws std::invalid_argument with the
// message, which parse_rule_settings and parse_alert_config turn into an Error.
[[noreturn]] void refuse_config(const std::string& message);

} // namespace ssd::alerts
