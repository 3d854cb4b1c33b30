// Numbers as smartctl's text output prints them. smartctl formats counters
// and sizes with the thousands separator of the user's locale, so a capture a
// customer sends may say "36,580,058", "36.580.058", "36'580'058" or
// "36 580 058" (a space, a no-break space or a narrow no-break space) for the
// same count. Only whole numbers are read: every field taken from the text is
// an integer, so a "." between digit groups is a separator, never a decimal point.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace ssd {

// The count at the start of `text` (leading blanks skipped), with or without
// thousands separators, or a "0x…" hexadecimal number; what follows the
// number (" Celsius", "%", " [18,7 TB]", " bytes") is ignored. Groups after the
// first must be 3 digits (Indian-style grouping, 2 digits, is accepted in the
// middle) and use one separator throughout; anything else is nullopt, as is
// a number that does not fit in 64 bits.
std::optional<std::uint64_t> leading_count(std::string_view text);

// The blank-separated words of a line (spaces, tabs, CR).
std::vector<std::string_view> split_words(std::string_view text);

} // namespace ssd
