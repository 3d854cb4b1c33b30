#include "platform/linux/device_usage.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <fstream>

#include "core/util/units.h"
#include "core/linux/text_words.h"
#include "platform/linux/sysfs_attr.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/sysfs_drive_inventory.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;
using actions::ActionTarget;
using safety::DeviceUse;
using safety::UsageReport;

namespace {

// Entries of a sysfs directory, without the .keep files captured trees carry.
std::vector<std::string> entries(const fs::path& dir) {
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (!name.starts_with(".")) names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

// "nvme0n1" → "nvme0"; "" for anything else.
std::string nvme_controller_of(const std::string& name) {
    if (!name.starts_with("nvme")) return {};
    const auto n = name.find('n', 4);
    if (n == std::string::npos) return {};
    return name.substr(0, n);
}

bool contains(const std::vector<std::string>& list, const std::string& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

} // namespace

ExclusiveProbe probe_exclusive_open(const std::string& node) {
    const int fd = ::open(node.c_str(), O_RDONLY | O_EXCL | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) {
        ::close(fd);
        return ExclusiveProbe::Free;
    }
    switch (errno) {
    case EBUSY: return ExclusiveProbe::Busy;
    case ENOENT:
    case ENXIO:
    case ENODEV: return ExclusiveProbe::Missing;
    case EACCES:
    case EPERM: return ExclusiveProbe::Denied;
    default: return ExclusiveProbe::Failed;
    }
}

DeviceUsageInspector::DeviceUsageInspector(DevicePaths paths, ExclusiveOpenProbe probe)
    : paths_(std::move(paths)), probe_(std::move(probe)) {}

Result<std::string> DeviceUsageInspector::kernel_name(const std::string& path) {
    std::error_code ec;
    if (!fs::exists(path, ec)) return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    // A node in the /dev this inspector reads (or a link to one, like
    // /dev/disk/by-id/…): its name says which device it is.
    const fs::path real = fs::canonical(path, ec);
    const fs::path dev_root = fs::weakly_canonical(paths_.dev, ec);
    if (!real.empty() && real.parent_path() == dev_root) {
        const std::string name = real.filename().string();
        if (fs::exists(paths_.sys / "class" / "block" / name, ec) ||
            fs::exists(paths_.sys / "class" / "nvme" / name, ec)) {
            return name;
        }
    }
    // Anything else: ask the node for its device number.
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    const std::string number = std::to_string(major(info.st_rdev)) + ":" + std::to_string(minor(info.st_rdev));
    if (S_ISBLK(info.st_mode)) {
        const auto dir = fs::canonical(paths_.sys / "dev" / "block" / number, ec);
        if (ec) return fail(ErrorCode::NotADrive, path + " is a block device the kernel's sysfs does not know");
        return dir.filename().string();
    }
    if (S_ISCHR(info.st_mode)) {
        const auto dir = fs::canonical(paths_.sys / "dev" / "char" / number, ec);
        if (!ec && dir.parent_path().filename() == "nvme") return dir.filename().string();
        return fail(ErrorCode::NotADrive, path + " is a character device, not a drive (an NVMe controller is named "
                                                 "like /dev/nvme0, a drive like /dev/sda or /dev/nvme0n1)");
    }
    return fail(ErrorCode::NotADrive,
                path + " is not a device (a drive is named like /dev/sda, /dev/nvme0n1 or /dev/nvme0)");
}

Result<ActionTarget> DeviceUsageInspector::resolve(const std::string& path) {
    auto name = kernel_name(path);
    if (!name) return tl::unexpected(name.error());
    return resolve_name(*name, path);
}

Result<ActionTarget> DeviceUsageInspector::resolve_name(const std::string& name, const std::string& given_path) {
    std::error_code ec;
    ActionTarget target;
    const fs::path nvme_class = paths_.sys / "class" / "nvme";

    // An NVMe controller: it stands for all its namespaces.
    if (!fs::exists(paths_.sys / "class" / "block" / name, ec) && fs::exists(nvme_class / name, ec)) {
        std::vector<std::string> namespaces;
        for (const auto& child : entries(nvme_class / name)) {
            if (child.starts_with(name + "n") && fs::exists(paths_.sys / "class" / "block" / child, ec)) {
                namespaces.push_back(child);
            }
        }
        if (namespaces.empty()) {
            return fail(ErrorCode::NotADrive, "NVMe controller " + name + " has no namespace (no block device)");
        }
        SysfsDriveInventory inventory(paths_.sys, paths_.dev);
        auto drive = inventory.lookup_kernel_name(namespaces.front());
        if (!drive) return tl::unexpected(drive.error());
        target.identity.device = (paths_.dev / name).string();
        target.identity.kernel_name = name;
        target.identity.serial = read_attr(nvme_class / name / "serial");
        target.identity.model = read_attr(nvme_class / name / "model");
        target.identity.protocol = Protocol::Nvme;
        target.identity.transport = Transport::Nvme;
        for (const auto& ns : namespaces) {
            target.identity.capacity_bytes += read_number(paths_.sys / "class" / "block" / ns / "size").value_or(0) * 512;
        }
        target.firmware = read_attr(nvme_class / name / "firmware_rev");
        target.block_devices = namespaces;
        target.nvme_controller = name;
        target.nvme_controller_device = target.identity.device;
    } else {
        const fs::path sys_dir = paths_.sys / "class" / "block" / name;
        if (!fs::exists(sys_dir, ec)) return fail(ErrorCode::NotADrive, given_path + " is not a block device known to the kernel");
        if (fs::exists(sys_dir / "partition", ec)) {
            const auto parent = fs::canonical(sys_dir, ec).parent_path().filename().string();
            return fail(ErrorCode::NotADrive, given_path + " is a partition; name the whole drive " +
                                                  (paths_.dev / parent).string());
        }
        for (const auto* prefix : {"dm-", "md", "ram", "zram", "nbd"}) {
            if (name.starts_with(prefix)) {
                return fail(ErrorCode::NotADrive, given_path + " is a virtual block device (device-mapper, RAID, "
                                                               "RAM disk…), not a drive; name the drive below it");
            }
        }
        if (name.starts_with("loop")) {
            target.identity.device = (paths_.dev / name).string();
            target.identity.kernel_name = name;
            target.identity.protocol = Protocol::Loop;
            target.identity.transport = Transport::Loop;
            target.identity.capacity_bytes = read_number(sys_dir / "size").value_or(0) * 512;
            target.loop_backing_file = read_attr(sys_dir / "loop" / "backing_file").value_or("");
            if (target.loop_backing_file.empty()) {
                return fail(ErrorCode::NotADrive, given_path + " is a loop device with nothing attached");
            }
        } else {
            SysfsDriveInventory inventory(paths_.sys, paths_.dev);
            auto drive = inventory.lookup_kernel_name(name);
            if (!drive) return tl::unexpected(drive.error());
            target.identity = safety::identity_of(*drive);
            target.identity.kernel_name = name; // an NVMe controller: not its first namespace's
            target.firmware = drive->firmware;
        }
        target.block_devices = {name};
        if (const std::string controller = nvme_controller_of(name); !controller.empty()) {
            target.nvme_controller = controller;
            target.nvme_controller_device = (paths_.dev / controller).string();
            target.nvme_namespace = name;
            if (const auto nsid = read_number(sys_dir / "nsid"); nsid && *nsid <= 0xFFFFFFFFULL) {
                target.nvme_namespace_id = static_cast<std::uint32_t>(*nsid);
            }
            // Every namespace of the controller: sanitize and firmware act on all.
            for (const auto& child : entries(nvme_class / controller)) {
                if (child.starts_with(controller + "n") && child != name &&
                    fs::exists(paths_.sys / "class" / "block" / child, ec)) {
                    target.block_devices.push_back(child);
                }
            }
        }
    }
    const fs::path queue = paths_.sys / "class" / "block" / target.block_devices.front() / "queue";
    target.discard_max_bytes = read_number(queue / "discard_max_bytes").value_or(0);
    target.discard_granularity_bytes = read_number(queue / "discard_granularity").value_or(0);
    target.logical_block_size = static_cast<std::uint32_t>(read_number(queue / "logical_block_size").value_or(512));
    return target;
}

Result<UsageReport> DeviceUsageInspector::usage(const ActionTarget& target) {
    UsageReport report;
    std::error_code ec;
    // The nodes concerned: each whole device and its partitions.
    std::vector<std::string> nodes;
    for (const auto& disk : target.block_devices) {
        nodes.push_back(disk);
        const auto dir = fs::canonical(paths_.sys / "class" / "block" / disk, ec);
        for (const auto& child : entries(dir)) {
            if (fs::exists(dir / child / "partition", ec)) nodes.push_back(child);
        }
    }
    auto dev_node = [this](const std::string& name) { return (paths_.dev / name).string(); };
    for (const auto& node : nodes) report.nodes_checked.push_back(dev_node(node));
    auto on_target = [&target](const std::vector<std::string>& drives) {
        return std::any_of(drives.begin(), drives.end(),
                           [&target](const std::string& d) { return contains(target.block_devices, d); });
    };
    // The node of the target a filesystem or swap area sits on.
    auto target_node = [&](const std::vector<std::string>& partitions, const std::string& fallback) {
        for (const auto& p : partitions) {
            if (contains(nodes, p)) return dev_node(p);
        }
        return dev_node(fallback);
    };

    LinuxSetupRoots roots;
    roots.sys = paths_.sys;
    roots.proc = paths_.proc;
    roots.dev = paths_.dev;
    roots.root = paths_.root;
    LinuxSetupInspector inspector(roots, SpaceProbe{});
    const auto filesystems = inspector.filesystems();
    if (!filesystems) {
        report.unknown.push_back("the mounted filesystems are unknown: " + filesystems.reason());
    } else {
        for (const auto& f : *filesystems) {
            if (!on_target(f.drives)) continue;
            const std::string node = target_node(f.partitions, f.block_device);
            std::string through;
            for (const auto& layer : f.layers) {
                through += (through.empty() ? "" : ", ") + layer.name +
                           (layer.label.empty() ? "" : " (" + layer.label + ")");
            }
            const bool system = std::find(std::begin(kSystemMountpoints), std::end(kSystemMountpoints),
                                          f.mountpoint) != std::end(kSystemMountpoints);
            report.uses.push_back({system ? DeviceUse::Kind::SystemDrive : DeviceUse::Kind::Mounted, node,
                                   system ? f.mountpoint + " is mounted from it" +
                                                (through.empty() ? "" : " through " + through)
                                          : f.mountpoint + (through.empty() ? "" : " (through " + through + ")")});
        }
    }
    const auto swaps = inspector.swaps(filesystems);
    if (!swaps) {
        report.unknown.push_back("the active swap areas are unknown: " + swaps.reason());
    } else {
        for (const auto& swap : *swaps) {
            if (!on_target(swap.drives)) continue;
            // A swap file lives in a filesystem that is already reported as mounted.
            const std::string node = target_node({swap.block_device}, swap.block_device);
            report.uses.push_back({DeviceUse::Kind::Swap, node, swap.path});
        }
    }
    for (const auto& node : nodes) {
        for (const auto& holder : entries(paths_.sys / "class" / "block" / node / "holders")) {
            const auto label = read_attr(paths_.sys / "class" / "block" / holder / "dm" / "name");
            report.uses.push_back({DeviceUse::Kind::Holder, dev_node(node),
                                   holder + (label ? " (" + *label + ")" : "") +
                                       " (device-mapper, RAID or similar)"});
        }
    }
    // The kernel's own claim: catches what the tables above missed (a
    // program holding the device with O_EXCL, a claim in another mount
    // namespace). A partition in use also makes the whole disk busy, so this
    // only speaks when nothing above did.
    std::vector<std::string> busy;
    for (const auto& node : nodes) {
        const std::string path = dev_node(node);
        switch (probe_(path)) {
        case ExclusiveProbe::Busy: busy.push_back(path); break;
        case ExclusiveProbe::Denied:
            // What the tables show already refuses the device; no need to open it.
            if (!report.uses.empty()) break;
            return fail(ErrorCode::PermissionDenied,
                        "cannot open " + path + " to check whether it is in use: permission denied" +
                            (::geteuid() != 0 ? " (run as root)" : " (the system does not let this process open it)"));
        case ExclusiveProbe::Failed:
            report.unknown.push_back("cannot open " + path + " to check whether another program holds it");
            break;
        case ExclusiveProbe::Free:
        case ExclusiveProbe::Missing: break;
        }
    }
    if (report.uses.empty()) {
        for (const auto& path : busy) report.uses.push_back({DeviceUse::Kind::OpenExclusively, path, ""});
    }
    return report;
}

} // namespace ssd::linux_platform
