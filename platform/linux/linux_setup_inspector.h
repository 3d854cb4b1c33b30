// SetupInspector for Linux: sysfs (controller driver, SATA/PCIe link,
// partitions, discard, write cache, /sys/power), /proc/self/mountinfo,
// /proc/swaps, /proc/cmdline (resume=), /proc/meminfo, statvfs, and the
// systemd/cron configuration of periodic TRIM. Every path is read below a
// configurable root, so tests point it at captured trees; free space comes
// from a probe that tests replace with recorded numbers.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/checks/setup_inspector.h"

namespace ssd::linux_platform {

struct LinuxSetupRoots {
    std::filesystem::path sys = "/sys";
    std::filesystem::path proc = "/proc";
    std::filesystem::path root = "/";   // /etc, /run, /usr/lib: systemd units and cron jobs
    std::filesystem::path dev = "/dev";
};

// Size and free space of the filesystem mounted at `mountpoint`.
using SpaceProbe = std::function<Result<FilesystemSpace>(const std::string& mountpoint)>;
// The production probe: statvfs(3).
Result<FilesystemSpace> statvfs_space(const std::string& mountpoint);

class LinuxSetupInspector final : public SetupInspector {
public:
    explicit LinuxSetupInspector(LinuxSetupRoots roots = {}, SpaceProbe space = statvfs_space);

    Result<DriveSetup> inspect_drive(const DriveInfo& drive) override;
    Result<SystemSetup> inspect_system() override;

    // Parts of inspect_system(), for tests.
    Observed<std::vector<FilesystemObservation>> filesystems();
    Observed<std::vector<SwapObservation>> swaps(const Observed<std::vector<FilesystemObservation>>& filesystems);
    Observed<HibernationObservation> hibernation();
    Observed<PeriodicTrimObservation> periodic_trim();
    // Every Intel storage controller (linux_setup_controllers.cpp); the checks pick those hiding drives.
    Observed<std::vector<IntelStorageControllerObservation>> intel_storage_controllers();

private:
    LinuxSetupRoots roots_;
    SpaceProbe space_;
};

} // namespace ssd::linux_platform
