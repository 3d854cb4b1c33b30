// Times in the history and the benchmark comparison: Unix seconds (UTC) inside, ISO 8601 UTC outside
// ("2026-11-24T11:30:00Z"), and the forms `history --since/--until` accept:
// a date ("2026-11-01"), a date and time ("2026-11-01T08:00[:00][Z]") or an
// age ("30d", "12h", "2w", "1y": that long before now).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ssd {

inline constexpr std::int64_t kSecondsPerDay = 86400;

std::string iso_utc(std::int64_t unix_seconds);
std::string iso_day(std::int64_t unix_seconds);  // "2026-11-24"

// The start of the UTC day that holds `unix_seconds`.
std::int64_t day_start(std::int64_t unix_seconds);
// The start of the ISO week (Monday, UTC) that holds `unix_seconds`.
std::int64_t week_start(std::int64_t unix_seconds);

// A point in time as the user wrote it; nullopt when it is none of the forms.
std::optional<std::int64_t> parse_time_point(std::string_view text, std::int64_t now);

} // namespace ssd
