// The plausibility rules' ids and what a failed one reports (health/plausibility.h
// runs them; WriteFacts carries the failures).
#pragma once

#include <string>

#include "core/util/enum_table.h"

namespace ssd {

enum class PlausibilityRule {
    NandBelowHost,         // WA below 1.0 on a controller that does not compress
    NandBeyondEraseCycles, // more NAND bytes than the erase cycles can have written
    HostWritesTooFast,     // over 100 drive writes per power-on hour
};
inline constexpr EnumTable<PlausibilityRule, 3> kPlausibilityRules{{{
    {PlausibilityRule::NandBelowHost, "nand-below-host", "NAND writes below host writes"},
    {PlausibilityRule::NandBeyondEraseCycles, "nand-beyond-erase-cycles", "NAND writes beyond the erase cycles"},
    {PlausibilityRule::HostWritesTooFast, "host-writes-too-fast", "Host writes faster than any drive writes"},
}}};

struct Implausibility {
    PlausibilityRule rule;
    std::string reason;
};

} // namespace ssd
