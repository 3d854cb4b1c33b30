// Linux: which device a path names, and who uses it — the observations the
// safety rules (core/safety) judge before anything destructive runs:
//   - mounted filesystems on the device, its partitions or layers stacked on
//     them (/proc/self/mountinfo through the setup inspector's stacking walk),
//   - active swap on it (/proc/swaps, swap files included),
//   - holders (sysfs holders/: device-mapper, md RAID, bcache),
//   - the running system's drive (the drives under /, /boot, /boot/efi, /efi,
//     /usr, /var),
//   - an exclusive open by another program (open with O_EXCL fails with
//     EBUSY: the kernel's own claim, as mount, swapon, dm and md take it).
// Everything is read below configurable roots, so tests use captured trees
// and a fake O_EXCL probe.
#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "core/actions/action_target.h"
#include "core/safety/safety_rules.h"
#include "core/util/error.h"

namespace ssd::linux_platform {

struct DevicePaths {
    std::filesystem::path sys = "/sys";
    std::filesystem::path proc = "/proc";
    std::filesystem::path dev = "/dev";
    std::filesystem::path root = "/";
};

enum class ExclusiveProbe {
    Free,    // opened with O_EXCL (and closed again at once)
    Busy,    // EBUSY: mounted, swap, claimed by dm/md, or held open with O_EXCL
    Missing, // no such node
    Denied,  // EACCES/EPERM: needs root
    Failed,  // any other error
};
using ExclusiveOpenProbe = std::function<ExclusiveProbe(const std::string& node)>;
// The production probe: open(node, O_RDONLY | O_EXCL | O_NONBLOCK | O_CLOEXEC).
ExclusiveProbe probe_exclusive_open(const std::string& node);

// The mountpoints whose drives are "the running system".
inline constexpr const char* kSystemMountpoints[] = {"/", "/boot", "/boot/efi", "/efi", "/usr", "/var"};

class DeviceUsageInspector {
public:
    explicit DeviceUsageInspector(DevicePaths paths = {}, ExclusiveOpenProbe probe = probe_exclusive_open);

    // The whole device `path` names: a drive (/dev/sda, /dev/nvme0n1), an
    // NVMe controller (/dev/nvme0), or a loop device. NoSuchDevice when the
    // path does not exist; NotADrive for a partition (naming the whole
    // drive), a device-mapper/RAID/ram device, or anything else.
    Result<actions::ActionTarget> resolve(const std::string& path);

    // The kernel's name of the device `path` names, whatever it is: "sdb",
    // "sdb1", "dm-0", "nvme0" (an NVMe controller). NoSuchDevice when the
    // path does not exist; NotADrive when it is not a device at all.
    Result<std::string> kernel_name(const std::string& path);

    // Who uses the target (all its block devices and their partitions).
    // PermissionDenied when the exclusive-open probe needs root.
    Result<safety::UsageReport> usage(const actions::ActionTarget& target);

    const DevicePaths& paths() const { return paths_; }

private:
    DevicePaths paths_;
    ExclusiveOpenProbe probe_;

    Result<actions::ActionTarget> resolve_name(const std::string& name, const std::string& given_path);
};

} // namespace ssd::linux_platform
