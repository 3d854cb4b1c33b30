#include "platform/linux/sysfs_drive_inventory.h"

#include "platform/linux/sysfs_attr.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <algorithm>
#include <fstream>

#include "core/linux/sysfs_text.h"
#include "core/linux/text_words.h"
#include "core/util/units.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

namespace {

// The basename a sysfs symlink points at ("driver" → "ahci"), without
// requiring the target to exist (captured trees keep only the link).
std::optional<std::string> link_name(const fs::path& link) {
    std::error_code ec;
    const auto target = fs::read_symlink(link, ec);
    if (ec) return std::nullopt;
    return target.filename().string();
}

// SCSI VPD page 0x80 (unit serial number), decoded by core/linux/sysfs_text.h.
std::optional<std::string> read_vpd_serial(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return linux_kernel::vpd_unit_serial(bytes);
}

} // namespace

SysfsDriveInventory::SysfsDriveInventory(fs::path sys_root, fs::path dev_root)
    : sys_root_(std::move(sys_root)), dev_root_(std::move(dev_root)) {}

bool SysfsDriveInventory::is_drive(const std::string& name) const {
    for (const auto* virtual_prefix : {"loop", "ram", "zram", "dm-", "md", "nbd"}) {
        if (name.starts_with(virtual_prefix)) return false;
    }
    const fs::path dir = sys_root_ / "block" / name;
    std::error_code ec;
    // Real hardware has a `device` link; purely virtual block devices do not.
    if (!fs::is_symlink(dir / "device", ec) && !fs::exists(dir / "device", ec)) return false;
    if (read_attr(dir / "hidden") == "1") return false;            // NVMe multipath paths
    if (read_attr(dir / "device" / "type") == "5") return false;   // SCSI CD/DVD drive
    return true;
}

DriveInfo SysfsDriveInventory::describe(const std::string& name) const {
    const fs::path dir = sys_root_ / "block" / name;
    const fs::path device = dir / "device";
    DriveInfo d;
    d.kernel_name = name;
    d.device = (dev_root_ / name).string();
    d.capacity_bytes = read_number(dir / "size").value_or(0) * 512; // always 512-byte units
    d.rotational = read_attr(dir / "queue" / "rotational") == "1";
    d.removable = read_attr(dir / "removable") == "1";
    d.logical_sector_bytes = static_cast<std::uint32_t>(read_number(dir / "queue" / "logical_block_size").value_or(512));
    d.physical_sector_bytes =
        static_cast<std::uint32_t>(read_number(dir / "queue" / "physical_block_size").value_or(d.logical_sector_bytes));
    d.discard_supported = read_number(dir / "queue" / "discard_max_bytes").value_or(0) > 0;

    std::error_code ec;
    const std::string real_path = fs::weakly_canonical(dir, ec).string();
    const auto driver = link_name(device / "driver");

    if (name.starts_with("nvme")) {
        d.protocol = Protocol::Nvme;
        d.transport = Transport::Nvme;
        d.model = read_attr(device / "model");
        d.serial = read_attr(device / "serial");
        d.firmware = read_attr(device / "firmware_rev");
    } else if (name.starts_with("mmcblk")) {
        d.protocol = Protocol::Mmc;
        d.transport = Transport::Mmc;
        d.model = read_attr(device / "name");
        d.serial = read_attr(device / "serial");
        d.firmware = read_attr(device / "fwrev");
    } else if (driver == "virtio_blk") {
        d.protocol = Protocol::Virtio;
        d.transport = Transport::Virtio;
        d.serial = read_attr(dir / "serial");
    } else {
        // SCSI disk layer: libata (SATA/PATA), USB mass storage/UAS, SAS…
        d.model = read_attr(device / "model");
        d.firmware = read_attr(device / "rev");
        d.serial = read_vpd_serial(device / "vpd_pg80");
        if (real_path.find("/usb") != std::string::npos) {
            d.protocol = Protocol::Scsi;
            d.transport = Transport::Usb;
        } else if (const auto ata = real_path.find("/ata"); ata != std::string::npos) {
            d.protocol = Protocol::Ata;
            // libata reports a negotiated SATA speed only on SATA links.
            const auto port_end = real_path.find('/', ata + 1);
            const std::string port = real_path.substr(ata + 1, port_end - ata - 1); // "ata1"
            const auto speed = read_attr(sys_root_ / "class" / "ata_link" / ("link" + port.substr(3)) / "sata_spd");
            d.transport = speed && *speed != "<unknown>" ? Transport::Sata : Transport::Pata;
        } else {
            d.protocol = Protocol::Scsi;
            d.transport = Transport::Scsi;
        }
    }
    if (d.serial && d.serial->empty()) d.serial.reset();
    return d;
}

Result<std::vector<DriveInfo>> SysfsDriveInventory::list() {
    std::error_code ec;
    fs::directory_iterator entries(sys_root_ / "block", ec);
    if (ec) {
        return fail(ErrorCode::InputUnreadable, "cannot read " + (sys_root_ / "block").string() + ": " + ec.message());
    }
    std::vector<std::string> names;
    for (const auto& entry : entries) {
        const std::string name = entry.path().filename().string();
        if (is_drive(name)) names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    std::vector<DriveInfo> drives;
    for (const auto& name : names) drives.push_back(describe(name));
    return drives;
}

Result<DriveInfo> SysfsDriveInventory::lookup_kernel_name(const std::string& name) {
    std::error_code ec;
    // An NVMe controller ("nvme0") stands for its first namespace.
    if (name.starts_with("nvme") && name.find('n', 4) == std::string::npos) {
        std::vector<std::string> namespaces;
        for (const auto& entry : fs::directory_iterator(sys_root_ / "class" / "nvme" / name, ec)) {
            const std::string child = entry.path().filename().string();
            if (child.starts_with(name + "n")) namespaces.push_back(child);
        }
        if (namespaces.empty()) {
            return fail(ErrorCode::NotADrive, "NVMe controller " + name + " has no namespace to read");
        }
        std::sort(namespaces.begin(), namespaces.end());
        return lookup_kernel_name(namespaces.front());
    }
    const std::string device = (dev_root_ / name).string();
    if (fs::exists(sys_root_ / "block" / name, ec)) { // a whole block device
        if (!is_drive(name)) {
            return fail(ErrorCode::NotADrive,
                        device + " is a virtual block device (loop, ram, zram, device-mapper…), not a drive");
        }
        return describe(name);
    }
    const fs::path partition = sys_root_ / "class" / "block" / name;
    if (fs::exists(partition / "partition", ec)) {
        const auto parent = fs::weakly_canonical(partition, ec).parent_path().filename().string();
        return fail(ErrorCode::NotADrive,
                    device + " is a partition; name the whole drive " + (dev_root_ / parent).string());
    }
    return fail(ErrorCode::NotADrive, device + " is not a block device known to the kernel");
}

Result<DriveInfo> SysfsDriveInventory::lookup(const std::string& device_path) {
    std::error_code ec;
    if (!fs::exists(device_path, ec)) {
        return fail(ErrorCode::NoSuchDevice, device_path + " does not exist");
    }
    // /dev/disk/by-id/… and other links name the node they point at.
    const fs::path real = fs::canonical(device_path, ec);
    if (!ec && real.parent_path() == dev_root_) {
        const std::string name = real.filename().string();
        if (fs::exists(sys_root_ / "block" / name, ec) || fs::exists(sys_root_ / "class" / "block" / name, ec) ||
            fs::exists(sys_root_ / "class" / "nvme" / name, ec)) {
            return lookup_kernel_name(name);
        }
    }
    // Anything else: ask the node itself what it is.
    struct stat info {};
    if (::stat(device_path.c_str(), &info) != 0) {
        return fail(ErrorCode::NoSuchDevice, device_path + " does not exist");
    }
    if (!S_ISBLK(info.st_mode)) {
        return fail(ErrorCode::NotADrive,
                    device_path + " is not a block device (a drive is named like /dev/sda or /dev/nvme0n1)");
    }
    const fs::path by_number = sys_root_ / "dev" / "block" /
                               (std::to_string(major(info.st_rdev)) + ":" + std::to_string(minor(info.st_rdev)));
    const auto target = fs::canonical(by_number, ec);
    if (ec) {
        return fail(ErrorCode::NotADrive, device_path + " is not known to sysfs");
    }
    return lookup_kernel_name(target.filename().string());
}

} // namespace ssd::linux_platform
