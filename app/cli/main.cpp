// ssdtool entry point: wires the platform's production seams to the CLI.
#include <iostream>

#include "app/cli/advisory_file.h"
#include "app/cli/rated_endurance_file.h"
#include "app/cli/cli_app.h"
#include "core/smart/usb_bridge_memory.h"
#include "platform/platform_factory.h"

int main(int argc, char** argv) {
    auto platform = ssd::make_platform();
    ssd::cli::Services services{*platform.inventory, *platform.runner, platform.in_process_smart.get(),
                                platform.setup_inspector.get()};
    services.host = platform.host.get();
    services.drive_activity = platform.drive_activity.get();
    const auto advisories = ssd::cli::load_advisories_for_cli(
        std::cerr, platform.host ? platform.host->executable_dir() : std::nullopt);
    services.advisories = advisories;
    const auto ratings = ssd::cli::load_ratings_for_cli(
        std::cerr, platform.host ? platform.host->executable_dir() : std::nullopt,
        platform.host ? platform.host->machine_config_dir() : std::nullopt);
    services.ratings = ratings;
    // Learnt only where smartctl can read a USB drive at all: as root (administrator).
    std::optional<ssd::UsbBridgeFile> usb_bridges;
    if (platform.host && platform.host->privileged()) {
        if (const auto dir = platform.host->machine_config_dir()) usb_bridges.emplace(*dir / ssd::kUsbBridgesFileName);
    }
    if (usb_bridges) services.usb_bridges = &*usb_bridges;
    const std::vector<std::string> args(argv + 1, argv + argc);
    return ssd::cli::run_cli(args, services, ssd::cli::Streams{std::cout, std::cerr});
}
