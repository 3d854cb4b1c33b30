#include "core/requests/progress_reader.h"

#include "core/bench/bench_reader.h"
#include "core/util/json_util.h"

namespace ssd::requests {

namespace {

using nlohmann::json;

// An action's line names its "action"; a benchmark's names its step "kind".
std::optional<actions::ProgressEvent> action_progress_from_json(const json& line) {
    const auto action = json_optional<std::string>(line, "action");
    if (!action) return std::nullopt;
    actions::ProgressEvent event;
    event.action = *action;
    event.phase = json_or<std::string>(line, "phase", {});
    event.percent = json_optional<double>(line, "percent");
    event.elapsed_seconds = json_or(line, "elapsed_seconds", 0.0);
    event.estimated_total_seconds = json_optional<double>(line, "estimated_total_seconds");
    event.message = json_or<std::string>(line, "message", {});
    return event;
}

} // namespace

std::optional<Progress> progress_from_json(const json& line) {
    if (json_or<std::string>(line, "event", {}) != "progress") return std::nullopt;
    if (auto action = action_progress_from_json(line)) return Progress{std::move(*action)};
    if (auto bench = bench::progress_event_from_json(line)) return Progress{std::move(*bench)};
    return std::nullopt;
}

} // namespace ssd::requests
