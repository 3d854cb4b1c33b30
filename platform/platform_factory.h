// The one function each OS back end provides: the production implementations
// of the core's seams. Exactly one platform_factory.cpp is linked per build.
#pragma once

#include <memory>

#include "core/drive/drive_inventory.h"
#include "core/process/command_runner.h"

namespace ssd {

struct Platform {
    std::unique_ptr<CommandRunner> runner;
    std::unique_ptr<DriveInventory> inventory;
};

Platform make_platform();

} // namespace ssd
