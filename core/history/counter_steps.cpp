#include "core/history/counter_steps.h"

#include <array>

namespace ssd::history {

namespace {

// Widths drive counters are known to wrap at: ATA attribute raw values are
// 48 bits, some vendors' counters and Device Statistics values 32.
constexpr std::array<int, 2> kCounterWidths{32, 48};

// A fall from the top quarter of a width into its bottom quarter is a wrap;
// any other fall is a reset.
std::optional<std::uint64_t> wrapped_units(std::uint64_t before_units, std::uint64_t after_units) {
    for (const int width : kCounterWidths) {
        const std::uint64_t span = std::uint64_t{1} << width;
        const std::uint64_t quarter = span / 4;
        if (before_units < span && before_units >= span - quarter && after_units < quarter) {
            return span - before_units + after_units;
        }
    }
    return std::nullopt;
}

} // namespace

const std::optional<WriteCounter>& counter_of(const Sample& sample, WriteCounterKind kind) {
    return kind == WriteCounterKind::Host ? sample.host_written : sample.nand_written;
}

CounterStep step_between(const WriteCounter& before, std::int64_t from_time, const WriteCounter& after,
                         std::int64_t to_time) {
    CounterStep step{from_time, to_time, std::nullopt, std::nullopt, before.bytes, after.bytes};
    if (before.unit_bytes != after.unit_bytes) {
        step.counter_break = CounterBreak::UnitChanged;
    } else if (after.bytes >= before.bytes) {
        step.bytes = after.bytes - before.bytes;
    } else if (const auto units = wrapped_units(before.bytes / before.unit_bytes, after.bytes / after.unit_bytes)) {
        step.counter_break = CounterBreak::Wrap;
        step.bytes = *units * after.unit_bytes;
    } else {
        step.counter_break = CounterBreak::Reset;
    }
    return step;
}

std::vector<CounterStep> counter_steps(const std::vector<Sample>& samples, WriteCounterKind kind) {
    std::vector<CounterStep> steps;
    const Sample* previous = nullptr;
    for (const auto& sample : samples) {
        if (!counter_of(sample, kind)) continue;
        if (previous != nullptr) {
            steps.push_back(step_between(*counter_of(*previous, kind), previous->time, *counter_of(sample, kind),
                                         sample.time));
        }
        previous = &sample;
    }
    return steps;
}

} // namespace ssd::history
