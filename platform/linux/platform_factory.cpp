#include "platform/platform_factory.h"

#include "platform/linux/atasmart_reader.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/lock_file_drive_activity.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "platform/os_host_environment.h"
#include "platform/os_process_runner.h"

namespace ssd {

Platform make_platform() {
    Platform platform;
    platform.runner = std::make_unique<OsProcessRunner>();
    platform.inventory = std::make_unique<linux_platform::SysfsDriveInventory>();
    platform.in_process_smart = std::make_unique<linux_platform::AtasmartReader>();
    platform.setup_inspector = std::make_unique<linux_platform::LinuxSetupInspector>();
    platform.host = std::make_unique<OsHostEnvironment>();
    platform.drive_activity = std::make_unique<linux_platform::LockFileDriveActivity>();
    return platform;
}

} // namespace ssd
