#include "platform/platform_factory.h"

#include "platform/os_host_environment.h"
#include "platform/os_process_runner.h"
#include "platform/whole_disk_action_platform.h"
#include "platform/windows/win_bench_platform.h"
#include "platform/windows/win_drive_inventory.h"
#include "platform/windows/win_setup_inspector.h"

namespace ssd {

Platform make_platform() {
    Platform platform;
    platform.runner = std::make_unique<OsProcessRunner>();
    platform.inventory = std::make_unique<windows_platform::WinDriveInventory>();
    // No in-process SMART reader on Windows: smartctl for Windows reads SMART.
    platform.setup_inspector = std::make_unique<windows_platform::WinSetupInspector>(*platform.runner);
    platform.host = std::make_unique<OsHostEnvironment>();
    return platform;
}

std::unique_ptr<bench::BenchPlatform> make_bench_platform() {
    return std::make_unique<windows_platform::WinBenchPlatform>();
}

std::unique_ptr<actions::ActionPlatform> make_action_platform(CommandRunner& runner) {
    return std::make_unique<WholeDiskActionPlatform>(runner);
}

} // namespace ssd
