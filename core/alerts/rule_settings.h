// The rules' settings: the "rules" section of the alert configuration file
// (alert_config.h reads the whole file). The defaults are quiet on a healthy
// drive: nothing here fires on a drive whose counters stay at zero, that runs
// below its own temperature limits and writes like a desktop.
#pragma once

#include <optional>
#include <set>

#include "core/alerts/alert.h"

namespace ssd::alerts {

struct RuleSettings {
    std::set<Rule> disabled;  // "disabled": ["crc-errors", …]
    // ATA drives rarely report their own limits: these stand in (°C).
    int ata_temperature_warning_c = 60;
    int ata_temperature_critical_c = 70;
    // A write burst: more than this many decimal GB written by the host within
    // the window (a runaway process, a swap storm).
    double write_burst_gb = 100;
    int write_burst_minutes = 60;
    // Write amplification over the last 7 days above this (with enough written to mean it).
    double weekly_wa_above = 4.0;
    friend bool operator==(const RuleSettings&, const RuleSettings&) = default;
};

} // namespace ssd::alerts
