// Decoders of the structures IOCTL_STORAGE_QUERY_PROPERTY and the disk
// IOCTLs return, from their bytes. Layouts as documented in winioctl.h for
// 64-bit Windows (offsets in each .cpp comment; a Windows-only test checks
// them against the SDK's structs). No Windows header here: the platform
// back end passes the returned buffer in, tests pass recorded bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "core/drive/drive_interface.h"
#include "core/util/error.h"

namespace ssd::windows {

// STORAGE_BUS_TYPE values (winioctl.h).
namespace bus_type {
inline constexpr std::uint32_t kUnknown = 0x00, kScsi = 0x01, kAtapi = 0x02, kAta = 0x03, k1394 = 0x04,
                               kSsa = 0x05, kFibre = 0x06, kUsb = 0x07, kRaid = 0x08, kIscsi = 0x09,
                               kSas = 0x0A, kSata = 0x0B, kSd = 0x0C, kMmc = 0x0D, kVirtual = 0x0E,
                               kFileBackedVirtual = 0x0F, kSpaces = 0x10, kNvme = 0x11, kScm = 0x12,
                               kUfs = 0x13;
} // namespace bus_type

// "SATA", "NVMe", "USB"… as Windows names the bus; "bus type 0x42" otherwise.
std::string bus_type_name(std::uint32_t bus);

// DriveInfo's protocol and transport (docs/CONTRACT.md) for a bus type. BusTypeAta
// is what a controller in IDE mode reports even for a SATA drive, so its
// transport is "ata" (legacy ATA interface), not "sata".
struct BusProtocol {
    Protocol protocol = Protocol::Unknown;
    Transport transport = Transport::Unknown;
};
BusProtocol protocol_for_bus(std::uint32_t bus);

// STORAGE_DEVICE_DESCRIPTOR (StorageDeviceProperty).
struct StorageDeviceDescriptor {
    std::uint8_t device_type = 0;  // SCSI peripheral type: 0 = direct access
    bool removable_media = false;
    bool command_queueing = false;
    std::uint32_t bus_type = 0;
    // Trimmed; nullopt when the offset is 0 or the string is empty.
    std::optional<std::string> vendor;
    std::optional<std::string> product;
    std::optional<std::string> revision;
    std::optional<std::string> serial;
};
Result<StorageDeviceDescriptor> decode_storage_device_descriptor(std::span<const std::byte> bytes);

// DEVICE_SEEK_PENALTY_DESCRIPTOR.IncursSeekPenalty (false: an SSD).
Result<bool> decode_seek_penalty(std::span<const std::byte> bytes);

// DEVICE_TRIM_DESCRIPTOR.TrimEnabled: the device accepts TRIM/UNMAP.
Result<bool> decode_trim_enabled(std::span<const std::byte> bytes);

// STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR.
struct AccessAlignment {
    std::uint32_t bytes_per_logical_sector = 0;
    std::uint32_t bytes_per_physical_sector = 0;
    std::uint32_t bytes_offset_for_sector_alignment = 0;
};
Result<AccessAlignment> decode_access_alignment(std::span<const std::byte> bytes);

// GET_LENGTH_INFORMATION (IOCTL_DISK_GET_LENGTH_INFO): the size in bytes.
Result<std::uint64_t> decode_length_info(std::span<const std::byte> bytes);

// STORAGE_DEVICE_NUMBER (IOCTL_STORAGE_GET_DEVICE_NUMBER).
struct StorageDeviceNumber {
    std::uint32_t device_type = 0;      // FILE_DEVICE_DISK = 7
    std::uint32_t device_number = 0;    // N in \\.\PhysicalDriveN
    std::uint32_t partition_number = 0; // 0: the whole disk
};
Result<StorageDeviceNumber> decode_device_number(std::span<const std::byte> bytes);

// DISK_GEOMETRY_EX (IOCTL_DISK_GET_DRIVE_GEOMETRY_EX, which needs no read
// access to the disk, unlike IOCTL_DISK_GET_LENGTH_INFO).
struct DiskGeometry {
    std::uint64_t disk_size_bytes = 0;
    std::uint32_t bytes_per_sector = 0;
};
Result<DiskGeometry> decode_disk_geometry_ex(std::span<const std::byte> bytes);

// STORAGE_WRITE_CACHE_PROPERTY (StorageDeviceWriteCacheProperty).
struct WriteCacheProperty {
    std::optional<bool> enabled;  // nullopt: WriteCacheEnableUnknown
    bool flush_supported = false; // FlushCacheSupported
    bool user_defined_power_protection = false;
};
Result<WriteCacheProperty> decode_write_cache_property(std::span<const std::byte> bytes);

// View any byte container as the span the decoders take.
inline std::span<const std::byte> as_bytes(const std::string& bytes) {
    return {reinterpret_cast<const std::byte*>(bytes.data()), bytes.size()}; // NOLINT: byte view
}

} // namespace ssd::windows
