// What a trace holds, for people and scripts: requests and bytes by operation and by size,
// how long it ran, and how busy the recorded drive was (`trace record` prints it at the end,
// `trace show` for any file).
//
// Busy time is the time the drive had at least one request of the trace outstanding (the
// union of every request's issue-to-completion interval); average data rate is the bytes read
// and written over that busy time. That is what the trace benchmarks of the reviews reported:
// idle time between requests is the user's, not the drive's.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/trace/trace.h"

namespace ssd::trace {

struct OpTotals {
    std::uint64_t requests = 0;
    std::uint64_t bytes = 0;
};

// Requests of one operation up to a power-of-two size ("4K": 2049 to 4096 bytes).
struct SizeClassTotals {
    TraceOp op = TraceOp::Read;
    std::uint64_t size_class = 0;  // bytes
    OpTotals totals;
};

struct TraceSummary {
    std::array<OpTotals, 4> by_op{};  // indexed by TraceOp
    std::vector<SizeClassTotals> by_size;  // reads, writes and discards, by operation then size
    std::uint64_t requests = 0;
    double seconds = 0.0;                  // first to last request
    std::uint64_t without_latency = 0;     // not completed when the recording ended
    double busy_seconds = 0.0;             // the recorded drive's
    std::uint32_t max_in_flight = 0;       // the recorded drive's deepest queue
    std::optional<double> data_rate_mb_per_s;  // (read + write bytes) / busy time, 10^6 B/s
};

const OpTotals& totals_of(const TraceSummary& summary, TraceOp op);
// The power of two a request's size rounds up to (512 at least).
std::uint64_t size_class_of(std::uint64_t bytes);

// Busy time and the deepest queue of a set of [start, end) intervals, in the intervals' unit.
struct Busy {
    std::uint64_t busy = 0;
    std::uint32_t max_in_flight = 0;
};
Busy busy_of(std::vector<std::pair<std::uint64_t, std::uint64_t>> intervals);
// The recorded drive's busy time (µs) and deepest queue: busy_of the issue-to-completion
// intervals of the requests that have a latency (max_in_flight 0: none has).
Busy recorded_busy(const Trace& trace);

TraceSummary summarize(const Trace& trace);

nlohmann::json trace_summary_to_json(const TraceHeader& header, const TraceSummary& summary);
std::string trace_summary_to_text(const TraceHeader& header, const TraceSummary& summary);

} // namespace ssd::trace
