#include "core/actions/windows/hibernation_commands.h"

#include <sstream>

#include "core/actions/hibernation.h"
#include "core/util/join.h"
#include "core/util/json_util.h"
#include "core/util/units.h"
#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

std::string lowercase(std::string text) {
    for (char& c : text) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return text;
}

std::string state_of(const HibernationSettings& s) {
    switch (s.availability) {
    case HibernationAvailability::Enabled: return "enabled";
    case HibernationAvailability::Disabled: return "disabled";
    case HibernationAvailability::Unsupported: return "unsupported";
    case HibernationAvailability::NotListed: break;
    }
    return s.facts.enabled ? "enabled" : "disabled";
}

std::vector<std::string> explain(const HibernationSettings& s, const std::string& state) {
    std::vector<std::string> lines;
    const HibernationFacts& h = s.facts;
    if (state == "enabled") {
        lines.push_back(h.file_path + " keeps " + (h.file_bytes ? format_bytes(*h.file_bytes) : "an unknown amount") +
                        " on the system drive" + (h.file_type ? " (a " + *h.file_type + " hibernation file)" : "") +
                        ": Windows writes the memory in use to it when it hibernates and, with Fast Startup, at "
                        "every shutdown");
        lines.emplace_back("`ssdtool hibernation off` deletes it (Fast Startup goes off with it); `ssdtool hibernation "
                           "reduced` keeps Fast Startup with a file of about 20 % of RAM; `ssdtool hibernation size "
                           "PERCENT` sizes it to 40-100 % of RAM");
    } else if (state == "disabled") {
        lines.emplace_back("hibernation is off, so there is no hiberfil.sys; `ssdtool hibernation on` turns it on "
                           "(Windows creates the file, about 40 % of RAM for a full one)");
    } else {
        const std::string reasons = join(s.unavailable_reasons, " ");
        lines.push_back("Windows cannot hibernate here" + (reasons.empty() ? std::string(".") : ": " + reasons));
    }
    if (s.availability == HibernationAvailability::NotListed) {
        lines.emplace_back("powercfg /a could not be read (not run, or not in English): the state comes from the "
                           "registry value HibernateEnabled");
    }
    return lines;
}

bool already_so(const WindowsHibernationReport& now, const HibernationRequest& request) {
    switch (request.change) {
    case HibernationChange::On: return now.state == "enabled";
    case HibernationChange::Off: return now.state != "enabled";
    case HibernationChange::Reduced: return now.state == "enabled" && now.settings.facts.file_type == "reduced";
    case HibernationChange::Full: return now.state == "enabled" && now.settings.facts.file_type == "full";
    case HibernationChange::SizePercent: return false;
    }
    return false;
}

Result<void> run_powercfg(CommandRunner& runner, const safety::PlanStep& step) {
    auto output = runner.run(Command{step.argv, step.timeout.value_or(60s)});
    if (!output) return tl::unexpected(output.error());
    if (output->timed_out) return fail(ErrorCode::ToolFailed, describe_argv(step.argv) + " did not finish in time");
    if (output->exit_status == 0 && !output->killed_by_signal) return {};
    const std::string said(trim(console_text(output->out + output->err)));
    // English wording only; any other failure keeps powercfg's own words.
    const std::string lower = lowercase(said);
    if (lower.find("administrator") != std::string::npos || lower.find("permission") != std::string::npos) {
        return fail(ErrorCode::PermissionDenied,
                    "powercfg needs administrator rights (an elevated prompt, or the GUI's helper): " + said);
    }
    return fail(ErrorCode::ToolFailed, describe_argv(step.argv) + " failed (exit status " +
                                           std::to_string(output->exit_status) + ")" + (said.empty() ? "" : ": " + said));
}

} // namespace

Result<WindowsHibernationReport> show_windows_hibernation(MemorySettings& settings) {
    auto read = settings.hibernation();
    if (!read) return tl::unexpected(read.error());
    WindowsHibernationReport report;
    report.settings = std::move(*read);
    report.state = state_of(report.settings);
    report.explanation = explain(report.settings, report.state);
    return report;
}

Result<WindowsHibernationReport> change_windows_hibernation(MemorySettings& settings, CommandRunner& runner,
                                                            const HibernationRequest& request, bool dry_run) {
    auto shown = show_windows_hibernation(settings);
    if (!shown) return shown;
    WindowsHibernationReport report = std::move(*shown);
    report.dry_run = dry_run;
    if (already_so(report, request)) {
        report.explanation.insert(report.explanation.begin(), "nothing to change: it is so already");
        return report;
    }
    if (report.state == "unsupported") {
        return fail(ErrorCode::Refused, "hibernation cannot be changed: " + report.explanation.front());
    }
    auto plan = plan_hibernation(request);
    if (!plan) return tl::unexpected(plan.error());
    report.plan = std::move(*plan);
    if (dry_run) return report;
    for (const auto& step : report.plan.steps) {
        if (auto ran = run_powercfg(runner, step); !ran) return tl::unexpected(ran.error());
    }
    auto after = show_windows_hibernation(settings);
    if (!after) return tl::unexpected(after.error());
    after->plan = std::move(report.plan);
    after->changed = true;
    return after;
}

json windows_hibernation_to_json(const WindowsHibernationReport& report) {
    const HibernationFacts& h = report.settings.facts;
    const bool enabled = report.state == "enabled";
    json doc = {{"state", report.state},
                {"supported", report.state != "unsupported"},
                {"mode", enabled ? json(h.file_type.value_or("on")) : json("off")},
                {"memory_bytes", optional_json(h.memory_bytes)},
                {"reserved_bytes", enabled ? optional_json(h.file_bytes) : json(nullptr)},
                {"image_size_bytes", optional_json(h.file_bytes)},
                {"file", h.file_path},
                {"file_bytes", optional_json(h.file_bytes)},
                {"file_type", optional_json(h.file_type)},
                {"unavailable_reasons", report.settings.unavailable_reasons},
                {"masked", false},                  // systemd's, Linux only
                {"resume_device", nullptr},         // Linux only: Windows resumes from hiberfil.sys
                {"resume_parameter", nullptr},
                {"resume_offset", nullptr},
                {"swap_on_resume_bytes", nullptr},
                {"explanation", report.explanation},
                {"changed", report.changed},
                {"dry_run", report.dry_run}};
    if (!report.plan.steps.empty()) doc["plan"] = safety::plan_to_json(report.plan);
    return doc;
}

std::string windows_hibernation_to_text(const WindowsHibernationReport& report) {
    std::ostringstream out;
    out << "Hibernation: " << report.state << "\n";
    const HibernationFacts& h = report.settings.facts;
    if (h.file_bytes) out << "Hibernation file: " << h.file_path << ", " << format_bytes(*h.file_bytes) << "\n";
    if (h.memory_bytes) out << "Memory: " << format_bytes(*h.memory_bytes) << "\n";
    return out.str() + actions::explanation_and_plan_text(report.explanation, report.plan, report.dry_run);
}

} // namespace ssd::windows
