// Loading a real smartctl capture for a test, and finding an attribute in it
// (to mutate a copy where no capture shows a condition; tests say so).
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd::test {

inline SmartReport load_smart_fixture(const std::string& name) {
    auto text = read_text_file(smart_fixture(name));
    EXPECT_TRUE(text.has_value()) << name;
    auto report = parse_smartctl_json(text.value_or(""));
    EXPECT_TRUE(report.has_value()) << name << ": " << (report ? "" : report.error().message);
    return report.value_or(SmartReport{});
}

inline AtaAttribute* find_attribute(SmartReport& report, int id) {
    for (auto& attribute : report.attributes) {
        if (attribute.id == id) return &attribute;
    }
    return nullptr;
}

} // namespace ssd::test
