// The drive database's firmware warning in smartctl's text output. smartctl
// prints it only as text (ataprint.cpp: "\n==> WARNING: %s\n\n"), never as a
// JSON key: a text capture has it among its lines, a `--json=o` capture in
// smartctl.output. The warning runs from that line to the next blank one.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ssd {

// Each warning with its lines joined by '\n', without the "==> WARNING: " prefix.
std::vector<std::string> drivedb_warnings_in(const std::vector<std::string_view>& lines);

} // namespace ssd
