// Decoders of IOCTL_DISK_GET_DRIVE_LAYOUT_EX (partition table) and
// IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS (where a volume lies on disks), from
// their bytes (64-bit layouts in the .cpp; checked against the SDK structs by
// a Windows-only test).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows {

enum class PartitionStyle { Mbr, Gpt, Raw };

struct LayoutPartition {
    std::uint32_t number = 0;   // PartitionNumber (1-based; 0 for unused MBR slots)
    std::uint64_t start_bytes = 0;
    std::uint64_t length_bytes = 0;
    std::uint8_t mbr_type = 0;  // MBR only: 0x07 NTFS, 0x05/0x0F extended…
    std::string gpt_type;       // GPT only: "{EBD0A0A2-B9E5-4433-87C0-68B6B72699C7}"…
    std::string gpt_name;       // GPT only: the partition's name
};

struct DriveLayout {
    PartitionStyle style = PartitionStyle::Raw;
    std::vector<LayoutPartition> partitions; // used entries only (unused MBR slots dropped)
};

Result<DriveLayout> decode_drive_layout(std::span<const std::byte> bytes);

// MBR types 0x05, 0x0F and 0x85: containers of logical partitions, not data.
bool is_extended_container(std::uint8_t mbr_type);

struct DiskExtent {
    std::uint32_t disk_number = 0; // N in \\.\PhysicalDriveN
    std::uint64_t start_bytes = 0;
    std::uint64_t length_bytes = 0;
};

Result<std::vector<DiskExtent>> decode_volume_disk_extents(std::span<const std::byte> bytes);

} // namespace ssd::windows
