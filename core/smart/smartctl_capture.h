// A saved smartctl capture in either form a customer sends: `smartctl --json`
// or the plain text of `smartctl -a` / `-x`. `history import` reads files
// through this, so both kinds go into one history.
#pragma once

#include <string_view>

#include "core/smart/smart_report.h"
#include "core/util/error.h"

namespace ssd {

enum class CaptureFormat { Json, Text };

// JSON when the first non-blank character is '{' (after a byte order mark),
// text otherwise.
CaptureFormat capture_format(std::string_view text);

// parse_smartctl_json() or parse_smartctl_text(), as capture_format() decides;
// the errors are theirs.
Result<SmartReport> parse_smartctl_capture(std::string_view text);

} // namespace ssd
