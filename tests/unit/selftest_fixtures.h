// Loading the self-test fixtures (tests/fixtures/selftest, README there says
// where each comes from) for the self-test tests.
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd::test {

inline std::string selftest_fixture_text(const std::string& name) {
    auto text = read_text_file(project_fixture("selftest/" + name));
    EXPECT_TRUE(text.has_value()) << name;
    return text.value_or("");
}

inline SmartReport selftest_fixture_report(const std::string& name) {
    auto report = parse_smartctl_json(selftest_fixture_text(name));
    EXPECT_TRUE(report.has_value()) << name << ": " << (report ? "" : report.error().message);
    return report.value_or(SmartReport{});
}

// The real capture with three extended tests that ended in "Completed: read failure".
inline constexpr const char* kReadFailureCapture = "scrutiny-smart-fail2_hitachi-HDS721050DLE630.json";

} // namespace ssd::test
