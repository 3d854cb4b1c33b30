// Replaying a recorded trace (core/trace) as a benchmark job: `ssdtool bench TARGET --replay
// FILE`. The trace's reads and writes are mapped into the test area and issued in their
// recorded order, either at their recorded times or as fast as the drive takes them, with at
// most as many in flight as the recorded drive had. What is reported is what the reviews'
// trace benchmarks reported: the average data rate over the time the drive was busy, the busy
// time, IOPS and latency, also per direction and size (docs/TRACES.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bench/io_backend.h"
#include "core/bench/latency_histogram.h"
#include "core/trace/trace.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::bench {

enum class ReplaySpeed { AsRecorded, AsFastAsPossible };

inline constexpr EnumTable<ReplaySpeed, 2> kReplaySpeeds{{{
    {ReplaySpeed::AsRecorded, "as-recorded", "at the recorded times"},
    {ReplaySpeed::AsFastAsPossible, "as-fast-as-possible", "as fast as possible"},
}}};

// The most requests a replay keeps in flight, whatever the recording had.
inline constexpr std::uint32_t kMaxReplayInFlight = 256;

struct ReplayRequest {
    std::uint64_t at_us = 0;  // the recorded time, after the first replayed request's
    IoDirection direction = IoDirection::Read;
    std::uint64_t offset = 0; // in the test area (span_offset added)
    std::uint32_t length = 0;
};

// What mapping the trace into the test area did to it.
struct ReplayMapping {
    std::uint64_t trace_requests = 0;    // every request of the trace
    std::uint64_t flushes_skipped = 0;   // flushes and discards are not replayed: the reviews'
    std::uint64_t discards_skipped = 0;  // traces left them out too
    std::uint64_t rounded = 0;           // lengths rounded up to the target's alignment
    std::uint64_t rounded_bytes = 0;     // bytes those added
    std::uint64_t moved = 0;             // requests past the test area, moved into it
};

struct ReplayJob {
    std::string trace_name;    // the file's name without its folder
    std::string fingerprint;   // 16 hex digits over the trace's requests: the same trace
    ReplaySpeed speed = ReplaySpeed::AsRecorded;
    std::uint32_t max_in_flight = 1;
    std::uint32_t largest = 0; // bytes of the largest request
    std::vector<ReplayRequest> requests;
    ReplayMapping mapping;
};

// FNV-1a over every request's time, operation, offset and length.
std::string trace_fingerprint(const trace::Trace& trace);

// Maps the trace's reads and writes into [span_offset, span_offset + span_bytes): an offset
// past the area wraps around it (offset modulo the area), every offset is aligned down and
// every length rounded up to `alignment`, and a request that would end past the area is moved
// back to end at its end. Usage error when the trace has nothing to replay or a request is
// larger than the area.
Result<ReplayJob> map_trace(const trace::Trace& trace, std::string trace_name, ReplaySpeed speed,
                            std::uint64_t span_offset, std::uint64_t span_bytes, std::uint32_t alignment);

// The trace's extent: where its last read or write ends.
std::uint64_t trace_extent(const trace::Trace& trace);

// The figures of one direction and size class ("4K" = 2049 to 4096 bytes).
struct ReplayClassResult {
    IoDirection direction = IoDirection::Read;
    std::uint64_t size_class = 0;
    std::uint64_t requests = 0;
    std::uint64_t bytes = 0;
    LatencyHistogram latency;  // nanoseconds
};

// The replay's own figures, beside the job's (bytes, IOPS and latency over the busy time).
struct ReplayResult {
    std::string trace_name;
    std::string fingerprint;
    ReplaySpeed speed = ReplaySpeed::AsRecorded;
    std::uint32_t max_in_flight = 1;
    ReplayMapping mapping;
    std::uint64_t requests = 0;    // replayed
    std::uint64_t bytes = 0;
    double elapsed_seconds = 0.0;  // first issue to last completion
    double busy_seconds = 0.0;     // at least one request outstanding
    double data_rate_mb_per_s = 0.0;
    std::vector<ReplayClassResult> classes;  // reads then writes, by size
    // As recorded: how late requests were issued after their recorded time (the engine waits
    // for a completion before it issues a request that came due meanwhile).
    LatencyHistogram issue_lag;  // nanoseconds
};

} // namespace ssd::bench
