// Percent of rated life used and spare left, from whichever the drive gives,
// with `source` naming it. ATA wear attributes are read by their drive-database
// names through one rule table (wear.cpp: kWearRules) that records, per name,
// whether the raw or the normalized value is meant and whether it counts life
// used or life remaining: vendors name these confusingly (Micron's
// "Percent_Lifetime_Remain" raw value is the percent *used*).
#pragma once

#include <optional>
#include <string>

#include "core/health/drive_facts.h"
#include "core/smart/smart_report.h"

namespace ssd {

// Percent used from the attribute rules alone (nullopt when no rule applies),
// with a sentence saying how; used by analyze_wear and by tests.
struct AttributeWear {
    int percent_used = 0;
    std::string how;
};
std::optional<AttributeWear> wear_from_attributes(const SmartReport& report);

// Order: NVMe health log; ATA Device Statistics "Percentage Used Endurance
// Indicator" (ATA standard); smartctl's own endurance_used (smartctl >= 7.5);
// then the attribute rules (only for drives in smartctl's database).
WearFacts analyze_wear(const SmartReport& report);

} // namespace ssd
