// The mounted volumes (drive letters and folder mount points), their
// filesystem and free space, and the disks and partitions they lie on.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/safety/safety_rules.h"
#include "core/windows/drive_layout.h"

namespace ssd::windows_platform {

struct VolumeInfo {
    std::string guid_path;                 // "\\?\Volume{…}\"
    std::vector<std::string> mount_points; // "C:\", "D:\Data\"
    std::string filesystem;                // "NTFS", "ReFS", "FAT32"; "" when unformatted
    std::optional<std::uint64_t> size_bytes;
    std::optional<std::uint64_t> free_bytes;      // free on the volume
    std::optional<std::uint64_t> available_bytes; // free for this user (quotas)
    std::vector<windows::DiskExtent> extents;     // empty when unknown
    std::optional<std::uint32_t> partition_number; // on a basic disk
    std::string unknown_reason;                   // why extents are unknown
};

std::vector<VolumeInfo> list_volumes();

// The volume holding `path` ("C:\Users\x" -> the C: volume); nullopt if none.
std::optional<VolumeInfo> volume_of(const std::vector<VolumeInfo>& volumes, const std::string& path);

// "C:" for the system drive (%SystemDrive%), "C:" when unset.
std::string system_drive();

// Who uses disk N, as the safety rules (core/safety) judge it: each volume on
// it is mounted, or holds the running Windows system (`system_drive`, "C:");
// a volume whose disks are unknown makes the use unknown. Shared by the
// actions (discard, erase, firmware) and the benchmark's raw-disk writes, so
// both refuse on the same observations.
safety::UsageReport disk_usage(const std::vector<VolumeInfo>& volumes, std::uint32_t disk_number,
                               const std::string& system_drive);

} // namespace ssd::windows_platform
