// When will the drive's rated life be used up? A least-squares line through
// the percent-used readings over time, projected to 100 %, with the range the
// slope's standard error allows (±2 σ), and the host bytes written against a
// rated endurance (TBW) when one is known. Percent used moves in whole
// percent, so a history in which it never moved gives only a lower bound.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/util/enum_table.h"

namespace ssd::history {

enum class ProjectionGap { None, NoWearReadings, NoChangeYet, NotRising };
inline constexpr EnumTable<ProjectionGap, 4> kProjectionGaps{{{
    {ProjectionGap::None, "none", "projected"},
    {ProjectionGap::NoWearReadings, "no-wear-readings", "the drive reports no life used"},
    {ProjectionGap::NoChangeYet, "no-change-yet", "life used has not moved yet"},
    {ProjectionGap::NotRising, "not-rising", "life used does not rise over the history"},
}}};

struct WearReading {
    std::int64_t time = 0;
    int percent_used = 0;
};

struct EnduranceInputs {
    std::optional<std::uint64_t> rated_endurance_bytes;  // TBW × 10^12, user-set or from drive knowledge
    std::string rated_endurance_source;                  // "--rated-tbw 600", …
};

struct EnduranceFacts {
    std::optional<int> percent_used;  // the newest reading
    std::optional<double> percent_per_year;
    std::optional<std::int64_t> projected_end;  // when the fitted line reaches 100 %
    std::optional<std::int64_t> earliest_end;   // slope + 2σ
    std::optional<std::int64_t> latest_end;     // slope − 2σ; nullopt when that slope is not positive
    // No change yet: life used rose by less than 1 % in the history, so the
    // rest takes at least this long at the same pace.
    std::optional<std::int64_t> at_least_seconds;
    ProjectionGap gap = ProjectionGap::NoWearReadings;
    std::string reason;  // plain words for gap != None; how it was fitted otherwise
    std::size_t readings = 0;

    std::optional<std::uint64_t> host_bytes_total;     // the newest host counter
    std::optional<std::uint64_t> rated_endurance_bytes;
    std::string rated_endurance_source;
    std::optional<double> rated_endurance_used_percent;
    // When the host's writes reach the rating at the interval's pace of host
    // writes; nullopt when the pace or the rating is unknown, or it is reached.
    std::optional<std::int64_t> rated_endurance_reached;
};

EnduranceFacts project_endurance(const std::vector<WearReading>& readings);

} // namespace ssd::history
