// One function per ssdtool subcommand. Each takes the platform seams and typed
// options, so tests run them against a replay runner and a captured sysfs tree.
#pragma once

#include <optional>
#include <string>

#include "app/cli/cli_output.h"
#include "core/drive/drive_inventory.h"
#include "core/process/command_runner.h"

namespace ssd::cli {

struct Services {
    DriveInventory& inventory;
    CommandRunner& runner;
};

int run_list(Services& services, const Streams& io, const OutputOptions& options);

struct HealthOptions {
    std::string device;
    std::optional<std::string> smartctl_json_file;
    std::optional<std::string> device_type;
};
int run_health(Services& services, const Streams& io, const OutputOptions& options, const HealthOptions& health);

int run_report(Services& services, const Streams& io, const OutputOptions& options);

} // namespace ssd::cli
