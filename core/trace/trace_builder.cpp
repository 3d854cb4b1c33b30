#include "core/trace/trace_builder.h"

#include <algorithm>
#include <limits>

namespace ssd::trace {

namespace {

// Flushes have no place: the kernel reports a flush's issue at sector 0 and its completion at
// sector 2^64 - 1.
TraceBuilder::Key key_of(const BlockEvent& event) {
    return {*event.op, *event.op == TraceOp::Flush ? 0 : event.sector};
}

} // namespace

TraceBuilder::TraceBuilder(std::uint32_t major, std::uint32_t minor, std::uint64_t start_us)
    : major_(major), minor_(minor), start_us_(start_us) {}

void TraceBuilder::add(const BlockEvent& event) {
    if (event.major != major_ || event.minor != minor_) {
        ++counts_.other_devices;
        return;
    }
    if (!event.op) {
        if (event.kind == BlockEventKind::Issue) ++counts_.passthrough;
        return;
    }
    switch (event.kind) {
    case BlockEventKind::Issue: {
        TraceRequest request;
        request.time_us = event.time_us > start_us_ ? event.time_us - start_us_ : 0;
        request.op = *event.op;
        const bool flush = request.op == TraceOp::Flush;
        request.offset = flush ? 0 : event.sector * 512;
        request.bytes = flush ? 0 : event.bytes;
        pending_[key_of(event)].push_back({requests_.size(), event.time_us, event.sectors});
        requests_.push_back(request);
        dropped_.push_back(false);
        break;
    }
    case BlockEventKind::Complete: complete(event); break;
    case BlockEventKind::Requeue: requeue(event); break;
    }
}

void TraceBuilder::complete(const BlockEvent& event) {
    if (*event.op != TraceOp::Flush && event.sectors == 0) {
        // Ends a write whose data went with a preflush (its data was completed before): not
        // a request of its own.
        ++counts_.unmatched_completions;
        return;
    }
    const auto found = pending_.find(key_of(event));
    if (found == pending_.end() || found->second.empty()) {
        ++counts_.unmatched_completions;
        return;
    }
    Pending pending = found->second.front();
    found->second.pop_front();
    if (found->second.empty()) pending_.erase(found);
    if (event.sectors > 0 && event.sectors < pending.sectors_left) {
        // A part: the rest completes later, starting where this part ended.
        pending.sectors_left -= event.sectors;
        pending_[{*event.op, event.sector + event.sectors}].push_front(pending);
        return;
    }
    const std::uint64_t took = event.time_us > pending.issued_us ? event.time_us - pending.issued_us : 0;
    requests_[pending.index].latency_us =
        static_cast<std::uint32_t>(std::min<std::uint64_t>(took, std::numeric_limits<std::uint32_t>::max()));
}

void TraceBuilder::requeue(const BlockEvent& event) {
    const auto found = pending_.find(key_of(event));
    if (found == pending_.end() || found->second.empty()) return;
    dropped_[found->second.back().index] = true;
    found->second.pop_back();
    if (found->second.empty()) pending_.erase(found);
    ++counts_.requeued;
}

std::vector<TraceRequest> TraceBuilder::take_requests() {
    std::vector<TraceRequest> kept;
    kept.reserve(requests_.size());
    for (std::size_t i = 0; i < requests_.size(); ++i) {
        if (!dropped_[i]) kept.push_back(requests_[i]);
    }
    // The kernel reports each CPU's events in order and merges them by time; sort anyway so
    // that a file is in time order whatever its source.
    std::stable_sort(kept.begin(), kept.end(),
                     [](const TraceRequest& a, const TraceRequest& b) { return a.time_us < b.time_us; });
    requests_.clear();
    dropped_.clear();
    pending_.clear();
    return kept;
}

} // namespace ssd::trace
