#include "platform/linux/bench_conditions.h"

#include "core/linux/proc_text.h"
#include "platform/linux/linux_block_topology.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/linux_setup_support.h"
#include "platform/linux/sysfs_drive_inventory.h"

namespace ssd::linux_platform {

namespace {

namespace fs = std::filesystem;
using Facts = Observed<bench::ConditionFacts>;

// The drives under `name` (through its layers) and their links.
void add_placement(const DevicePaths& paths, const setup::BlockIndex& index, const std::string& name,
                   bench::ConditionFacts& facts) {
    const setup::Placement placement = setup::place(index, name);
    facts.layers = placement.layers;
    SysfsDriveInventory inventory(paths.sys, paths.dev);
    LinuxSetupInspector inspector(LinuxSetupRoots{paths.sys, paths.proc, paths.root, paths.dev});
    for (const auto& drive_name : placement.drives) {
        auto drive = inventory.lookup_kernel_name(drive_name);
        if (!drive) {
            // A loop device over a file, zram, a RAM disk: no drive with SMART or a link.
            facts.no_drive_reason += (facts.no_drive_reason.empty() ? "" : "; ") + drive.error().message;
            continue;
        }
        bench::DriveLinkFacts link;
        link.device = drive->device;
        link.transport = drive->transport;
        if (auto setup = inspector.inspect_drive(*drive)) {
            link.sata = setup->sata_link;
            link.pcie = setup->pcie_link;
        } else {
            link.sata = Observed<SataLinkObservation>::unknown(setup.error().message);
            link.pcie = Observed<PcieLinkObservation>::unknown(setup.error().message);
        }
        facts.drives.push_back(std::move(link));
    }
    if (placement.drives.empty()) facts.no_drive_reason = name + " lands on no block device with a drive";
}

} // namespace

Facts directory_conditions(const DevicePaths& paths, const std::string& directory,
                           std::optional<std::uint64_t> total_bytes, std::optional<std::uint64_t> free_bytes) {
    const fs::path mountinfo = paths.proc / "self" / "mountinfo";
    const auto text = setup::read_file(mountinfo);
    if (!text) return Facts::unknown("cannot read " + mountinfo.string());
    std::error_code ec;
    const auto mount =
        linux_kernel::mount_holding(linux_kernel::parse_mountinfo(*text), fs::weakly_canonical(directory, ec).string());
    if (!mount) return Facts::unknown("no mount in " + mountinfo.string() + " holds " + directory);
    bench::ConditionFacts facts;
    bench::FilesystemFacts filesystem{mount->fstype, mount->mountpoint, mount->source, mount->options};
    filesystem.options.insert(filesystem.options.end(), mount->super_options.begin(), mount->super_options.end());
    facts.filesystem = filesystem;
    facts.total_bytes = total_bytes ? Observed<std::uint64_t>(*total_bytes)
                                    : Observed<std::uint64_t>::unknown("statvfs gave no size");
    facts.free_bytes = free_bytes ? Observed<std::uint64_t>(*free_bytes)
                                  : Observed<std::uint64_t>::unknown("statvfs gave no free space");
    const setup::BlockIndex index(paths.sys);
    std::optional<std::string> name;
    if (mount->major != 0) name = setup::name_for_dev(index, mount->major, mount->minor);
    if (!name) name = setup::name_for_path(index, paths.dev, mount->source); // btrfs: anonymous device numbers
    if (!name) {
        facts.no_drive_reason = mount->fstype + " on " + mount->mountpoint + " (" + mount->source +
                                ") is not on a block device";
        return facts;
    }
    add_placement(paths, index, *name, facts);
    return facts;
}

Facts device_conditions(const DevicePaths& paths, const std::string& kernel_name) {
    bench::ConditionFacts facts;
    facts.filesystem = Observed<bench::FilesystemFacts>::unknown("a raw device: no filesystem in between");
    facts.total_bytes = Observed<std::uint64_t>::unknown("a raw device: its fill level is the drive's to know");
    facts.free_bytes = facts.total_bytes;
    add_placement(paths, setup::BlockIndex(paths.sys), kernel_name, facts);
    return facts;
}

} // namespace ssd::linux_platform
