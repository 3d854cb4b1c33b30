// Numbers no drive can produce are not reported. Each rule is a row of kRules
// in plausibility.cpp (its test and its reason) and of kPlausibilityRules
// (plausibility_rule.h: its wire name and label);
// a rule that fails turns the numbers it guards into null and says why, so a
// counter whose meaning differs on this drive (a model sold with two
// controllers, a unit misread) never reaches a report as a fact.
#pragma once

#include <string>
#include <vector>

#include "core/health/drive_facts.h"
#include "core/health/plausibility_rule.h"
#include "core/smart/smart_report.h"

namespace ssd {

// Checks `writes` against the rules; clears what a failed rule guards (WA and
// NAND bytes, or host bytes and WA), sets gap Implausible with the first
// reason and lists every rule that failed in writes.implausible.
void check_plausibility(const SmartReport& report, WriteFacts& writes);

// True for SandForce and its descendants, which compress before writing to
// flash and so may write less to NAND than the host sent.
bool compresses_data(const SmartReport& report);

} // namespace ssd
