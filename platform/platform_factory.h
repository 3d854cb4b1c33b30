// The one function each OS back end provides: the production implementations
// of the core's seams. Exactly one platform_factory.cpp is linked per build.
#pragma once

#include <memory>

#include "core/actions/action_platform.h"
#include "core/checks/setup_inspector.h"
#include "core/bench/bench_platform.h"
#include "core/drive/drive_activity.h"
#include "core/drive/drive_inventory.h"
#include "core/process/command_runner.h"
#include "core/process/host_environment.h"
#include "core/smart/in_process_smart_reader.h"

namespace ssd {

struct Platform {
    std::unique_ptr<CommandRunner> runner;
    std::unique_ptr<DriveInventory> inventory;
    std::unique_ptr<InProcessSmartReader> in_process_smart; // may be null on an OS without one
    std::unique_ptr<SetupInspector> setup_inspector;        // setup checks (`check`, `report`)
    std::unique_ptr<HostEnvironment> host;                  // the executable's folder, privileges
    // Which drives a long operation holds (Linux: lock files); null: not tracked on this OS.
    std::unique_ptr<DriveActivity> drive_activity;
};

Platform make_platform();

// The benchmark's OS seam (targets, I/O back ends, interrupts, CPU time).
std::unique_ptr<bench::BenchPlatform> make_bench_platform();

// The actions' OS seam (trim, discard, erase, firmware, swap, hibernation);
// external tools run through `runner`.
std::unique_ptr<actions::ActionPlatform> make_action_platform(CommandRunner& runner);

} // namespace ssd
