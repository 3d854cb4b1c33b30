// Known firmware bugs, as `firmware-advisory` findings, from two places:
//  - a data file (resources/advisories/ssd-firmware-advisories.json) of
//    advisories with model and firmware regexes, the problem, the fixed
//    firmware and public sources; core reads no files itself: the caller
//    passes the file's text to load_advisories();
//  - smartctl messages that carry a drive-database firmware warning. (smartctl
//    7.3 prints drivedb warnings only in its text output, "==> WARNING: ...",
//    not in --json; the data file therefore carries the SSD ones too.)
#pragma once

#include <regex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/health/evidence_words.h"
#include "core/health/finding.h"
#include "core/selftest/selftest.h"
#include "core/smart/smart_report.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd {

// What an advisory is about. A firmware bug that hits in normal use becomes a
// firmware-advisory finding. A hazard of running a self-test (a drive that
// hangs or resets during its extended test) does not: nothing is wrong with
// the drive until someone starts that test, so it is told to whoever starts
// one (selftest_hazards()) instead of raising a finding on every health read.
enum class AdvisoryScope { Firmware, SelftestAny, SelftestLong };
inline constexpr EnumTable<AdvisoryScope, 3> kAdvisoryScopes{{{
    {AdvisoryScope::Firmware, "firmware", "Firmware bug in normal use"},
    {AdvisoryScope::SelftestAny, "selftest", "Misbehaves during any self-test"},
    {AdvisoryScope::SelftestLong, "selftest-long", "Misbehaves during the extended (long) self-test"},
}}};

struct Advisory {
    std::string id;                // stable, e.g. "crucial-m4-5184-hours"
    std::string model_pattern;     // ECMAScript regex that must match the whole model string
    std::string firmware_pattern;  // ECMAScript regex that must match the whole firmware string
    std::string problem;           // one or two sentences
    std::string fixed_firmware;    // the firmware that fixes it, in words ("0309", "HPD8 or later")
    std::string fix;               // what to do
    Severity severity = Severity::Warning;
    std::vector<std::string> sources; // public URLs
    AdvisoryScope applies_to = AdvisoryScope::Firmware; // "applies_to" in the file; absent: firmware
    std::regex model_regex;
    std::regex firmware_regex;
};

// Parses the advisory file. Errors: InputEmpty, InputMalformed (not JSON, a
// field missing or of the wrong type, a regex that does not compile, no source).
Result<std::vector<Advisory>> load_advisories(std::string_view json_text);

// Advisories (scope Firmware) whose model and firmware regexes both match the
// drive, plus firmware warnings found in smartctl's messages.
std::vector<Finding> match_advisories(const SmartReport& report, std::span<const Advisory> advisories);
// The self-test hazards for this model and firmware: advisories of scope
// SelftestAny, and of SelftestLong when `type` is Long.
std::vector<const Advisory*> selftest_hazards(std::span<const Advisory> advisories, std::string_view model,
                                              std::string_view firmware, selftest::TestType type);
// The words for the evidence keys of firmware-advisory (evidence_words.h).
std::span<const FindingEvidence> firmware_advisory_evidence();

} // namespace ssd
