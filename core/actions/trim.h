// `ssdtool trim`: free-space TRIM of mounted filesystems (FITRIM on Linux),
// and turning on periodic TRIM. Nothing but the filesystems' free space is
// ever discarded: the filesystem itself decides which blocks are free.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/util/stop_token.h"

namespace ssd::actions {

struct TrimRequest {
    // A mountpoint (or any directory: its filesystem), a device (every
    // filesystem mounted from it or its partitions), or nothing: every
    // mounted filesystem on a block device.
    std::optional<std::string> target;
    bool dry_run = false;
};

struct TrimmedFilesystem {
    std::string mountpoint;
    std::string device;                     // the mounted device: "/dev/sda2"
    std::string fstype;
    std::optional<std::uint64_t> bytes_trimmed; // null when not trimmed
    std::optional<std::string> reason;          // why not
};

struct TrimReport {
    std::vector<TrimmedFilesystem> filesystems;
    bool dry_run = false;
    safety::ActionPlan plan;
    // Stopped between two filesystems: those after it were not trimmed
    // (each says so), and `state` sums it up.
    bool cancelled = false;
    std::string state;
};

// Trims (or, dry, plans). Fails with Refused when nothing can be trimmed
// (each reason in the message), NoSuchDevice/NotADrive for a bad target,
// PermissionDenied without root. A stop is honoured between filesystems.
Result<TrimReport> run_trim(ActionPlatform& platform, const TrimRequest& request, StopToken stop = {});

// Pure selection: which filesystems a target stands for. `directory` is a
// canonical path (the filesystem containing it is chosen: POSIX or Windows
// paths, mount_paths.h), `device` a kernel name (filesystems on it, on its
// partitions, or on layers above).
std::vector<MountedFilesystem> select_by_directory(const std::vector<MountedFilesystem>& all, const std::string& directory);
std::vector<MountedFilesystem> select_by_device(const std::vector<MountedFilesystem>& all, const std::string& kernel_name);

nlohmann::json trim_report_to_json(const TrimReport& report);
std::string trim_report_to_text(const TrimReport& report);

// `ssdtool trim --enable-periodic`.
struct PeriodicTrimReport {
    bool already_enabled = false;
    bool dry_run = false;
    safety::ActionPlan plan;
    std::string mechanism;   // "systemd fstrim.timer"
    std::string evidence;    // what shows it is on now
};
Result<PeriodicTrimReport> enable_periodic_trim(ActionPlatform& platform, bool dry_run);
nlohmann::json periodic_trim_report_to_json(const PeriodicTrimReport& report);
std::string periodic_trim_report_to_text(const PeriodicTrimReport& report);

// Runs one Command step of a plan through the runner: ToolFailed (with the
// tool's stderr) when it exits non-zero, ToolMissing when it is not installed.
Result<CommandOutput> run_plan_command(CommandRunner& runner, const safety::PlanStep& step);

} // namespace ssd::actions
