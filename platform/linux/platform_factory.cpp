#include "platform/platform_factory.h"

#include "platform/linux/posix_process_runner.h"
#include "platform/linux/sysfs_drive_inventory.h"

namespace ssd {

Platform make_platform() {
    Platform platform;
    platform.runner = std::make_unique<linux_platform::PosixProcessRunner>();
    platform.inventory = std::make_unique<linux_platform::SysfsDriveInventory>();
    return platform;
}

} // namespace ssd
