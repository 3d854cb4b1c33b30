// From the kernel's block events to a trace: each issued request of one device, with the
// time the drive took for it from its completion. A request the kernel requeues (the driver
// was busy) is issued again and counted once, at its last issue; a completion reported in
// parts ends the request with its last part.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <utility>
#include <vector>

#include "core/trace/block_events.h"
#include "core/trace/trace.h"

namespace ssd::trace {

struct BuildCounts {
    std::uint64_t passthrough = 0;           // requests without data (SMART reads, passthrough)
    std::uint64_t other_devices = 0;         // events of another device (not filtered by the kernel)
    // Completions of requests issued before the recording, and the zero-length completions
    // that end a write sent with a preflush.
    std::uint64_t unmatched_completions = 0;
    std::uint64_t requeued = 0;
};

class TraceBuilder {
public:
    // start_us: the trace clock when the recording started; request times count from it.
    TraceBuilder(std::uint32_t major, std::uint32_t minor, std::uint64_t start_us);

    void add(const BlockEvent& event);  // in the order the kernel reported them (time order)
    // The requests in time order; those still without a completion have no latency.
    std::vector<TraceRequest> take_requests();
    const BuildCounts& counts() const { return counts_; }

private:
public:
    using Key = std::pair<TraceOp, std::uint64_t>;  // operation and (next) sector

private:
    struct Pending {
        std::size_t index = 0;        // into requests_
        std::uint64_t issued_us = 0;
        std::uint32_t sectors_left = 0;
    };
    void complete(const BlockEvent& event);
    void requeue(const BlockEvent& event);

    std::uint32_t major_;
    std::uint32_t minor_;
    std::uint64_t start_us_;
    std::vector<TraceRequest> requests_;
    std::vector<bool> dropped_;  // requeued: issued again later
    std::map<Key, std::deque<Pending>> pending_;
    BuildCounts counts_;
};

} // namespace ssd::trace
