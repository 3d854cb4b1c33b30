#include "core/actions/trim.h"

#include <algorithm>
#include <sstream>

#include "core/actions/cancellation.h"
#include "core/actions/mount_paths.h"
#include "core/util/units.h"
#include "core/util/plain_text.h"

namespace ssd::actions {

namespace {

// How closely `directory` matches a filesystem: the length of the mount
// name it lies under (longer = more specific: /mnt/data over /), 0 when it
// is not on it. On Windows a volume is also reached through its volume
// GUID path, which is its source.
std::size_t match_length(const std::string& directory, const MountedFilesystem& filesystem) {
    std::size_t best = 0;
    if (path_is_on_mount(directory, filesystem.mountpoint)) best = filesystem.mountpoint.size();
    if (is_volume_guid_path(filesystem.source) && path_is_on_mount(directory, filesystem.source)) {
        best = std::max(best, filesystem.source.size());
    }
    return best;
}

bool contains(const std::vector<std::string>& list, const std::string& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

} // namespace

std::vector<MountedFilesystem> select_by_directory(const std::vector<MountedFilesystem>& all,
                                                   const std::string& directory) {
    const MountedFilesystem* best = nullptr;
    std::size_t best_length = 0;
    for (const auto& f : all) {
        const std::size_t length = match_length(directory, f);
        if (length > best_length) {
            best = &f;
            best_length = length;
        }
    }
    if (!best) return {};
    return {*best};
}

std::vector<MountedFilesystem> select_by_device(const std::vector<MountedFilesystem>& all,
                                                const std::string& kernel_name) {
    std::vector<MountedFilesystem> result;
    for (const auto& f : all) {
        if (f.block_device == kernel_name || contains(f.partitions, kernel_name) || contains(f.drives, kernel_name)) {
            result.push_back(f);
        }
    }
    return result;
}

Result<CommandOutput> run_plan_command(CommandRunner& runner, const safety::PlanStep& step) {
    Command command;
    command.argv = step.argv;
    if (step.timeout) command.timeout = *step.timeout;
    auto output = runner.run(command);
    if (!output) return output;
    if (output->timed_out) {
        return fail(ErrorCode::ToolFailed, describe_argv(step.argv) + " did not finish in time");
    }
    if (output->killed_by_signal || output->exit_status != 0) {
        const std::string detail = !output->err.empty() ? first_line(output->err) : first_line(output->out);
        return fail(ErrorCode::ToolFailed, describe_argv(step.argv) + " failed (exit status " +
                                               std::to_string(output->exit_status) + ")" +
                                               (detail.empty() ? "" : ": " + detail));
    }
    return output;
}

Result<TrimReport> run_trim(ActionPlatform& platform, const TrimRequest& request, StopToken stop) {
    auto all = platform.filesystems().mounted_filesystems();
    if (!all) return tl::unexpected(all.error());
    std::vector<MountedFilesystem> chosen;
    std::string what;
    if (!request.target) {
        chosen = *all;
        what = "any mounted filesystem";
    } else if (auto directory = platform.filesystems().canonical_directory(*request.target)) {
        chosen = select_by_directory(*all, *directory);
        what = *request.target;
        if (chosen.empty()) {
            return fail(ErrorCode::Refused, *request.target + " is not on a filesystem mounted from a block device, "
                                                              "so there is nothing to trim");
        }
    } else {
        auto name = platform.devices().block_device_name(*request.target);
        if (!name) {
            if (name.error().code == ErrorCode::NotADrive) {
                return fail(name.error().code, *request.target + " is neither a directory nor a block device");
            }
            return tl::unexpected(name.error());
        }
        chosen = select_by_device(*all, *name);
        what = *request.target;
        if (chosen.empty()) {
            return fail(ErrorCode::Refused,
                        "no filesystem on " + *request.target + " is mounted, so there is no free space to trim " +
                            "(an unused device can be discarded as a whole with `ssdtool discard " +
                            *request.target + "`)");
        }
    }

    TrimReport report;
    report.dry_run = request.dry_run;
    report.plan.action = "trim";
    report.plan.target = request.target.value_or("all mounted filesystems");
    for (const auto& f : chosen) {
        TrimmedFilesystem entry{f.mountpoint, f.source, f.fstype, std::nullopt, f.cannot_trim};
        if (!f.cannot_trim) {
            report.plan.steps.push_back(safety::ioctl_step(platform.filesystems().trim_step_description(f.mountpoint)));
        }
        report.filesystems.push_back(std::move(entry));
    }
    if (request.dry_run) return report;

    bool any_trimmed = false;
    std::string reasons;
    std::size_t trimmed = 0;
    for (auto& entry : report.filesystems) {
        if (!entry.reason && stop.stop_requested()) {
            entry.reason = "cancelled before its turn";
            if (!report.cancelled) {
                report.cancelled = true;
                report.state = "stopped after " + std::to_string(trimmed) + " filesystem(s) had been trimmed; the " +
                               "others were not touched (TRIM only discards free space, nothing is lost either way)";
            }
            continue;
        }
        if (!entry.reason) {
            auto bytes = platform.filesystems().trim_filesystem(entry.mountpoint);
            if (bytes) {
                entry.bytes_trimmed = *bytes;
                any_trimmed = true;
                ++trimmed;
                continue;
            }
            if (bytes.error().code == ErrorCode::PermissionDenied) return tl::unexpected(bytes.error());
            entry.reason = bytes.error().message;
        }
        reasons += (reasons.empty() ? "" : "; ") + entry.mountpoint + ": " + *entry.reason;
    }
    if (!any_trimmed && !report.cancelled) {
        if (report.filesystems.empty()) {
            return fail(ErrorCode::Refused, "no filesystem mounted from a block device was found to trim");
        }
        return fail(ErrorCode::Refused, "nothing could be trimmed on " + what + " (" + reasons + ")");
    }
    return report;
}

nlohmann::json trim_report_to_json(const TrimReport& report) {
    nlohmann::json filesystems = nlohmann::json::array();
    for (const auto& f : report.filesystems) {
        filesystems.push_back(
            {{"mountpoint", f.mountpoint},
             {"device", f.device},
             {"fstype", f.fstype},
             {"bytes_trimmed", f.bytes_trimmed ? nlohmann::json(*f.bytes_trimmed) : nlohmann::json(nullptr)},
             {"trimmed", f.bytes_trimmed.has_value()},
             {"reason", f.reason ? nlohmann::json(*f.reason) : nlohmann::json(nullptr)}});
    }
    nlohmann::json doc = {{"filesystems", filesystems}, {"dry_run", report.dry_run}};
    if (report.dry_run) doc["plan"] = safety::plan_to_json(report.plan);
    add_cancellation(doc, report.cancelled, report.state);
    return doc;
}

std::string trim_report_to_text(const TrimReport& report) {
    std::ostringstream out;
    if (report.dry_run) {
        out << safety::plan_to_text(report.plan);
        for (const auto& f : report.filesystems) {
            if (f.reason) out << "  " << f.mountpoint << " would be skipped: " << *f.reason << "\n";
        }
        out << "Dry run: nothing was trimmed.\n";
        return out.str();
    }
    for (const auto& f : report.filesystems) {
        if (f.bytes_trimmed) {
            out << f.mountpoint << " (" << f.device << ", " << f.fstype << "): " << format_bytes(*f.bytes_trimmed)
                << " trimmed\n";
        } else {
            out << f.mountpoint << " (" << f.device << ", " << f.fstype << "): not trimmed: " << f.reason.value_or("?")
                << "\n";
        }
    }
    if (report.cancelled) out << cancellation_text(report.state);
    return out.str();
}

Result<PeriodicTrimReport> enable_periodic_trim(ActionPlatform& platform, bool dry_run) {
    PeriodicTrimReport report;
    report.dry_run = dry_run;
    const auto before = platform.filesystems().periodic_trim();
    if (before && before->enabled) {
        report.already_enabled = true;
        report.mechanism = before->mechanism;
        report.evidence = before->evidence;
        return report;
    }
    auto plan = platform.filesystems().plan_enable_periodic_trim();
    if (!plan) return tl::unexpected(plan.error());
    report.plan = *plan;
    if (dry_run) return report;
    for (const auto& step : report.plan.steps) {
        if (step.kind != safety::StepKind::Command) continue;
        if (auto ran = run_plan_command(platform.runner(), step); !ran) return tl::unexpected(ran.error());
    }
    const auto after = platform.filesystems().periodic_trim();
    if (!after || !after->enabled) {
        return fail(ErrorCode::ToolFailed, "the steps ran, but periodic TRIM still does not show as enabled: " +
                                               (after ? after->evidence : after.reason()));
    }
    report.mechanism = after->mechanism;
    report.evidence = after->evidence;
    return report;
}

nlohmann::json periodic_trim_report_to_json(const PeriodicTrimReport& report) {
    nlohmann::json doc = {{"periodic_trim", {{"enabled", report.dry_run ? nlohmann::json(nullptr) : nlohmann::json(true)},
                                             {"already_enabled", report.already_enabled},
                                             {"mechanism", report.mechanism},
                                             {"evidence", report.evidence}}},
                          {"dry_run", report.dry_run}};
    if (!report.already_enabled) doc["plan"] = safety::plan_to_json(report.plan);
    return doc;
}

std::string periodic_trim_report_to_text(const PeriodicTrimReport& report) {
    if (report.already_enabled) {
        return "Periodic TRIM is already on (" + report.mechanism + ": " + report.evidence + ").\n";
    }
    if (report.dry_run) return safety::plan_to_text(report.plan) + "Dry run: nothing was changed.\n";
    return "Periodic TRIM is now on (" + report.mechanism + ": " + report.evidence + ").\n";
}

} // namespace ssd::actions
