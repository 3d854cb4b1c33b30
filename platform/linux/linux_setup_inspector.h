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

private:
    LinuxSetupRoots roots_;
    SpaceProbe space_;
};

// ---- pure parsers of the kernel's text formats (tested on captured files) ----

struct MountEntry {
    unsigned major = 0;
    unsigned minor = 0;
    std::string root;         // the part of the filesystem mounted ("/" unless a bind mount)
    std::string mountpoint;
    std::vector<std::string> options;       // per-mount options
    std::string fstype;
    std::string source;
    std::vector<std::string> super_options; // per-superblock options ("discard" lives here for ext4)
};
// /proc/PID/mountinfo (proc(5)); malformed lines are skipped.
std::vector<MountEntry> parse_mountinfo(std::string_view text);

struct SwapEntry {
    std::string path;
    std::string type;  // "partition" | "file"
    std::uint64_t size_bytes = 0;
    std::uint64_t used_bytes = 0;
    int priority = 0;
};
// /proc/swaps (sizes in KiB there).
std::vector<SwapEntry> parse_proc_swaps(std::string_view text);

// "\040" → " " (mountinfo and /proc/swaps escape blanks in paths).
std::string unescape_octal(std::string_view text);
// The value of NAME= in a kernel command line; the last one wins, as in the kernel.
std::optional<std::string> kernel_parameter(std::string_view cmdline, std::string_view name);
// libata's "1.5 Gbps" / "3.0 Gbps" / "6.0 Gbps" → 1500 / 3000 / 6000; "<unknown>" → nullopt.
std::optional<std::uint32_t> parse_sata_speed_mbps(std::string_view text);
// PCI "8.0 GT/s PCIe" / "2.5 GT/s" → 8000 / 2500; "Unknown" → nullopt.
std::optional<std::uint32_t> parse_pcie_speed_mts(std::string_view text);
// The highest SATA generation in IDENTIFY DEVICE word 76, from libata's
// ata_device `id` attribute (256 hex words, 8 per line).
std::optional<std::uint32_t> sata_max_from_identify(std::string_view id_text);
// The interface speed support (ISS) field of the AHCI CAP register ("0x…").
std::optional<std::uint32_t> ahci_caps_max_mbps(std::string_view caps_text);
// The selected entry and all entries of "[platform] shutdown reboot".
std::pair<std::string, std::vector<std::string>> parse_bracketed_choice(std::string_view text);

} // namespace ssd::linux_platform
