// Pure parser: text of `smartctl --json [-x|-a|…]` in, SmartReport or a typed
// error out. Never throws, never touches a device (docs/STYLE.md: parsers take text).
#pragma once

#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "core/smart/smart_report.h"
#include "core/util/error.h"

namespace ssd {

// Errors: InputEmpty (empty/whitespace), InputMalformed (not JSON, truncated,
// wrong types), InputNotSmartctl (JSON without smartctl's markers),
// UnsupportedFormat (json_format_version major is not 1).
Result<SmartReport> parse_smartctl_json(std::string_view text);
// The same from a document already parsed (a support capture carries smartctl's document inside
// its own): no printing and parsing it again.
Result<SmartReport> parse_smartctl_document(const nlohmann::json& doc);

} // namespace ssd
