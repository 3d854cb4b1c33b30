// good | warning | failing | unknown, each reason one plain sentence.
//   failing: the drive's own assessment is FAILED (or smartctl's exit status
//            says so), a pre-fail attribute is at its threshold now, NVMe
//            critical warning bits for spare / reliability / read-only /
//            backup power, available spare below its threshold.
//   warning: reallocated, pending or uncorrectable sectors, NVMe media errors,
//            an attribute that failed in the past, a failed self-test in the
//            log, the NVMe temperature warning bit, rated life used up (>= 100 %).
//   good:    an assessment of PASSED and none of the above.
//   unknown: no assessment and nothing else to go on.
#pragma once

#include <string>
#include <vector>

#include "core/health/drive_facts.h"
#include "core/health/media_counters.h"
#include "core/smart/smart_report.h"

namespace ssd {

Verdict judge_health(const SmartReport& report, const MediaCounters& media, const WearFacts& wear);

// NVMe critical warning bits that mean the drive is failing (spare below
// threshold, reliability degraded, read-only, volatile backup failed, PMR read-only).
constexpr int kNvmeFailingBits = 0x01 | 0x04 | 0x08 | 0x10 | 0x20;
constexpr int kNvmeTemperatureBit = 0x02;

// What each set bit of an NVMe critical warning means, one phrase per bit
// ("the drive has switched itself to read-only"); empty for 0.
std::vector<std::string> nvme_critical_warning_meanings(int critical_warning);

} // namespace ssd
