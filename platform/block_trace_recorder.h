// Records the block requests a drive is sent (`ssdtool trace record`, docs/TRACES.md).
// Linux: the kernel's block tracepoints (block_rq_issue/complete/requeue) through a private
// tracefs instance, read by core/trace. Not blktrace: blktrace reads the trace through
// debugfs, which a kernel in lockdown (Secure Boot) refuses ("Lockdown: blktrace: debugfs
// access is restricted", seen on this project's build machine), while tracefs stays open.
// Elsewhere recording is not available and says so.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

#include "core/trace/trace.h"
#include "core/trace/trace_builder.h"
#include "core/util/error.h"

namespace ssd {

struct TraceRecordOptions {
    std::string device;        // a whole disk: /dev/nvme0n1, /dev/sda, /dev/loop0
    double seconds = 60.0;     // how long to record
    std::string description;   // what the workload is, in the user's words
    const std::atomic<int>* stop = nullptr;  // non-zero: stop early and keep what was recorded
    // About once a second: seconds so far and requests seen.
    std::function<void(double seconds, std::uint64_t requests)> progress;
};

struct TraceRecording {
    trace::Trace trace;
    trace::BuildCounts counts;
    bool stopped_early = false;
};

// PermissionDenied without root; NotADrive for a partition (the trace is the whole disk's);
// ToolFailed when the kernel has no block tracepoints or tracefs cannot be reached.
Result<TraceRecording> record_block_trace(const TraceRecordOptions& options);

} // namespace ssd
