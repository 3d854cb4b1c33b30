// Progress events as JSON lines (`--json --progress`, the helper) and as
// text lines (`--progress`): one form per kind of long work.
#include <cstdio>
#include <sstream>

#include "core/bench/bench_report.h"
#include "core/requests/handlers.h"
#include "core/selftest_control/selftest_answer_json.h"

namespace ssd::requests {

namespace {

nlohmann::ordered_json action_progress_to_json(const actions::ProgressEvent& event) {
    auto optional_number = [](const std::optional<double>& value) {
        return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
    };
    nlohmann::ordered_json line;
    line["event"] = "progress";
    line["action"] = event.action;
    line["phase"] = event.phase;
    line["percent"] = optional_number(event.percent);
    line["elapsed_seconds"] = event.elapsed_seconds;
    line["estimated_total_seconds"] = optional_number(event.estimated_total_seconds);
    line["message"] = event.message;
    return line;
}

std::string seconds_text(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.0f s", seconds);
    return text;
}

std::string action_progress_to_text(const actions::ProgressEvent& event) {
    std::ostringstream out;
    out << event.action << ": ";
    if (event.percent) {
        char percent[16];
        std::snprintf(percent, sizeof percent, "%.1f %%", *event.percent);
        out << percent << ", ";
    }
    out << seconds_text(event.elapsed_seconds) << " elapsed";
    if (event.estimated_total_seconds) out << " of about " << seconds_text(*event.estimated_total_seconds);
    if (!event.message.empty()) out << " — " << event.message;
    return out.str();
}

} // namespace

nlohmann::ordered_json progress_to_json(const Progress& progress) {
    if (const auto* action = std::get_if<actions::ProgressEvent>(&progress)) return action_progress_to_json(*action);
    if (const auto* test = std::get_if<selftest::Progress>(&progress)) return selftest::progress_to_json(*test);
    return bench::progress_event_to_json(std::get<bench::ProgressEvent>(progress));
}

std::string progress_to_text(const Progress& progress) {
    if (const auto* action = std::get_if<actions::ProgressEvent>(&progress)) return action_progress_to_text(*action);
    if (const auto* test = std::get_if<selftest::Progress>(&progress)) return selftest::progress_to_text(*test);
    return bench::progress_event_to_text(std::get<bench::ProgressEvent>(progress));
}

} // namespace ssd::requests
