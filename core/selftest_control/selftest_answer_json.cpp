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

using nlohmann::ordered_json;

template <typename T>
ordered_json or_null(const std::optional<T>& value) {
    return value ? ordered_json(*value) : ordered_json(nullptr);
}

ordered_json answer_to_json(const DriveAnswer& answer) {
    ordered_json json;
    json["device"] = answer.drive.device;
    json["model"] = or_null(answer.drive.model);
    json["serial"] = or_null(answer.drive.serial);
    json["protocol"] = std::string(kProtocols.wire(answer.drive.protocol));
    json["action"] = std::string(kActions.wire(answer.action));
    json["type"] = answer.action == Action::Start ? ordered_json(std::string(kTestTypes.wire(answer.type))) : ordered_json(nullptr);
    json["outcome"] = std::string(kDispositions.wire(answer.disposition));
    json["message"] = answer.message;
    json["estimated_minutes"] = or_null(answer.estimated_minutes);
    json["warnings"] = answer.warnings;
    json["result"] = answer.result ? log_entry_to_json(*answer.result) : ordered_json(nullptr);
    if (answer.state) {
        const ordered_json state = selftests_to_json(*answer.state);
        for (const auto& [key, value] : state.items()) json[key] = value;
    }
    ordered_json findings = ordered_json::array();
    if (answer.state && answer.state->log_read) {
        for (const auto& finding : selftest_findings(*answer.state)) findings.push_back(finding_to_json(finding));
    }
    json["findings"] = findings;
    json["commands"] = answer.commands;
    json["error"] = answer.error ? error_to_json(*answer.error)["error"] : ordered_json(nullptr);
    return json;
}

std::string drive_title(const DriveInfo& drive) {
    std::string title = drive.device;
    if (drive.model || drive.serial) {
        title += " (" + drive.model.value_or("") + (drive.model && drive.serial ? ", " : "") + drive.serial.value_or("") + ")";
    }
    return title;
}

} // namespace

ordered_json answers_to_json(const std::vector<DriveAnswer>& answers) {
    ordered_json drives = ordered_json::array();
    for (const auto& answer : answers) drives.push_back(answer_to_json(answer));
    return ordered_json{{"self_tests", drives}};
}

std::string answers_to_text(const std::vector<DriveAnswer>& answers) {
    std::ostringstream out;
    for (const auto& answer : answers) {
        out << drive_title(answer.drive) << ": " << answer.message << "\n";
        for (const auto& warning : answer.warnings) out << "  Warning: " << warning << "\n";
        if (answer.state && answer.action == Action::Log && answer.state->capabilities.supported) {
            out << selftests_to_text(*answer.state);
            for (const auto& finding : selftest_findings(*answer.state)) {
                out << "  " << severity_name(finding.severity) << ": " << finding.title << " — " << finding.fix << "\n";
            }
        }
    }
    return out.str();
}

ordered_json scheduled_to_json(const std::vector<ScheduledOutcome>& outcomes) {
    ordered_json drives = ordered_json::array();
    for (const auto& outcome : outcomes) {
        const ScheduleDecision& decision = outcome.decision;
        ordered_json json;
        json["device"] = decision.device;
        json["decision"] = std::string(kDecisions.wire(decision.decision));
        json["type"] = std::string(kTestTypes.wire(decision.type));
        json["reason"] = decision.reason;
        json["due_at"] = decision.due_at ? ordered_json(iso_utc(*decision.due_at)) : ordered_json(nullptr);
        json["started"] = outcome.start ? ordered_json(std::string(kDispositions.wire(outcome.start->disposition)))
                                        : ordered_json(nullptr);
        json["message"] = outcome.start ? ordered_json(outcome.start->message) : ordered_json(nullptr);
        json["error"] = outcome.error ? error_to_json(*outcome.error)["error"] : ordered_json(nullptr);
        drives.push_back(std::move(json));
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
        if (decision.decision != Decision::NotScheduled) out << kTestTypes.wire(decision.type) << " ";
        out << kDecisions.label(decision.decision);
        if (!decision.reason.empty()) out << " (" << decision.reason << ")";
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
    line["percent"] = or_null(progress.percent_done);
    line["elapsed_seconds"] = progress.elapsed_seconds;
    line["estimated_total_seconds"] = or_null(progress.estimated_total_seconds);
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
