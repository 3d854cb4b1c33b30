// Pure parser: text of `smartctl --json [-x|-a|…]` in, SmartReport or a typed
// error out. Never throws, never touches a device (docs/STYLE.md: parsers take text).
#pragma once

#include <string_view>

#include "core/smart/smart_report.h"
#include "core/util/error.h"

namespace ssd {

// Errors: InputEmpty (empty/whitespace), InputMalformed (not JSON, truncated,
// wrong types), InputNotSmartctl (JSON without smartctl's markers),
// UnsupportedFormat (json_format_version major is not 1).
Result<SmartReport> parse_smartctl_json(std::string_view text);

} // namespace ssd
