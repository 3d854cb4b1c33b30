#include "core/trace/trace_summary.h"

#include <algorithm>
#include <bit>
#include <map>

#include "core/util/rounding.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd::trace {

namespace {

std::size_t index_of(TraceOp op) { return static_cast<std::size_t>(op); }

nlohmann::json totals_json(const OpTotals& totals) {
    return {{"requests", totals.requests}, {"bytes", totals.bytes}};
}

} // namespace

const OpTotals& totals_of(const TraceSummary& summary, TraceOp op) { return summary.by_op[index_of(op)]; }

std::uint64_t size_class_of(std::uint64_t bytes) { return std::bit_ceil(std::max<std::uint64_t>(bytes, 512)); }

Busy busy_of(std::vector<std::pair<std::uint64_t, std::uint64_t>> intervals) {
    Busy busy;
    // Starts before ends at the same instant: a request issued as another completes keeps
    // the drive busy without a gap.
    std::vector<std::pair<std::uint64_t, int>> edges;
    edges.reserve(intervals.size() * 2);
    for (const auto& [start, end] : intervals) {
        edges.emplace_back(start, -1);
        edges.emplace_back(std::max(start, end), +1);
    }
    std::sort(edges.begin(), edges.end());
    std::uint32_t in_flight = 0;
    std::uint64_t busy_since = 0;
    for (const auto& [at, edge] : edges) {
        if (edge < 0) {
            if (in_flight++ == 0) busy_since = at;
            busy.max_in_flight = std::max(busy.max_in_flight, in_flight);
        } else if (--in_flight == 0) {
            busy.busy += at - busy_since;
        }
    }
    return busy;
}

Busy recorded_busy(const Trace& trace) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> intervals;
    intervals.reserve(trace.requests.size());
    for (const auto& request : trace.requests) {
        if (request.latency_us) intervals.emplace_back(request.time_us, request.time_us + *request.latency_us);
    }
    return busy_of(std::move(intervals));
}

TraceSummary summarize(const Trace& trace) {
    TraceSummary summary;
    std::map<std::pair<TraceOp, std::uint64_t>, OpTotals> sizes;
    for (const auto& request : trace.requests) {
        OpTotals& totals = summary.by_op[index_of(request.op)];
        ++totals.requests;
        totals.bytes += request.bytes;
        if (request.op != TraceOp::Flush) {
            OpTotals& size = sizes[{request.op, size_class_of(request.bytes)}];
            ++size.requests;
            size.bytes += request.bytes;
        }
        if (!request.latency_us) ++summary.without_latency;
    }
    for (const auto& [key, totals] : sizes) summary.by_size.push_back({key.first, key.second, totals});
    summary.requests = trace.requests.size();
    if (!trace.requests.empty()) {
        summary.seconds =
            static_cast<double>(trace.requests.back().time_us - trace.requests.front().time_us) / 1e6;
    }
    const Busy busy = recorded_busy(trace);
    summary.busy_seconds = static_cast<double>(busy.busy) / 1e6;
    summary.max_in_flight = busy.max_in_flight;
    const std::uint64_t data = totals_of(summary, TraceOp::Read).bytes + totals_of(summary, TraceOp::Write).bytes;
    if (busy.busy > 0) summary.data_rate_mb_per_s = static_cast<double>(data) / static_cast<double>(busy.busy);
    return summary;
}

nlohmann::json trace_summary_to_json(const TraceHeader& header, const TraceSummary& summary) {
    nlohmann::json by_size = nlohmann::json::array();
    for (const auto& size : summary.by_size) {
        by_size.push_back({{"op", std::string(kTraceOps.label(size.op))},
                           {"size_class_bytes", size.size_class},
                           {"requests", size.totals.requests},
                           {"bytes", size.totals.bytes}});
    }
    return {{"device", header.device},
            {"model", header.model},
            {"device_bytes", header.device_bytes},
            {"recorded_with", header.recorded_with},
            {"kernel", header.kernel},
            {"recorded_at", header.recorded_at},
            {"description", header.description},
            {"lost_events", header.lost_events},
            {"requests", summary.requests},
            {"read", totals_json(totals_of(summary, TraceOp::Read))},
            {"write", totals_json(totals_of(summary, TraceOp::Write))},
            {"flush", totals_json(totals_of(summary, TraceOp::Flush))},
            {"discard", totals_json(totals_of(summary, TraceOp::Discard))},
            {"by_size", by_size},
            {"seconds", round_decimals(summary.seconds, 6)},
            {"busy_seconds", round_decimals(summary.busy_seconds, 6)},
            {"max_in_flight", summary.max_in_flight},
            {"without_latency", summary.without_latency},
            {"data_rate_mb_per_s", summary.data_rate_mb_per_s
                                       ? nlohmann::json(round_decimals(*summary.data_rate_mb_per_s, 3))
                                       : nlohmann::json(nullptr)}};
}

std::string trace_summary_to_text(const TraceHeader& header, const TraceSummary& summary) {
    std::string text = "Trace of " + header.device + (header.model.empty() ? "" : " (" + header.model + ")");
    if (!header.recorded_at.empty()) text += ", recorded " + header.recorded_at;
    text += "\n";
    if (!header.description.empty()) text += "  " + header.description + "\n";
    text += "  " + format_count(summary.requests) + " requests in " + fixed(header.seconds, 1) +
            " s of recording (first to last: " + fixed(summary.seconds, 3) + " s)\n";
    for (const auto& entry : kTraceOps) {
        const OpTotals& totals = totals_of(summary, entry.value);
        if (totals.requests == 0) continue;
        text += "  " + pad_right(std::string(entry.label), 8) + pad_left(format_count(totals.requests), 12) +
                " requests" + (entry.value == TraceOp::Flush ? "" : ", " + format_bytes(totals.bytes)) + "\n";
    }
    std::string sizes;
    for (const auto& size : summary.by_size) {
        if (!sizes.empty()) sizes += ", ";
        sizes += std::string(kTraceOps.wire(size.op)) + " " + block_size_label(size.size_class) + " " +
                 format_count(size.totals.requests);
    }
    if (!sizes.empty()) text += "  Sizes (up to): " + sizes + "\n";
    text += "  The recorded drive was busy " + fixed(summary.busy_seconds, 3) + " s (at most " +
            std::to_string(summary.max_in_flight) + " requests at once)";
    if (summary.data_rate_mb_per_s) text += ": average data rate " + fixed(*summary.data_rate_mb_per_s, 1) + " MB/s";
    text += "\n";
    if (summary.without_latency > 0) {
        text += "  " + format_count(summary.without_latency) + " requests had not completed when the recording ended\n";
    }
    if (header.lost_events > 0) {
        text += "  Warning: the kernel lost " + format_count(header.lost_events) +
                " events (its trace buffers were full): requests are missing from this trace\n";
    }
    return text;
}

} // namespace ssd::trace
