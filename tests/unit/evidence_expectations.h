// Every evidence key of a finding has words (core/report/evidence_catalog.h).
// The tests that build findings call this on each one they look at, so a
// key added to a rule without a label and formatter fails where it is built.
#pragma once

#include <gtest/gtest.h>

#include "core/report/evidence_catalog.h"

namespace ssd::test {

inline void expect_evidence_described(const Finding& finding) {
    const auto lines = describe_evidence(finding);
    EXPECT_EQ(lines.size(), finding.evidence.size()) << finding.id << ": a key was lost or said twice";
    for (const auto& line : lines) {
        EXPECT_TRUE(line.described) << finding.id << ": evidence key '" << line.key << "' has no words";
        EXPECT_FALSE(line.value.empty()) << finding.id << ": " << line.key;
    }
}

} // namespace ssd::test
