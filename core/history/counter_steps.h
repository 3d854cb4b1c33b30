// Bytes written between consecutive samples of one drive, from a write
// counter that can wrap (a 32- or 48-bit counter rolling over), be reset (a
// firmware update, a vendor tool) or change its unit (a newer drive database).
// A wrap is added across; a reset or unit change is a gap of unknown writes,
// never a negative or huge number.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/history/sample.h"
#include "core/util/enum_table.h"

namespace ssd::history {

enum class WriteCounterKind { Host, Nand };
inline constexpr EnumTable<WriteCounterKind, 2> kWriteCounterKinds{{{
    {WriteCounterKind::Host, "host", "host writes"},
    {WriteCounterKind::Nand, "nand", "NAND writes"},
}}};

enum class CounterBreak { Wrap, Reset, UnitChanged };
inline constexpr EnumTable<CounterBreak, 3> kCounterBreaks{{{
    {CounterBreak::Wrap, "wrap", "the counter wrapped around and was counted across"},
    {CounterBreak::Reset, "reset", "the counter went back (reset): writes in between are unknown"},
    {CounterBreak::UnitChanged, "unit-changed", "the counter's unit changed: writes in between are unknown"},
}}};

// What one counter did between two readings.
struct CounterStep {
    std::int64_t from_time = 0;
    std::int64_t to_time = 0;
    std::optional<std::uint64_t> bytes;  // nullopt: unknown (reset, unit changed)
    std::optional<CounterBreak> counter_break;
    std::uint64_t before_bytes = 0;      // the two readings, for the record
    std::uint64_t after_bytes = 0;
};

const std::optional<WriteCounter>& counter_of(const Sample& sample, WriteCounterKind kind);

// The step between two readings of the same counter.
CounterStep step_between(const WriteCounter& before, std::int64_t from_time, const WriteCounter& after,
                         std::int64_t to_time);

// One step per consecutive pair of `samples` (oldest first) that both carry
// the counter; samples without it (standby, not reported) are passed over.
std::vector<CounterStep> counter_steps(const std::vector<Sample>& samples, WriteCounterKind kind);

} // namespace ssd::history
