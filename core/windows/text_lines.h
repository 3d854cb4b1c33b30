// Line splitting shared by the Windows text parsers: tools print CRLF, may
// start with a UTF-8 or UTF-16 byte-order mark left over by a console
// conversion, and indent with spaces or tabs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ssd::windows {

struct TextLine {
    std::string_view text;   // without the line break and surrounding blanks
    std::size_t indent = 0;  // leading blanks (a tab counts as 8)
};

// Non-empty lines only.
std::vector<TextLine> split_lines(std::string_view text);

std::string_view trim(std::string_view text);

// Tool output as UTF-8: UTF-16LE output (with a BOM, or with NUL every other
// byte, as some Windows tools write when redirected) is converted; anything
// else is returned unchanged.
std::string console_text(std::string_view bytes);
bool iequals(std::string_view a, std::string_view b);
// An ASCII letter in upper case (a drive letter); anything else unchanged.
char ascii_upper(char c);
// starts_with, ignoring ASCII case (Windows names: "PhysicalDrive0", "pd0").
bool istarts_with(std::string_view text, std::string_view prefix);
// Digits only, at most `max_digits` of them, within 32 bits (a disk number, a
// size in MiB, a process id); nullopt otherwise.
std::optional<std::uint32_t> decimal_u32(std::string_view text, std::size_t max_digits);

} // namespace ssd::windows
