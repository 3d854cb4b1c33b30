// The trace file (docs/TRACES.md): text, one request a line, so that a trace can be read,
// diffed and cut with ordinary tools, and a shipped one reviewed.
//   ssd-toolbox trace 1
//   {"device": "/dev/vda", "device_bytes": 8589934592, ..., "description": "…"}
//   # time_us op offset_bytes bytes latency_us
//   0 W 1048576 65536 106
//   212 F 0 0 -
// op: R read, W write, F flush, D discard; latency_us is "-" when the recording ended before
// the request completed. Times are microseconds after the recording started, in order.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/trace/trace.h"
#include "core/util/error.h"

namespace ssd::trace {

inline constexpr std::string_view kTraceFileFirstLine = "ssd-toolbox trace 1";
// A bound on what a file may hold (about 30 bytes a line): 20 million requests.
inline constexpr std::size_t kMaxTraceRequests = 20'000'000;

std::string trace_to_text(const Trace& trace);
// InputMalformed with the line number for anything that is not such a file.
Result<Trace> trace_from_text(std::string_view text);

} // namespace ssd::trace
