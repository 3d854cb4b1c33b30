// smartctl's "Local Time is:" line as Unix seconds. smartctl prints the
// machine's local time the way asctime() does, followed by the time zone
// abbreviation ("Mon Mar 27 12:52:23 2023 CEST"), never the UTC offset, so the
// instant is only known when the abbreviation names one offset.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace ssd {

// The UTC offset (seconds east of UTC) an abbreviation stands for, or nullopt
// when it is unknown or ambiguous. The table holds every abbreviation that the
// IANA time zone database (tzdata 2025) uses with exactly one offset from 2015
// on; abbreviations it uses with two offsets are left out on purpose:
//   CST  (US Central -6, Cuba -5, China +8)   CDT (US Central -5, Cuba -4)
//   IST  (Ireland +1, Israel +2, India +5:30)  PST (US Pacific -8, Philippines +8)
//   KST  (Korea +9, North Korea +8:30 in 2015-2018)
// A wrong instant would date a history sample silently; no instant lets the
// importer ask for one. MSK is read as UTC+3 for times from 2015 on (it was +4
// from 2011 to 2014-10-26), so earlier MSK times are left unknown too.
std::optional<int> time_zone_offset(std::string_view abbreviation, int year);

// "Mon Mar 27 12:52:23 2023 CEST" → 1679914343. nullopt when the text is not
// in that form, or its zone is not one time_zone_offset() knows.
std::optional<std::int64_t> parse_smartctl_local_time(std::string_view text);

} // namespace ssd
