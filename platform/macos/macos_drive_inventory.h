// DriveInventory for macOS: the whole disks of `diskutil list -plist`, each
// described by `diskutil info -plist`; APFS containers and disk images are
// skipped (virtual). Serial number, firmware and TRIM come from
// `system_profiler SPSerialATADataType SPNVMeDataType -json`, matched by BSD
// name. Tools run through the CommandRunner.
#pragma once

#include <vector>

#include "core/drive/drive_inventory.h"
#include "core/macos/macos_system_profiler.h"
#include "core/process/command_runner.h"

namespace ssd::macos_platform {

class MacDriveInventory final : public DriveInventory {
public:
    explicit MacDriveInventory(CommandRunner& runner) : runner_(runner) {}
    Result<std::vector<DriveInfo>> list() override;
    Result<DriveInfo> lookup(const std::string& device_path) override;

private:
    CommandRunner& runner_;
    Result<DriveInfo> describe(const std::string& disk, const std::vector<macos::ProfiledDrive>& profiled);
};

// What system_profiler says about the drives (empty when it cannot run).
std::vector<macos::ProfiledDrive> profiled_drives(CommandRunner& runner);

} // namespace ssd::macos_platform
