// A history sample from what `health` already knows of a drive: the same
// parsing and the same write/wear/verdict rules, so a sample and a `health`
// document never disagree.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/diagnosis/drive_health.h"
#include "core/drive/drive_info.h"
#include "core/history/sample.h"

namespace ssd::history {

// `anonymous_tag` keys a drive without a serial number (see DriveKey).
Sample sample_of(const HealthResult& health, std::int64_t time, SampleSource source, std::string_view anonymous_tag);

// A drive left asleep (smartctl -n standby): who and when, nothing else.
Sample standby_sample(const DriveInfo& drive, std::int64_t time);

// Every ATA attribute ("5 Reallocated_Sector_Ct"), NVMe health log field
// ("NVMe Media and Data Integrity Errors") and Device Statistics value
// ("Device Statistics: Logical Sectors Written") of a report.
std::vector<CounterValue> counters_of(const SmartReport& report);

} // namespace ssd::history
