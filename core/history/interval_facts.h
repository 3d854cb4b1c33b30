// What a stretch of one drive's history says (`ssdtool history`): bytes the
// host and the flash wrote in it, write amplification over it, writes per day,
// temperature, every counter that changed, verdict changes. Computed from a
// SampleSeries (history_store.h) alone, so the CLI and the GUI agree.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/history/counter_steps.h"
#include "core/history/endurance.h"
#include "core/history/history_store.h"

namespace ssd::history {

// Why the interval's write amplification is null. Compared by scripts and the
// GUI; the text is in IntervalWrites::unavailable_reason.
enum class IntervalWaGap { None, TooFewSamples, NoHostCounter, NoNandCounter, TooLittleWritten };
inline constexpr EnumTable<IntervalWaGap, 5> kIntervalWaGaps{{{
    {IntervalWaGap::None, "none", "computed"},
    {IntervalWaGap::TooFewSamples, "too-few-samples", "fewer than two readings with write counters"},
    {IntervalWaGap::NoHostCounter, "no-host-counter", "no host-writes counter of known unit"},
    {IntervalWaGap::NoNandCounter, "no-nand-counter", "no NAND-writes counter of known unit"},
    {IntervalWaGap::TooLittleWritten, "too-little-written", "too little written to be meaningful"},
}}};

// A difference of two counter readings is exact to one step of the counter;
// WA is given once the host wrote at least this many steps (within 2 %).
inline constexpr std::uint64_t kMinStepsForWa = 50;

struct CounterBreakEvent {
    WriteCounterKind counter = WriteCounterKind::Host;
    CounterBreak kind = CounterBreak::Reset;
    std::int64_t from_time = 0;
    std::int64_t to_time = 0;
    std::uint64_t before_bytes = 0;
    std::uint64_t after_bytes = 0;
};

struct IntervalWrites {
    std::optional<std::uint64_t> host_bytes;  // written in the interval (unknown stretches left out)
    std::optional<std::uint64_t> nand_bytes;
    std::optional<std::uint64_t> host_granularity_bytes;
    std::optional<std::uint64_t> nand_granularity_bytes;
    bool lower_bound = false;  // a reset or unit change hides some writes
    std::optional<double> host_bytes_per_day;
    std::optional<double> nand_bytes_per_day;
    std::optional<double> write_amplification;  // ΔNAND / Δhost over steps where both are known; 2 decimals
    IntervalWaGap gap = IntervalWaGap::TooFewSamples;
    std::string unavailable_reason;
    std::string method;  // the newest sample's write rule
    std::vector<CounterBreakEvent> breaks;
};

struct TemperatureFacts {
    std::optional<int> min_c;
    std::optional<double> average_c;
    std::optional<int> max_c;
    std::optional<int> warning_threshold_c;
    // Readings at or above the drive's warning threshold, each counted for the
    // time until the next reading (at most kMaxReadingSpan).
    std::int64_t seconds_at_or_above_threshold = 0;
};
inline constexpr std::int64_t kMaxReadingSpan = 2 * 3600;

// A counter that changed in the interval: its value at the start and end,
// between which readings it first and last changed, and how often.
struct CounterChange {
    std::string name;
    std::uint64_t from = 0;
    std::uint64_t to = 0;
    std::optional<int> from_normalized;
    std::optional<int> to_normalized;
    std::int64_t first_change_after = 0;  // the reading before the first change
    std::int64_t last_change_at = 0;      // the reading that shows the last change
    std::uint64_t changes = 0;
};

struct VerdictChange {
    std::int64_t time = 0;
    VerdictLevel from = VerdictLevel::Unknown;
    VerdictLevel to = VerdictLevel::Unknown;
};

// Writes and readings of one UTC day (or week, from Monday).
struct PeriodFacts {
    std::int64_t start = 0;
    std::optional<std::uint64_t> host_bytes;
    std::optional<std::uint64_t> nand_bytes;
    std::optional<double> write_amplification;
    std::optional<int> temperature_min_c;
    std::optional<int> temperature_max_c;
    std::optional<int> percent_used;  // the period's last reading
};

struct IntervalFacts {
    StoredDrive drive;
    TimeRange range;
    std::size_t samples = 0;
    std::size_t standby_samples = 0;
    std::optional<std::int64_t> first_sample;
    std::optional<std::int64_t> last_sample;
    IntervalWrites writes;
    TemperatureFacts temperature;
    std::vector<CounterChange> counter_changes;
    std::vector<VerdictChange> verdict_changes;
    EnduranceFacts endurance;
    std::vector<PeriodFacts> days;
    std::vector<PeriodFacts> weeks;
};

IntervalFacts analyze_interval(const SampleSeries& series, const TimeRange& range, const EnduranceInputs& inputs);

} // namespace ssd::history
