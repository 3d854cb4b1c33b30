#include "core/bench/replay.h"

#include <algorithm>
#include <cstdio>

#include "core/trace/trace_summary.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

std::uint64_t fnv1a(std::uint64_t hash, std::uint64_t value) {
    constexpr std::uint64_t kPrime = 0x100000001b3ULL;
    for (int byte = 0; byte < 8; ++byte) {
        hash ^= (value >> (8 * byte)) & 0xff;
        hash *= kPrime;
    }
    return hash;
}

bool replayed(trace::TraceOp op) { return op == trace::TraceOp::Read || op == trace::TraceOp::Write; }

// How many requests the recorded drive had in flight at most (from the recorded latencies);
// a trace without them gets CrystalDiskMark's deep queue, 32.
std::uint32_t recorded_queue_depth(const trace::Trace& trace) {
    const std::uint32_t recorded = trace::recorded_busy(trace).max_in_flight;
    if (recorded == 0) return 32; // no latencies recorded: no queue depth known
    return std::min(recorded, kMaxReplayInFlight);
}

} // namespace

std::string trace_fingerprint(const trace::Trace& trace) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const auto& request : trace.requests) {
        hash = fnv1a(hash, request.time_us);
        hash = fnv1a(hash, static_cast<std::uint64_t>(request.op));
        hash = fnv1a(hash, request.offset);
        hash = fnv1a(hash, request.bytes);
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

std::uint64_t trace_extent(const trace::Trace& trace) {
    std::uint64_t extent = 0;
    for (const auto& request : trace.requests) {
        if (replayed(request.op)) extent = std::max(extent, request.offset + request.bytes);
    }
    return extent;
}

Result<ReplayJob> map_trace(const trace::Trace& trace, std::string trace_name, ReplaySpeed speed,
                            std::uint64_t span_offset, std::uint64_t span_bytes, std::uint32_t alignment) {
    ReplayJob job;
    job.trace_name = std::move(trace_name);
    job.fingerprint = trace_fingerprint(trace);
    job.speed = speed;
    job.mapping.trace_requests = trace.requests.size();
    const std::uint64_t align = std::max<std::uint32_t>(alignment, 1);
    const std::uint64_t area = span_bytes / align * align;
    job.requests.reserve(trace.requests.size());
    for (const auto& request : trace.requests) {
        if (request.op == trace::TraceOp::Flush) {
            ++job.mapping.flushes_skipped;
            continue;
        }
        if (request.op == trace::TraceOp::Discard) {
            ++job.mapping.discards_skipped;
            continue;
        }
        const std::uint64_t length = (request.bytes + align - 1) / align * align;
        if (length > area) {
            return fail(ErrorCode::Usage, "the trace has a request of " + format_bytes(request.bytes) +
                                              ", larger than the test area (" + format_bytes(area) +
                                              "): choose a larger --size");
        }
        if (length != request.bytes) {
            ++job.mapping.rounded;
            job.mapping.rounded_bytes += length - request.bytes;
        }
        std::uint64_t offset = request.offset;
        if (offset + length > area) {
            ++job.mapping.moved;
            offset %= area;
        }
        offset = offset / align * align;
        if (offset + length > area) offset = area - length;
        job.requests.push_back({request.time_us,
                                request.op == trace::TraceOp::Read ? IoDirection::Read : IoDirection::Write,
                                span_offset + offset, static_cast<std::uint32_t>(length)});
        job.largest = std::max(job.largest, static_cast<std::uint32_t>(length));
    }
    // The replay starts with its first request: the idle time before it is the recording's.
    const std::uint64_t first = job.requests.empty() ? 0 : job.requests.front().at_us;
    for (auto& request : job.requests) request.at_us -= first;
    job.max_in_flight = recorded_queue_depth(trace);
    if (job.requests.empty()) {
        return fail(ErrorCode::Usage, "the trace has no read or write to replay (flushes and discards are not replayed)");
    }
    return job;
}

} // namespace ssd::bench
