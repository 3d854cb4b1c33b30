// DriveInventory from Linux sysfs. Everything is read below `sys_root`
// (normally /sys) so tests can point it at a captured tree.
#pragma once

#include <filesystem>

#include "core/drive/drive_inventory.h"

namespace ssd::linux_platform {

class SysfsDriveInventory final : public DriveInventory {
public:
    explicit SysfsDriveInventory(std::filesystem::path sys_root = "/sys",
                                 std::filesystem::path dev_root = "/dev");

    Result<std::vector<DriveInfo>> list() override;
    Result<DriveInfo> lookup(const std::string& device_path) override;

    // The drive for a kernel name ("sda", "nvme0n1", "nvme0" = its first
    // namespace); NotADrive for partitions, loop/ram/zram/dm devices.
    Result<DriveInfo> lookup_kernel_name(const std::string& name);

private:
    std::filesystem::path sys_root_;
    std::filesystem::path dev_root_;

    bool is_drive(const std::string& name) const;
    DriveInfo describe(const std::string& name) const;
};

} // namespace ssd::linux_platform
