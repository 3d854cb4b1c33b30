// `ssdtool history import FILE...`: a saved smartctl capture (`--json`, or the
// text of `-a`/`-x`) becomes a sample dated by the capture's own clock (its local time), so two captures a
// customer sent weeks apart give the writes and WA between them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/health/firmware_advisories.h"
#include "core/history/sample.h"
#include "core/util/error.h"

namespace ssd::history {

// Errors: the capture parser's (InputEmpty, InputMalformed, InputNotSmartctl,
// UnsupportedFormat), and InputMalformed when the capture carries no time or its
// time zone does not settle the instant (an ambiguous abbreviation such as CST, or
// one not known): `assumed_offset` (seconds east of UTC, `--time-zone`) then dates
// it, and the error says to give it. A zone the capture settles is never overridden.
// A capture without a serial number is keyed "FILE_NAME@TIME": its own
// anonymous drive, never merged with another.
Result<Sample> sample_of_capture(std::string_view file_name, std::string_view text,
                                 std::span<const Advisory> advisories = {},
                                 std::optional<int> assumed_offset = std::nullopt);

// One drive of a saved file and its sample (or why it has none).
struct ImportedDrive {
    std::string name; // the file's name; "FILE DEVICE" for a drive of a support capture
    Result<Sample> sample;
};

// Every drive of a smartctl report (one) or of an ssdtool support capture (each it holds,
// its NVMe media-write pages decoded as on the machine it came from), as sample_of_capture
// reads one. A file that cannot be read at all is one ImportedDrive with the error.
std::vector<ImportedDrive> samples_of_saved_file(std::string_view file_name, std::string_view text,
                                                 std::span<const Advisory> advisories = {},
                                                 std::optional<int> assumed_offset = std::nullopt);

} // namespace ssd::history
