// Asserting the values of several evidence keys of a finding as one assertion
// whose failure names each key that is missing or differs, with both values.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/health/finding.h"

namespace ssd::test {

inline ::testing::AssertionResult has_evidence(const Finding& finding,
                                               std::initializer_list<std::pair<const char*, nlohmann::json>> expected) {
    std::string wrong;
    for (const auto& [key, value] : expected) {
        const auto found = finding.evidence.find(key);
        if (found == finding.evidence.end()) {
            wrong += std::string("\n  ") + key + ": missing (expected " + value.dump() + ")";
        } else if (*found != value) {
            wrong += std::string("\n  ") + key + ": " + found->dump() + " (expected " + value.dump() + ")";
        }
    }
    if (wrong.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << finding.id << " evidence:" << wrong;
}

} // namespace ssd::test
