// The system side of the setup: mounted filesystems on drives (with the
// layers and drives under each and their free space), and inspect_system,
// which adds swap, hibernation and periodic TRIM.
#include <sys/statvfs.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/linux/proc_text.h"
#include "platform/linux/linux_block_topology.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/linux_setup_support.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;
using linux_kernel::parse_mountinfo;
using setup::BlockIndex;
using setup::Placement;
using setup::name_for_dev;
using setup::name_for_path;
using setup::place;
using setup::read_file;

Result<FilesystemSpace> statvfs_space(const std::string& mountpoint) {
    struct statvfs info {};
    if (::statvfs(mountpoint.c_str(), &info) != 0) {
        const int error = errno;
        return fail(error == EACCES ? ErrorCode::PermissionDenied : ErrorCode::InputUnreadable,
                    "statvfs " + mountpoint + ": " + std::strerror(error));
    }
    const std::uint64_t unit = info.f_frsize != 0 ? info.f_frsize : info.f_bsize;
    FilesystemSpace space;
    space.size_bytes = static_cast<std::uint64_t>(info.f_blocks) * unit;
    space.free_bytes = static_cast<std::uint64_t>(info.f_bfree) * unit;
    space.available_bytes = static_cast<std::uint64_t>(info.f_bavail) * unit;
    return space;
}

Observed<std::vector<FilesystemObservation>> LinuxSetupInspector::filesystems() {
    const fs::path path = roots_.proc / "self" / "mountinfo";
    const auto text = read_file(path);
    if (!text) {
        return Observed<std::vector<FilesystemObservation>>::unknown("cannot read " + path.string() +
                                                                     " (is /proc mounted?)");
    }
    const BlockIndex index(roots_.sys);
    std::vector<FilesystemObservation> result;
    std::vector<bool> whole_mount; // result[i] was named by a mount of the filesystem's root
    for (const auto& mount : parse_mountinfo(*text)) {
        std::optional<std::string> name;
        if (mount.major != 0) name = name_for_dev(index, mount.major, mount.minor);
        if (!name) name = name_for_path(index, roots_.dev, mount.source); // btrfs: anonymous device numbers
        if (!name) continue; // tmpfs, proc, network filesystems, …
        auto existing = std::find_if(result.begin(), result.end(),
                                     [&name](const FilesystemObservation& f) { return f.block_device == *name; });
        if (existing != result.end()) {
            // Bind mounts and btrfs subvolumes: one filesystem, named by its first whole mount.
            const auto i = static_cast<std::size_t>(existing - result.begin());
            if (mount.root == "/" && !whole_mount[i]) {
                existing->mountpoint = mount.mountpoint;
                whole_mount[i] = true;
            }
            continue;
        }
        FilesystemObservation f;
        f.mountpoint = mount.mountpoint;
        f.source = mount.source;
        f.fstype = mount.fstype;
        f.options = mount.options;
        f.options.insert(f.options.end(), mount.super_options.begin(), mount.super_options.end());
        f.block_device = *name;
        Placement placement = place(index, *name);
        f.layers = std::move(placement.layers);
        f.partitions = std::move(placement.partitions);
        f.drives = std::move(placement.drives);
        if (space_) {
            auto space = space_(mount.mountpoint);
            f.space = space ? Observed<FilesystemSpace>(*space)
                            : Observed<FilesystemSpace>::unknown(space.error().message);
        } else {
            f.space = Observed<FilesystemSpace>::unknown("no free-space probe");
        }
        result.push_back(std::move(f));
        whole_mount.push_back(mount.root == "/");
    }
    return result;
}

Result<SystemSetup> LinuxSetupInspector::inspect_system() {
    SystemSetup system;
    system.filesystems = filesystems();
    system.swaps = swaps(system.filesystems);
    system.hibernation = hibernation();
    system.periodic_trim = periodic_trim();
    system.intel_storage_controllers = intel_storage_controllers();
    return system;
}

} // namespace ssd::linux_platform
