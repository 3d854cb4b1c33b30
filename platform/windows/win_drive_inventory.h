// DriveInventory for Windows: \\.\PhysicalDrive0…63, each described by
// IOCTL_STORAGE_QUERY_PROPERTY (device descriptor: bus, model, serial,
// firmware; seek penalty; TRIM; sector sizes) and the drive geometry (size).
// All of it works without administrator rights (the disks are opened with no
// read or write access). Names: /dev/pdN (smartctl's), kernel name
// PhysicalDriveN.
#pragma once

#include <cstdint>

#include "core/drive/drive_inventory.h"

namespace ssd::windows_platform {

class WinDriveInventory final : public DriveInventory {
public:
    Result<std::vector<DriveInfo>> list() override;
    Result<DriveInfo> lookup(const std::string& device_path) override;

    // One disk by number; NoSuchDevice when it does not exist.
    static Result<DriveInfo> describe(std::uint32_t disk_number);

    static constexpr std::uint32_t kMaxDisks = 64;
};

} // namespace ssd::windows_platform
