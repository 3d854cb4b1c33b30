#include "platform/platform_factory.h"

#include "platform/linux/atasmart_reader.h"
#include "platform/linux/linux_host_environment.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/posix_process_runner.h"
#include "platform/linux/sysfs_drive_inventory.h"

namespace ssd {

Platform make_platform() {
    Platform platform;
    platform.runner = std::make_unique<linux_platform::PosixProcessRunner>();
    platform.inventory = std::make_unique<linux_platform::SysfsDriveInventory>();
    platform.in_process_smart = std::make_unique<linux_platform::AtasmartReader>();
    platform.setup_inspector = std::make_unique<linux_platform::LinuxSetupInspector>();
    platform.host = std::make_unique<linux_platform::LinuxHostEnvironment>();
    return platform;
}

} // namespace ssd
