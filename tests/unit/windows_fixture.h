// Reading tests/fixtures/windows and tests/fixtures/macos files in the
// Windows and macOS parser tests (text, or the bytes of a .hex dump).
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "core/util/file_io.h"
#include "core/windows/byte_reader.h"
#include "fixture_paths.h"

namespace ssd::test {

inline std::string fixture_text(const std::string& relative) {
    auto text = read_text_file(project_fixture(relative));
    EXPECT_TRUE(text.has_value()) << relative << ": " << (text ? "" : text.error().message);
    return text ? *text : std::string();
}

// The bytes of a *.hex fixture (hex pairs, '#' comments).
inline std::string fixture_bytes(const std::string& relative) {
    const auto bytes = windows::hex_to_bytes(fixture_text(relative));
    EXPECT_TRUE(bytes.has_value()) << relative << " is not a hex dump";
    return bytes.value_or(std::string());
}

} // namespace ssd::test
