// The sustained-write preset's analysis: where the speed of a long
// sequential write fell when the drive's fast (SLC) write cache was full,
// from the per-second MB/s curve alone. Pure, so it runs on recorded curves
// in the tests and on the live curve during a run (to stop once settled).
//
// Robust to noise by using medians, never single seconds:
//   - a drop is the first point after which the median of the next
//     `confirm` seconds is below `drop_ratio` times the median of everything
//     before it (a dip shorter than half of `confirm` is not a drop);
//   - its exact second is the split of a two-level step (before level,
//     after level) with the least absolute error around that point;
//   - settled: the first `settle` seconds after the drop whose rolling
//     `window`-second rates all stay within ±`settle_tolerance` of the
//     stretch's rate.
// The speeds reported are rates (bytes over time) before the drop and after
// it (from the settle point when settled): what the drive delivered.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "core/bench/engine.h"
#include "core/util/enum_table.h"

namespace ssd::bench {

struct CacheDropOptions {
    std::size_t window = 5;         // seconds per rolling median
    std::size_t confirm = 10;       // seconds below the threshold that make a drop
    double drop_ratio = 0.75;       // below 75 % of the speed before it: a drop
    std::size_t min_before = 3;     // seconds of cache phase before a drop can be seen (ramp-up)
    std::size_t settle = 15;        // seconds that must stay flat to call it settled
    double settle_tolerance = 0.15; // ±15 % of the settled median
};

// Where a sustained write is, for progress events and the result.
enum class CachePhase { Cache, AfterDrop, Settled };
inline constexpr EnumTable<CachePhase, 3> kCachePhases{{{
    {CachePhase::Cache, "cache", "writing at the first speed (the cache, if any)"},
    {CachePhase::AfterDrop, "after-drop", "the speed has dropped"},
    {CachePhase::Settled, "settled", "the speed has settled after the drop"},
}}};

struct CacheDrop {
    CachePhase phase = CachePhase::Cache;
    bool dropped = false;
    std::size_t drop_index = 0;          // the first sample after the drop
    double drop_at_seconds = 0.0;        // when the last fast second ended
    std::uint64_t bytes_before_drop = 0; // the cache size estimate
    double before_mb_per_s = 0.0;        // rate before the drop (of the whole curve without one)
    double after_mb_per_s = 0.0;         // rate after it (from the settle point when settled)
    std::optional<double> settled_at_seconds;     // start of the flat stretch
    std::optional<double> settle_seen_at_seconds; // its end: when a live run knows it has settled
    std::string no_drop_reason;          // why not, when !dropped
};

CacheDrop detect_cache_drop(std::span<const Sample> samples, const CacheDropOptions& options = {});

// Why a sustained run ended.
enum class SustainedStop { Settled, TimeLimit, ByteLimit };
inline constexpr EnumTable<SustainedStop, 3> kSustainedStops{{{
    {SustainedStop::Settled, "settled", "the speed settled after the drop"},
    {SustainedStop::TimeLimit, "time-limit", "the time limit came first"},
    {SustainedStop::ByteLimit, "byte-limit", "the whole test area was written"},
}}};

// The result of a sustained run: the analysis of its curve and its limits.
struct SustainedResult {
    std::string job;                  // the job's name in "results"
    CacheDrop drop;
    SustainedStop stopped_because = SustainedStop::TimeLimit;
    std::uint64_t bytes_written = 0;
    double seconds = 0.0;
    double limit_seconds = 0.0;
    std::uint64_t limit_bytes = 0;
    CacheDropOptions options;
};

// The analysis of a finished run; `settled_early` when the run was ended
// because the live curve had settled.
SustainedResult analyse_sustained(const JobResult& result, bool settled_early, const CacheDropOptions& options = {});

} // namespace ssd::bench
