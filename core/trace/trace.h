// A recorded block workload (`ssdtool trace record`, docs/TRACES.md): every request the
// drive was sent -- when, what, where, how much -- and how long the drive took for it.
// Recorded on Linux from the kernel's block tracepoints (platform/linux/tracefs_recorder),
// replayed by the benchmark (core/bench/replay_engine.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/enum_table.h"

namespace ssd::trace {

enum class TraceOp : std::uint8_t { Read, Write, Flush, Discard };

// The letters are the trace file's and blktrace's (R, W, F, D).
inline constexpr EnumTable<TraceOp, 4> kTraceOps{{{
    {TraceOp::Read, "R", "read"},
    {TraceOp::Write, "W", "write"},
    {TraceOp::Flush, "F", "flush"},
    {TraceOp::Discard, "D", "discard"},
}}};

struct TraceRequest {
    std::uint64_t time_us = 0;  // when the drive was sent it, after the recording started
    TraceOp op = TraceOp::Read;
    std::uint64_t offset = 0;   // bytes from the start of the device (0 for a flush)
    std::uint32_t bytes = 0;    // 0 for a flush
    // How long the drive took (issue to completion); nullopt when the recording ended first.
    std::optional<std::uint32_t> latency_us;
};

// Where and how it was recorded: the file's header line.
struct TraceHeader {
    std::string device;                  // "/dev/nvme0n1"
    std::string model;                   // the drive's model, when known
    std::uint64_t device_bytes = 0;
    std::uint32_t logical_block_bytes = 512;
    std::string recorded_with;           // "linux block tracepoints (tracefs)"
    std::string kernel;                  // uname release
    std::string recorded_at;             // ISO 8601 UTC
    double seconds = 0.0;                // how long the recording ran
    std::uint64_t lost_events = 0;       // the kernel's buffers overflowed: requests are missing
    std::string description;             // what the workload was, in the recorder's words
};

struct Trace {
    TraceHeader header;
    std::vector<TraceRequest> requests;  // in time order
};

} // namespace ssd::trace
