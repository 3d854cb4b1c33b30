#include "core/selftest_control/selftest_answer_json.h"

#include <cstdio>
#include <sstream>

#include "core/health/selftest_findings.h"
#include "core/report/json_writer.h"
#include "core/selftest/selftest_json.h"
#include "core/selftest/selftest_text.h"
#include "core/util/time_text.h"

namespace ssd::selftest {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

template <typename T>
json or_null(const std::optional<T>& value) {
    return value ? json(*value) : json(nullptr);
}

json decision_to_json(const ScheduleDecision& decision) {
    return {{"decision", std::string(kDecisions.wire(decision.decision))},
            {"type", std::string(kTestTypes.wire(decision.type))},
            {"reason", decision.reason},
            {"due_at", decision.due_at ? json(iso_utc(*decision.due_at)) : json(nullptr)}};
}

// "long starts now (never started by this tool; scheduled every 30 days)"
std::string decision_words(const ScheduleDecision& decision) {
    std::string words;
    if (decision.decision != Decision::NotScheduled) words = std::string(kTestTypes.wire(decision.type)) + " ";
    words += kDecisions.label(decision.decision);
    if (!decision.reason.empty()) words += " (" + decision.reason + ")";
    return words;
}

json answer_to_json(const DriveAnswer& answer) {
    json out;
    out["device"] = answer.drive.device;
    out["model"] = or_null(answer.drive.model);
    out["serial"] = or_null(answer.drive.serial);
    out["protocol"] = std::string(kProtocols.wire(answer.drive.protocol));
    out["action"] = std::string(kActions.wire(answer.action));
    out["type"] = answer.action == Action::Start ? json(std::string(kTestTypes.wire(answer.type))) : json(nullptr);
    out["outcome"] = std::string(kDispositions.wire(answer.disposition));
    out["message"] = answer.message;
    out["estimated_minutes"] = or_null(answer.estimated_minutes);
    out["warnings"] = answer.warnings;
    out["result"] = answer.result ? log_entry_to_json(*answer.result) : json(nullptr);
    // The drive's last read: capabilities, status, log (null when it could not be read).
    for (const char* key : {"capabilities", "status", "log_read", "log"}) out[key] = nullptr;
    if (answer.state) {
        const json state = selftests_to_json(*answer.state);
        for (const auto& [key, value] : state.items()) out[key] = value;
    }
    json findings = json::array();
    if (answer.state && answer.state->log_read) {
        if (const auto finding = selftest_finding(*answer.state)) findings.push_back(finding_to_json(*finding));
    }
    out["findings"] = findings;
    out["commands"] = answer.commands;
    out["error"] = answer.error ? error_to_json(*answer.error)["error"] : json(nullptr);
    out["schedule"] = answer.schedule ? decision_to_json(*answer.schedule) : json(nullptr);
    return out;
}

std::string drive_title(const DriveInfo& drive) {
    std::string title = drive.device;
    if (drive.model || drive.serial) {
        title += " (" + drive.model.value_or("") + (drive.model && drive.serial ? ", " : "") + drive.serial.value_or("") + ")";
    }
    return title;
}

} // namespace

json answers_to_json(const std::vector<DriveAnswer>& answers) {
    json drives = json::array();
    for (const auto& answer : answers) drives.push_back(answer_to_json(answer));
    return json{{"self_tests", drives}};
}

std::string answers_to_text(const std::vector<DriveAnswer>& answers) {
    std::ostringstream out;
    for (const auto& answer : answers) {
        out << drive_title(answer.drive) << ": " << answer.message << "\n";
        for (const auto& warning : answer.warnings) out << "  Warning: " << warning << "\n";
        if (answer.state && answer.action == Action::Log && answer.state->capabilities.supported) {
            out << selftest_log_to_text(*answer.state, "  ");
            if (const auto finding = selftest_finding(*answer.state)) {
                out << "  " << severity_name(finding->severity) << ": " << finding->title << " — " << finding->fix << "\n";
            }
        }
        if (answer.schedule) out << "  Schedule: " << decision_words(*answer.schedule) << "\n";
    }
    return out.str();
}

json scheduled_to_json(const std::vector<ScheduledOutcome>& outcomes) {
    json drives = json::array();
    for (const auto& outcome : outcomes) {
        const ScheduleDecision& decision = outcome.decision;
        json out = decision_to_json(decision);
        out["device"] = decision.device;
        out["started"] = outcome.start ? json(std::string(kDispositions.wire(outcome.start->disposition))) : json(nullptr);
        out["message"] = outcome.start ? json(outcome.start->message) : json(nullptr);
        out["error"] = outcome.error ? error_to_json(*outcome.error)["error"] : json(nullptr);
        drives.push_back(std::move(out));
    }
    return drives;
}

std::string scheduled_to_text(const std::vector<ScheduledOutcome>& outcomes) {
    std::ostringstream out;
    for (const auto& outcome : outcomes) {
        const ScheduleDecision& decision = outcome.decision;
        out << "self-test " << decision.device << ": ";
        if (outcome.error && !outcome.start) {
            out << outcome.error->message << "\n";
            continue;
        }
        out << decision_words(decision);
        if (outcome.start) out << ": " << outcome.start->message;
        out << "\n";
    }
    return out.str();
}

ordered_json progress_to_json(const Progress& progress) {
    ordered_json line;
    line["event"] = "progress";
    line["action"] = "selftest";
    line["device"] = progress.device;
    line["type"] = std::string(kTestTypes.wire(progress.type));
    line["percent"] = progress.percent_done ? ordered_json(*progress.percent_done) : ordered_json(nullptr);
    line["elapsed_seconds"] = progress.elapsed_seconds;
    line["estimated_total_seconds"] = progress.estimated_total_seconds ? ordered_json(*progress.estimated_total_seconds) : ordered_json(nullptr);
    line["message"] = progress.words;
    return line;
}

std::string progress_to_text(const Progress& progress) {
    char line[256];
    std::snprintf(line, sizeof line, "selftest %s (%s): ", progress.device.c_str(),
                  std::string(kTestTypes.wire(progress.type)).c_str());
    std::string text = line;
    if (progress.percent_done) {
        std::snprintf(line, sizeof line, "%.0f %% done, ", *progress.percent_done);
        text += line;
    }
    std::snprintf(line, sizeof line, "%.0f s elapsed", progress.elapsed_seconds);
    text += line;
    if (progress.estimated_total_seconds) {
        std::snprintf(line, sizeof line, " of about %.0f min", *progress.estimated_total_seconds / 60.0);
        text += line;
    }
    return text + " — " + progress.words;
}

} // namespace ssd::selftest
