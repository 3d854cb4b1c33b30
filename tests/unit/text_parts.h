// Asserting that a text holds each of several parts (or none of them): one
// assertion that names the parts it lacks (or holds) and shows the text, for
// tests that check wording.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

namespace ssd::test {

inline bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

inline ::testing::AssertionResult contains_all(std::string_view text, std::initializer_list<std::string_view> parts) {
    std::string missing;
    for (const auto part : parts) {
        if (!contains(text, part)) missing += "\n  lacks: \"" + std::string(part) + "\"";
    }
    if (missing.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "text: \"" << text << "\"" << missing;
}

// The text holds none of PARTS (what must never be in it).
inline ::testing::AssertionResult contains_none(std::string_view text, std::initializer_list<std::string_view> parts) {
    std::string present;
    for (const auto part : parts) {
        if (contains(text, part)) present += "\n  holds: \"" + std::string(part) + "\"";
    }
    if (present.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "text: \"" << text << "\"" << present;
}

} // namespace ssd::test
