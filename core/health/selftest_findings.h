// Findings from the drive's own self-test log (ids in docs/CONTRACT.md's style):
//  - selftest-failed (critical): a logged test found a defect (a failed
//    element or segment) or could not complete for a fatal error, and no
//    later test of the same or a more thorough type passed. That covers the
//    newest finished test failing, and also an extended test that failed
//    with only short tests since (a short pass reads a small part of the
//    drive and does not clear an extended failure).
//  - selftest-failed-earlier (warning): every logged failure was followed by
//    a pass of the same or a more thorough test: the drive probably
//    reallocated the bad area, but it had a defect once.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "core/health/evidence_words.h"
#include "core/health/finding.h"
#include "core/selftest/selftest.h"

namespace ssd {

// At most one finding: the newest uncleared failure, else the newest cleared one.
std::optional<Finding> selftest_finding(const selftest::SelfTests& tests);
// The same as a list (empty or one), for writers that list findings.
std::vector<Finding> selftest_findings(const selftest::SelfTests& tests);
// The words for the evidence keys of both ids (evidence_words.h).
std::span<const FindingEvidence> selftest_finding_evidence();

} // namespace ssd
