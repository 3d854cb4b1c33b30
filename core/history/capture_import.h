// `ssdtool history import FILE...`: a saved smartctl capture (`--json`, or the
// text of `-a`/`-x`) becomes a sample dated by the capture's own clock (its local time), so two captures a
// customer sent weeks apart give the writes and WA between them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/health/firmware_advisories.h"
#include "core/history/sample.h"
#include "core/util/error.h"

namespace ssd::history {

// Errors: the capture parser's (InputEmpty, InputMalformed, InputNotSmartctl,
// UnsupportedFormat), and InputMalformed when the capture carries no time.
// A capture without a serial number is keyed "FILE_NAME@TIME": its own
// anonymous drive, never merged with another.
Result<Sample> sample_of_capture(std::string_view file_name, std::string_view text,
                                 std::span<const Advisory> advisories = {});

} // namespace ssd::history
