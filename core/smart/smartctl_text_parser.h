// Pure parser: the plain text of `smartctl -a` / `-x` (what customers most
// often send) in, the same SmartReport parse_smartctl_json() fills, as far as
// the text carries it. Never throws, never touches a device (docs/STYLE.md).
//
// What text cannot carry, compared with --json:
// - exit_status, device_name, device_type, json_format_version: not printed
//   (device type and name are the command's arguments, not its output).
// - read_time only when the "Local Time is:" zone abbreviation names one UTC
//   offset (smartctl_local_time.h); local_time_text keeps the line either way.
// - AtaAttribute::raw is the 48-bit raw word only where smartctl prints it
//   as a plain number (or hex); for a formatted raw value such as
//   "36 (Min/Max 20/45)" or "2379 (861 65535)" it is the leading number, and
//   raw_string holds the text as printed, as in JSON.
// - From the `-x` brief flag column ("PO--CK") only the six documented flag
//   bits are known; vendor bits above them are not printed.
// - NVMe: no trim or write-cache fields (the JSON parser leaves them empty too).
#pragma once

#include <string_view>

#include "core/smart/smart_report.h"
#include "core/util/error.h"

namespace ssd {

// Errors: InputEmpty (empty/whitespace), InputNotSmartctl (no smartctl banner
// line, or no "=== START OF … SECTION ===" after it).
Result<SmartReport> parse_smartctl_text(std::string_view text);

} // namespace ssd
