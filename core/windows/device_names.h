// Names of Windows disks. A disk is \\.\PhysicalDriveN to Windows and
// /dev/pdN to smartctl for Windows (which also accepts pdN); ssdtool uses the
// smartctl form as DriveInfo::device, so health and check read SMART with the
// same name, and PhysicalDriveN as the kernel name (the confirmation token of
// a drive without a serial).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ssd::windows {

struct ParsedDiskName {
    enum class Kind { PhysicalDrive, Volume, Partition, Other };
    Kind kind = Kind::Other;
    std::uint32_t number = 0; // the disk number (PhysicalDrive, Partition)
};

// Accepts (case-insensitive): "/dev/pd0", "pd0", "\\.\PhysicalDrive0",
// "\\?\PhysicalDrive0", "PhysicalDrive0". Recognises volumes ("C:", "C:\",
// "\\.\C:", "\\?\Volume{…}\") and partitions ("\\.\Harddisk0Partition1") so
// the caller can say they are not whole drives.
ParsedDiskName parse_disk_name(std::string_view name);

std::string smartctl_device_name(std::uint32_t disk_number);  // "/dev/pd0"
std::string physical_drive_name(std::uint32_t disk_number);   // "PhysicalDrive0"
std::string physical_drive_path(std::uint32_t disk_number);   // "\\.\PhysicalDrive0"

} // namespace ssd::windows
