#include "platform/windows/win_drive_inventory.h"

#include <windows.h>
#include <winioctl.h>

#include "core/windows/device_names.h"
#include "core/windows/storage_descriptors.h"
#include "platform/windows/storage_query.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace w = ssd::windows;

Result<DriveInfo> WinDriveInventory::describe(std::uint32_t disk_number) {
    const std::string path = w::physical_drive_path(disk_number);
    UniqueHandle disk(open_for_query(widen(path)));
    if (!disk.valid()) {
        const DWORD error = GetLastError();
        if (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND) {
            return fail(ErrorCode::NoSuchDevice, path + " does not exist");
        }
        return fail(ErrorCode::InputUnreadable, "cannot open " + path + ": " + error_text(error));
    }
    DriveInfo drive;
    drive.device = w::smartctl_device_name(disk_number);
    drive.kernel_name = w::physical_drive_name(disk_number);
    drive.protocol = Protocol::Unknown;
    drive.transport = Transport::Unknown;

    auto descriptor_bytes = query_storage_property(disk.get(), StorageDeviceProperty);
    if (!descriptor_bytes) return tl::unexpected(descriptor_bytes.error());
    auto descriptor = w::decode_storage_device_descriptor(w::as_bytes(*descriptor_bytes));
    if (!descriptor) return tl::unexpected(descriptor.error());
    const auto bus = w::protocol_for_bus(descriptor->bus_type);
    drive.protocol = bus.protocol;
    drive.transport = bus.transport;
    // ATA and NVMe drives put the whole model in the product field; SCSI
    // and USB devices split vendor and product.
    if (descriptor->vendor && descriptor->product) {
        drive.model = *descriptor->vendor + " " + *descriptor->product;
    } else {
        drive.model = descriptor->product ? descriptor->product : descriptor->vendor;
    }
    drive.serial = descriptor->serial;
    drive.firmware = descriptor->revision;
    drive.removable = descriptor->removable_media;

    if (auto geometry_bytes = device_io_control(disk.get(), IOCTL_DISK_GET_DRIVE_GEOMETRY_EX)) {
        if (auto geometry = w::decode_disk_geometry_ex(w::as_bytes(*geometry_bytes))) {
            drive.capacity_bytes = geometry->disk_size_bytes;
            if (geometry->bytes_per_sector > 0) {
                drive.logical_sector_bytes = geometry->bytes_per_sector;
                drive.physical_sector_bytes = geometry->bytes_per_sector;
            }
        }
    }
    if (auto alignment_bytes = query_storage_property(disk.get(), StorageAccessAlignmentProperty)) {
        if (auto alignment = w::decode_access_alignment(w::as_bytes(*alignment_bytes))) {
            drive.logical_sector_bytes = alignment->bytes_per_logical_sector;
            drive.physical_sector_bytes = alignment->bytes_per_physical_sector;
        }
    }
    if (auto penalty_bytes = query_storage_property(disk.get(), StorageDeviceSeekPenaltyProperty)) {
        if (auto penalty = w::decode_seek_penalty(w::as_bytes(*penalty_bytes))) drive.rotational = *penalty;
    }
    if (auto trim_bytes = query_storage_property(disk.get(), StorageDeviceTrimProperty)) {
        if (auto trim = w::decode_trim_enabled(w::as_bytes(*trim_bytes))) drive.discard_supported = *trim;
    }
    return drive;
}

Result<std::vector<DriveInfo>> WinDriveInventory::list() {
    std::vector<DriveInfo> drives;
    for (std::uint32_t n = 0; n < kMaxDisks; ++n) {
        auto drive = describe(n);
        if (drive) {
            drives.push_back(std::move(*drive));
        } else if (drive.error().code != ErrorCode::NoSuchDevice) {
            // A disk that exists but cannot be described is still listed, by name.
            DriveInfo unknown;
            unknown.device = w::smartctl_device_name(n);
            unknown.kernel_name = w::physical_drive_name(n);
            unknown.protocol = Protocol::Unknown;
            unknown.transport = Transport::Unknown;
            drives.push_back(std::move(unknown));
        }
    }
    return drives;
}

Result<DriveInfo> WinDriveInventory::lookup(const std::string& device_path) {
    const auto parsed = w::parse_disk_name(device_path);
    using Kind = w::ParsedDiskName::Kind;
    switch (parsed.kind) {
    case Kind::PhysicalDrive: return describe(parsed.number);
    case Kind::Volume:
        return fail(ErrorCode::NotADrive, device_path + " is a volume, not a whole drive; name the disk "
                                                        "(/dev/pdN or \\\\.\\PhysicalDriveN; `ssdtool list` shows them)");
    case Kind::Partition:
        return fail(ErrorCode::NotADrive,
                    device_path + " is a partition of " + w::physical_drive_path(parsed.number) + ", not a whole drive");
    case Kind::Other: break;
    }
    return fail(ErrorCode::NoSuchDevice, device_path + " is not a Windows disk name (expected /dev/pdN, pdN or "
                                                       "\\\\.\\PhysicalDriveN)");
}

} // namespace ssd::windows_platform
