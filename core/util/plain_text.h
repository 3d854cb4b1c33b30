// Small text helpers for the output of the tools the toolbox runs (smartctl,
// hdparm, nvme-cli, pkcheck): blanks trimmed, lines split, a message's first line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ssd {

// `text` with leading and trailing blanks (spaces, tabs, CR, LF) removed.
std::string_view trim_blanks(std::string_view text);

// Lines without their end, whether LF or CRLF; text that ends in a line break
// gives an empty last line, as does empty text.
std::vector<std::string_view> split_lines(std::string_view text);

// The first line of a tool's message, as one line for an error: leading blank
// lines and blanks skipped, trailing blanks and CR removed; empty if there is none.
std::string first_line(std::string_view text);

} // namespace ssd
