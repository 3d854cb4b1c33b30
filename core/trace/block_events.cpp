#include "core/trace/block_events.h"

#include <algorithm>
#include <charconv>

namespace ssd::trace {

namespace {

template <typename T>
bool read_number(std::string_view& text, T& value) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{}) return false;
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    return true;
}

bool skip(std::string_view& text, std::string_view expected) {
    if (!text.starts_with(expected)) return false;
    text.remove_prefix(expected.size());
    return true;
}

std::string_view next_word(std::string_view& text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    const std::size_t end = std::min(text.find(' '), text.size());
    const std::string_view word = text.substr(0, end);
    text.remove_prefix(end);
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    return word;
}

// "73577.604504" (seconds, six decimals) → microseconds.
std::optional<std::uint64_t> microseconds_of(std::string_view stamp) {
    const std::size_t dot = stamp.find('.');
    if (dot == std::string_view::npos || stamp.size() - dot - 1 != 6) return std::nullopt;
    std::uint64_t seconds = 0;
    std::uint64_t micros = 0;
    std::string_view whole = stamp.substr(0, dot);
    std::string_view fraction = stamp.substr(dot + 1);
    if (!read_number(whole, seconds) || !whole.empty() || !read_number(fraction, micros) || !fraction.empty()) {
        return std::nullopt;
    }
    return seconds * 1'000'000 + micros;
}

struct EventName {
    std::string_view marker;
    BlockEventKind kind;
};
constexpr EventName kEventNames[] = {
    {": block_rq_issue: ", BlockEventKind::Issue},
    {": block_rq_complete: ", BlockEventKind::Complete},
    {": block_rq_requeue: ", BlockEventKind::Requeue},
};

} // namespace

std::optional<TraceOp> op_of_rwbs(std::string_view rwbs) {
    if (rwbs.empty()) return std::nullopt;
    // A leading F is a preflush when an operation letter follows, else the flush itself.
    if (rwbs.front() == 'F' && (rwbs.size() == 1 || std::string_view("WDRNF").find(rwbs[1]) == std::string_view::npos)) {
        return TraceOp::Flush;
    }
    if (rwbs.front() == 'F') rwbs.remove_prefix(1);
    switch (rwbs.front()) {
    case 'W': return TraceOp::Write;
    case 'D': return TraceOp::Discard;
    case 'F': return TraceOp::Flush;
    case 'R': return TraceOp::Read;
    default: return std::nullopt;  // N: passthrough and other requests without data
    }
}

std::optional<BlockEvent> parse_block_event(std::string_view line) {
    BlockEvent event;
    std::size_t marker_at = std::string_view::npos;
    std::size_t marker_size = 0;
    for (const auto& name : kEventNames) {
        marker_at = line.find(name.marker);
        if (marker_at != std::string_view::npos) {
            event.kind = name.kind;
            marker_size = name.marker.size();
            break;
        }
    }
    if (marker_at == std::string_view::npos) return std::nullopt;
    // The timestamp is the word before the event's name (the task's name may hold spaces).
    const std::size_t stamp_at = line.rfind(' ', marker_at);
    if (stamp_at == std::string_view::npos) return std::nullopt;
    const auto time = microseconds_of(line.substr(stamp_at + 1, marker_at - stamp_at - 1));
    if (!time) return std::nullopt;
    event.time_us = *time;

    std::string_view rest = line.substr(marker_at + marker_size);
    if (!read_number(rest, event.major) || !skip(rest, ",") || !read_number(rest, event.minor) || !skip(rest, " ")) {
        return std::nullopt;
    }
    const std::string_view rwbs = next_word(rest);
    if (rwbs.empty()) return std::nullopt;
    event.op = op_of_rwbs(rwbs);
    if (event.kind == BlockEventKind::Issue && (!read_number(rest, event.bytes) || !skip(rest, " "))) {
        return std::nullopt;
    }
    // "(cmd)": empty for file system requests, a passthrough command's bytes otherwise.
    if (!skip(rest, "(")) return std::nullopt;
    const std::size_t close = rest.find(") ");
    if (close == std::string_view::npos) return std::nullopt;
    rest.remove_prefix(close + 2);
    if (!read_number(rest, event.sector) || !skip(rest, " + ") || !read_number(rest, event.sectors)) {
        return std::nullopt;
    }
    return event;
}

} // namespace ssd::trace
