#include "platform/platform_factory.h"

#include "platform/macos/macos_action_platform.h"
#include "platform/macos/macos_bench_platform.h"
#include "platform/macos/macos_drive_inventory.h"
#include "platform/macos/macos_process_runner.h"
#include "platform/macos/macos_setup_inspector.h"
#include "platform/macos/mac_host_environment.h"

namespace ssd {

Platform make_platform() {
    Platform platform;
    platform.runner = std::make_unique<macos_platform::MacProcessRunner>();
    platform.inventory = std::make_unique<macos_platform::MacDriveInventory>(*platform.runner);
    platform.setup_inspector = std::make_unique<macos_platform::MacSetupInspector>(*platform.runner);
    platform.host = std::make_unique<macos_platform::MacHostEnvironment>();
    return platform;
}

std::unique_ptr<bench::BenchPlatform> make_bench_platform() {
    return std::make_unique<macos_platform::MacBenchPlatform>();
}

std::unique_ptr<actions::ActionPlatform> make_action_platform(CommandRunner& runner) {
    return std::make_unique<macos_platform::MacActionPlatform>(runner);
}

} // namespace ssd
