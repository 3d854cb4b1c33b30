#include "core/trace/trace_file.h"

#include <charconv>
#include <limits>

#include <nlohmann/json.hpp>

#include "core/util/json_depth.h"
#include "core/util/json_util.h"

namespace ssd::trace {

namespace {

nlohmann::ordered_json header_json(const TraceHeader& header) {
    return {{"device", header.device},
            {"model", header.model},
            {"device_bytes", header.device_bytes},
            {"logical_block_bytes", header.logical_block_bytes},
            {"recorded_with", header.recorded_with},
            {"kernel", header.kernel},
            {"recorded_at", header.recorded_at},
            {"seconds", header.seconds},
            {"lost_events", header.lost_events},
            {"description", header.description}};
}

TraceHeader header_of(const nlohmann::json& doc) {
    TraceHeader header;
    header.device = json_or<std::string>(doc, "device", {});
    header.model = json_or<std::string>(doc, "model", {});
    header.device_bytes = json_or<std::uint64_t>(doc, "device_bytes", 0);
    header.logical_block_bytes = json_or<std::uint32_t>(doc, "logical_block_bytes", 512);
    header.recorded_with = json_or<std::string>(doc, "recorded_with", {});
    header.kernel = json_or<std::string>(doc, "kernel", {});
    header.recorded_at = json_or<std::string>(doc, "recorded_at", {});
    header.seconds = json_or(doc, "seconds", 0.0);
    header.lost_events = json_or<std::uint64_t>(doc, "lost_events", 0);
    header.description = json_or<std::string>(doc, "description", {});
    return header;
}

Error malformed(std::size_t line, const std::string& what) {
    return Error{ErrorCode::InputMalformed, "line " + std::to_string(line) + ": " + what};
}

template <typename T>
bool field(std::string_view& rest, T& value) {
    const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
    if (error != std::errc{}) return false;
    rest.remove_prefix(static_cast<std::size_t>(end - rest.data()));
    if (!rest.empty() && rest.front() != ' ') return false;
    if (!rest.empty()) rest.remove_prefix(1);
    return true;
}

// One request line; the message says what is wrong with it.
Result<TraceRequest> request_of(std::string_view line, std::size_t number) {
    TraceRequest request;
    std::string_view rest = line;
    if (!field(rest, request.time_us)) return tl::unexpected(malformed(number, "the time is not a whole number"));
    const std::size_t space = rest.find(' ');
    const auto op = kTraceOps.parse(rest.substr(0, space));
    if (!op || space == std::string_view::npos) {
        return tl::unexpected(malformed(number, "the operation must be " + kTraceOps.wire_list()));
    }
    request.op = *op;
    rest.remove_prefix(space + 1);
    if (!field(rest, request.offset) || !field(rest, request.bytes)) {
        return tl::unexpected(malformed(number, "offset and length must be whole numbers of bytes"));
    }
    if (rest == "-") {
        request.latency_us = std::nullopt;
    } else {
        std::uint32_t latency = 0;
        if (!field(rest, latency) || !rest.empty()) {
            return tl::unexpected(malformed(number, "the latency must be microseconds or -"));
        }
        request.latency_us = latency;
    }
    const bool flush = request.op == TraceOp::Flush;
    if (flush != (request.bytes == 0)) {
        return tl::unexpected(malformed(number, flush ? "a flush has no length" : "a request needs a length"));
    }
    if (request.offset > std::numeric_limits<std::uint64_t>::max() - request.bytes) {
        return tl::unexpected(malformed(number, "the request ends past 2^64 bytes"));
    }
    return request;
}

} // namespace

std::string trace_to_text(const Trace& trace) {
    std::string text;
    text.reserve(64 + trace.requests.size() * 32);
    text += kTraceFileFirstLine;
    text += '\n';
    text += header_json(trace.header).dump();
    text += "\n# time_us op offset_bytes bytes latency_us\n";
    for (const auto& request : trace.requests) {
        text += std::to_string(request.time_us);
        text += ' ';
        text += kTraceOps.wire(request.op);
        text += ' ';
        text += std::to_string(request.offset);
        text += ' ';
        text += std::to_string(request.bytes);
        text += ' ';
        text += request.latency_us ? std::to_string(*request.latency_us) : std::string("-");
        text += '\n';
    }
    return text;
}

Result<Trace> trace_from_text(std::string_view text) {
    Trace trace;
    std::size_t number = 0;
    std::uint64_t last_time = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (line.ends_with('\r')) line.remove_suffix(1);
        ++number;
        if (number == 1) {
            if (line != kTraceFileFirstLine) {
                return fail(ErrorCode::InputMalformed,
                            "not an SSD Toolbox trace: the first line must be \"" + std::string(kTraceFileFirstLine) + "\"");
            }
            continue;
        }
        if (number == 2) {
            const auto doc = parse_outside_json(line);
            if (!doc.is_object()) return tl::unexpected(malformed(number, "the header must be a JSON object"));
            try {
                trace.header = header_of(doc);
            } catch (const JsonFieldError& error) {
                return tl::unexpected(malformed(number, error.what()));
            }
            continue;
        }
        if (line.empty() || line.front() == '#') continue;
        if (trace.requests.size() == kMaxTraceRequests) {
            return tl::unexpected(malformed(number, "more than " + std::to_string(kMaxTraceRequests) + " requests"));
        }
        auto request = request_of(line, number);
        if (!request) return tl::unexpected(request.error());
        if (request->time_us < last_time) return tl::unexpected(malformed(number, "the time goes backwards"));
        last_time = request->time_us;
        trace.requests.push_back(*request);
    }
    if (number < 2) return fail(ErrorCode::InputMalformed, "not an SSD Toolbox trace: no header");
    return trace;
}

} // namespace ssd::trace
