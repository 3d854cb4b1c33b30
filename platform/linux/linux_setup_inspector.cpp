#include "platform/linux/linux_setup_inspector.h"

#include "core/linux/sysfs_text.h"
#include "core/linux/text_words.h"
#include "platform/linux/linux_setup_drive_parts.h"
#include "platform/linux/linux_setup_support.h"
#include "platform/linux/sysfs_attr.h"

// The inspector in parts, each in its own file: the drive's place in sysfs, its
// medium and write cache (here); controller and links (linux_setup_links.cpp);
// partitions (linux_setup_partitions.cpp); discard and periodic TRIM
// (linux_setup_trim.cpp); filesystems (linux_setup_system.cpp); swap and
// hibernation (linux_setup_swap_hibernation.cpp); block-device stacking
// (linux_block_topology.cpp). The kernel's text formats are parsed by the
// portable core (core/linux/proc_text.h, sysfs_text.h).

namespace ssd::linux_platform {

namespace fs = std::filesystem;
using linux_kernel::ata_port_number;
using linux_kernel::is_pci_address;

namespace {

using setup::DrivePlace;

// Walks from the disk up to the sysfs root, nearest first.
DrivePlace locate_drive(const LinuxSetupRoots& roots, const DriveInfo& drive, const std::string& name,
                        const fs::path& real) {
    DrivePlace place;
    place.name = name;
    place.real = real;
    std::error_code ec;
    const fs::path sys_real = fs::weakly_canonical(roots.sys, ec);
    for (fs::path p = real; !p.empty() && p != p.root_path() && p != sys_real; p = p.parent_path()) {
        const std::string component = p.filename().string();
        if (!place.ata_dir && ata_port_number(component)) place.ata_dir = p;
        if (!place.host_dir && component.starts_with("host") && !place.ata_dir) place.host_dir = p;
        if (!place.pci_dir && is_pci_address(component)) place.pci_dir = p;
    }
    if (drive.protocol == Protocol::Nvme) {
        // The controller's PCI function; also right for multipath namespaces,
        // whose block device hangs off a virtual subsystem.
        place.nvme_controller = name.substr(0, name.find('n', 4));
        const auto resolved = fs::canonical(roots.sys / "class" / "nvme" / place.nvme_controller / "device", ec);
        if (!ec) place.nvme_pci = resolved;
        else if (place.pci_dir) place.nvme_pci = *place.pci_dir;
    }
    return place;
}

Observed<MediaObservation> observe_media(const DriveInfo& drive, const fs::path& queue) {
    if (drive.protocol == Protocol::Virtio) {
        return MediaObservation{MediaKind::Virtual, false,
                                "a virtio disk: the host's storage may be flash or thin-provisioned"};
    }
    if (const auto rotational = read_attr(queue / "rotational")) {
        return MediaObservation{*rotational == "1" ? MediaKind::Rotating : MediaKind::SolidState, false,
                                "queue/rotational=" + *rotational};
    }
    return Observed<MediaObservation>::unknown("cannot read " + (queue / "rotational").string());
}

// The SCSI disk's cache_type mirrors the drive's own setting (libata reads it
// from IDENTIFY); NVMe shows only whether a cache exists.
Observed<WriteCacheObservation> observe_write_cache(const DriveInfo& drive, const fs::path& real) {
    const fs::path queue = real / "queue";
    std::optional<std::string> cache_type;
    std::string cache_source;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(real / "device" / "scsi_disk", ec)) {
        cache_type = read_attr(entry.path() / "cache_type");
        cache_source = "device/scsi_disk/" + entry.path().filename().string() + "/cache_type";
        if (cache_type) break;
    }
    if (drive.protocol == Protocol::Nvme) {
        const auto queue_cache = read_attr(queue / "write_cache");
        return Observed<WriteCacheObservation>::unknown(
            "the kernel shows only whether this NVMe drive has a volatile write cache (queue/write_cache=" +
            queue_cache.value_or("?") + "), not whether it is switched on; `nvme get-feature " + drive.device +
            " -f 6` reads that (needs root)");
    }
    if (cache_type) {
        return WriteCacheObservation{cache_type->find("write back") != std::string::npos, *cache_type, cache_source};
    }
    if (const auto queue_cache = read_attr(queue / "write_cache")) {
        return WriteCacheObservation{*queue_cache == "write back", *queue_cache, "queue/write_cache"};
    }
    return Observed<WriteCacheObservation>::unknown("no cache_type or queue/write_cache in sysfs");
}

} // namespace

LinuxSetupInspector::LinuxSetupInspector(LinuxSetupRoots roots, SpaceProbe space)
    : roots_(std::move(roots)), space_(std::move(space)) {}

Result<DriveSetup> LinuxSetupInspector::inspect_drive(const DriveInfo& drive) {
    const std::string name = !drive.kernel_name.empty() ? drive.kernel_name : fs::path(drive.device).filename().string();
    const fs::path block = roots_.sys / "block" / name;
    std::error_code ec;
    const fs::path real = fs::canonical(block, ec);
    if (ec) {
        return fail(ErrorCode::NoSuchDevice, "no sysfs entry for " + name + " (" + block.string() + ")");
    }
    const DrivePlace place = locate_drive(roots_, drive, name, real);
    DriveSetup setup;
    setup.media = observe_media(drive, real / "queue");
    setup.controller = setup::observe_controller(roots_, drive, place);
    setup.sata_link = setup::observe_sata_link(roots_, drive, place);
    setup.pcie_link = setup::observe_pcie_link(roots_, drive, place);
    setup.partitions = setup::observe_partitions(roots_, drive, place);
    setup.discard = setup::observe_discard(roots_, drive, place);
    setup.write_cache = observe_write_cache(drive, real);
    return setup;
}

} // namespace ssd::linux_platform
