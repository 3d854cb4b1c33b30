// smartctl's "Local Time is:" line as Unix seconds. smartctl prints the
// machine's local time the way asctime() does, followed by the time zone's
// abbreviation ("Mon Mar 27 12:52:23 2023 CEST"), or, for the zones tzdata gives
// no letters, the offset itself ("Wed Oct 22 08:48:35 2025 -03"). The instant is
// known when the zone names one offset; for the others (CST, IST, …) the user says
// which offset the report was taken in (`history import --time-zone`).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace ssd {

// The UTC offset (seconds east of UTC) an abbreviation stands for, or nullopt
// when it is unknown or ambiguous. The table holds every abbreviation that the
// IANA time zone database (tzdata 2025) uses with exactly one offset from 2015
// on, and the letter names older tzdata printed before it turned them into
// numbers (YEKT, OMST, …, SGT, ICT, PHT, NPT: machines with an old tzdata still
// print them); abbreviations used with two offsets are left out on purpose
// (ambiguous_zone_meanings() says what they can mean):
//   CST  (US Central -6, Cuba -5, China +8)   CDT (US Central -5, Cuba -4)
//   IST  (Ireland +1, Israel +2, India +5:30)  PST (US Pacific -8, Philippines +8)
//   KST  (Korea +9, North Korea +8:30 in 2015-2018)
// A wrong instant would date a history sample silently; no instant lets the
// importer ask for one. MSK is read as UTC+3 for times from 2015 on (it was +4
// from 2011 to 2014-10-26), so earlier MSK times are left unknown too.
std::optional<int> time_zone_offset(std::string_view abbreviation, int year);

// A zone written as its offset, as tzdata names zones without letters and as people
// write one: "+08", "-03", "+0530", "+05:30", "UTC", "UTC+8", "UTC-03:30". Not
// "GMT+1", which POSIX reads as one hour *behind* UTC. Seconds east of UTC; nullopt for
// anything else or beyond ±14 hours.
std::optional<int> numeric_zone_offset(std::string_view text);

// What each ambiguous abbreviation can stand for ("US Central -06:00, Cuba -05:00,
// China +08:00"), or nullopt when it is not one of them.
std::optional<std::string_view> ambiguous_zone_meanings(std::string_view abbreviation);

// "Mon Mar 27 12:52:23 2023 CEST" → 1679914343. nullopt when the text is not
// in that form, or its zone is neither a numeric offset nor one time_zone_offset()
// knows; then `assumed_offset` (seconds east of UTC, what the user said) is used
// if given. A zone the text settles is never overridden.
std::optional<std::int64_t> parse_smartctl_local_time(std::string_view text,
                                                      std::optional<int> assumed_offset = std::nullopt);

// Why parse_smartctl_local_time() gives no instant for `text` (without an assumed
// offset): the zone is ambiguous (its meanings listed), unknown, or the text is not a
// time. Empty when it does give one.
std::string local_time_problem(std::string_view text);

} // namespace ssd
