// Loading a real smartctl capture for a test, and finding an attribute in it
// (to mutate a copy where no capture shows a condition; tests say so).
#pragma once

#include <cstdint>
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

// A mutation of a capture: attribute ID's raw value, the number and its text
// as smartctl prints a plain count. The attribute must be in the capture.
inline void set_raw(SmartReport& report, int id, std::uint64_t raw) {
    AtaAttribute* attribute = find_attribute(report, id);
    ASSERT_NE(attribute, nullptr) << "attribute " << id << " is not in the capture";
    attribute->raw = raw;
    attribute->raw_string = std::to_string(raw);
}

} // namespace ssd::test
