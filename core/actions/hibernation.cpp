#include "core/actions/hibernation.h"

#include <sstream>

#include "core/actions/swap.h"
#include "core/actions/trim.h"
#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd::actions {

using nlohmann::json;

Result<HibernationReport> show_hibernation(ActionPlatform& platform) {
    HibernationReport report;
    report.observed = swap_files_of(platform).hibernation_state();
    report.memory_bytes = platform.memory().memory_total_bytes();
    if (!report.observed) {
        report.state = "unknown";
        report.explanation.push_back(report.observed.reason());
        return report;
    }
    const auto& h = *report.observed;
    if (!report.memory_bytes) report.memory_bytes = h.memory_bytes;
    for (const auto& unit : kHibernateUnits) {
        if (platform.services().unit_masked(unit)) report.masked = true;
    }
    const auto areas = swap_files_of(platform).swap_areas();
    if (h.resume_device && areas) {
        std::uint64_t bytes = 0;
        for (const auto& a : *areas) {
            if (a.block_device == *h.resume_device) bytes += a.size_bytes;
        }
        report.swap_on_resume_bytes = bytes;
    }
    if (!h.supported) {
        report.state = "unsupported";
        report.explanation.push_back("the kernel cannot hibernate here (no \"disk\" in /sys/power/state): it lacks "
                                     "CONFIG_HIBERNATION, or Secure Boot lockdown forbids it");
    } else if (!h.resume_device && !h.resume_parameter) {
        report.state = "not-configured";
        report.explanation.push_back("no resume device is configured (no resume= kernel parameter, /sys/power/resume "
                                     "is 0:0), so the kernel would not find a memory image at boot");
    } else if (report.masked) {
        report.state = "disabled";
        report.explanation.push_back("systemd's hibernate.target is masked: hibernation is switched off");
    } else {
        report.state = "enabled";
    }
    if (report.swap_on_resume_bytes && report.memory_bytes && *report.swap_on_resume_bytes < *report.memory_bytes) {
        report.explanation.push_back("the swap on the resume device (" + format_bytes(*report.swap_on_resume_bytes) +
                                     ") is smaller than the memory (" + format_bytes(*report.memory_bytes) +
                                     "): hibernating fails when the memory in use does not compress into it");
    }
    if (report.state == "enabled" && report.swap_on_resume_bytes) {
        report.explanation.push_back(format_bytes(*report.swap_on_resume_bytes) +
                                     " of swap on the drive are kept for the memory image");
    }
    return report;
}

Result<HibernationReport> set_hibernation(ActionPlatform& platform, bool enable, bool dry_run) {
    auto shown = show_hibernation(platform);
    if (!shown) return shown;
    HibernationReport report = *shown;
    report.dry_run = dry_run;
    report.plan.action = enable ? "hibernation-on" : "hibernation-off";
    report.plan.target = "hibernation";
    if (!report.observed) return fail(ErrorCode::InputUnreadable, "hibernation cannot be read: " + report.observed.reason());
    const bool systemd = platform.services().service_manager_running();
    if (enable) {
        if (report.state == "unsupported" || report.state == "not-configured") {
            std::string how = report.state == "unsupported"
                                  ? "it cannot be turned on here: " + report.explanation.front()
                                  : "it cannot be turned on by ssdtool: " + report.explanation.front() +
                                        ". Configure it in the boot loader: add resume=UUID=<the swap's UUID> (for a "
                                        "swap file also resume_offset=<its first physical block, from `filefrag -v`>) "
                                        "to the kernel command line, make sure the initramfs has the resume hook, and "
                                        "keep swap at least as large as the memory";
            return fail(ErrorCode::Refused, "hibernation " + how);
        }
        if (report.swap_on_resume_bytes && report.memory_bytes && *report.swap_on_resume_bytes < *report.memory_bytes) {
            return fail(ErrorCode::Refused, "hibernation stays off: " + report.explanation.back() +
                                                "; grow it first (`ssdtool swap resize " +
                                                std::to_string(*report.memory_bytes / (1ULL << 20) + 1) + "m`)");
        }
        if (!report.masked) return report; // nothing to change
        std::vector<std::string> argv{"systemctl", "unmask"};
        argv.insert(argv.end(), kHibernateUnits.begin(), kHibernateUnits.end());
        report.plan.steps.push_back(safety::command_step(argv, "allow systemd to hibernate again"));
    } else {
        if (report.state != "enabled") return report; // already off
        if (!systemd) {
            return fail(ErrorCode::Refused, "hibernation cannot be switched off by ssdtool here: systemd is not running; "
                                            "remove the resume= parameter from the kernel command line instead");
        }
        std::vector<std::string> argv{"systemctl", "mask"};
        argv.insert(argv.end(), kHibernateUnits.begin(), kHibernateUnits.end());
        report.plan.steps.push_back(safety::command_step(
            argv, "forbid hibernation (and hybrid sleep); the resume= parameter can stay, and the swap kept for the "
                  "image can then shrink with `ssdtool swap resize`"));
    }
    if (dry_run) return report;
    for (const auto& step : report.plan.steps) {
        if (auto ran = run_plan_command(platform.runner(), step); !ran) return tl::unexpected(ran.error());
    }
    report.changed = true;
    auto after = show_hibernation(platform);
    if (after) {
        after->plan = report.plan;
        after->changed = true;
        return after;
    }
    return report;
}

json hibernation_to_json(const HibernationReport& report) {
    json doc = {{"state", report.state},
                {"masked", report.masked},
                {"memory_bytes", optional_json(report.memory_bytes)},
                {"swap_on_resume_bytes", optional_json(report.swap_on_resume_bytes)},
                {"reserved_bytes", report.state == "enabled" ? optional_json(report.swap_on_resume_bytes) : json(nullptr)},
                {"explanation", report.explanation},
                {"changed", report.changed},
                {"dry_run", report.dry_run}};
    if (report.observed) {
        const auto& h = *report.observed;
        doc["supported"] = h.supported;
        doc["mode"] = h.mode;
        doc["resume_device"] = h.resume_device ? json("/dev/" + *h.resume_device) : json(nullptr);
        doc["resume_parameter"] = optional_json(h.resume_parameter);
        doc["resume_offset"] = optional_json(h.resume_offset);
        doc["image_size_bytes"] = optional_json(h.image_size_bytes);
    } else {
        doc["supported"] = nullptr;
        doc["unknown_reason"] = report.observed.reason();
    }
    if (!report.plan.steps.empty()) doc["plan"] = safety::plan_to_json(report.plan);
    return doc;
}

std::string hibernation_to_text(const HibernationReport& report) {
    std::ostringstream out;
    out << "Hibernation: " << report.state << "\n";
    if (report.observed && report.observed->resume_device) {
        out << "Resume device: /dev/" << *report.observed->resume_device;
        if (report.observed->resume_offset) out << " (offset " << *report.observed->resume_offset << ")";
        out << "\n";
    }
    if (report.memory_bytes) out << "Memory: " << format_bytes(*report.memory_bytes) << "\n";
    return out.str() + explanation_and_plan_text(report.explanation, report.plan, report.dry_run);
}

std::string explanation_and_plan_text(const std::vector<std::string>& explanation, const safety::ActionPlan& plan,
                                      bool dry_run) {
    std::string text;
    for (const auto& line : explanation) text += "  " + line + "\n";
    if (!plan.steps.empty()) {
        text += safety::plan_to_text(plan);
        if (dry_run) text += "Dry run: nothing was changed.\n";
    }
    return text;
}

} // namespace ssd::actions
