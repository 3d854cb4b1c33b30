// What every ssdtool subcommand gets: the platform seams, the output streams
// and options, and the slot for its exit status. Each subcommand lives in its
// own *_command.cpp and registers itself with add_*_command().
#pragma once

#include <functional>
#include <memory>
#include <span>

#include <CLI/CLI.hpp>

#include "app/cli/cli_output.h"
#include "core/bench/bench_platform.h"
#include "core/checks/setup_inspector.h"
#include "core/drive/drive_activity.h"
#include "core/drive/drive_inventory.h"
#include "core/health/firmware_advisories.h"
#include "core/health/rated_endurance.h"
#include "core/process/command_runner.h"
#include "core/process/host_environment.h"
#include "core/smart/in_process_smart_reader.h"
#include "core/smart/usb_bridge_memory.h"

namespace ssd::actions {
class ActionPlatform;
}

namespace ssd::cli {

struct Services {
    DriveInventory& inventory;
    CommandRunner& runner;
    InProcessSmartReader* in_process_smart = nullptr; // fallback when smartctl is missing
    SetupInspector* setup_inspector = nullptr;        // null: setup checks are not evaluated
    std::span<const Advisory> advisories = {};        // firmware advisories (resources/advisories)
    std::span<const EnduranceRating> ratings = {};    // rated endurance: the machine's own file, then resources/endurance
    // The benchmark's OS seam; empty: the build's make_bench_platform(). The
    // helper (serve) wraps it so a request can be cancelled.
    std::function<std::unique_ptr<bench::BenchPlatform>()> bench_platform = {};
    // The actions' OS seam (trim, discard, erase, firmware, swap,
    // hibernation); null: the build's make_action_platform(runner).
    actions::ActionPlatform* actions = nullptr;
    // The running process as the OS sees it (privileges for `serve`); null:
    // unknown, reported as unprivileged.
    const HostEnvironment* host = nullptr;
    // Which drives a long operation holds (a self-test leaves them alone); null: not tracked.
    DriveActivity* drive_activity = nullptr;
    // The machine's usb-bridges.json (core/smart/usb_bridge_memory.h); null: bridge types not kept.
    UsbBridgeMemory* usb_bridges = nullptr;
};

struct CommandContext {
    Services& services;
    Streams io;
    OutputOptions output;
    int exit_status = 0;
    bool local_only = false; // --local: never ask the resident service
};

// Adds --json (sets context.output.json) to a subcommand.
void add_json_flag(CLI::App& command, CommandContext& context);
// Adds --local (sets `local`, e.g. context.local_only) to a command that may ask the
// resident service.
void add_local_flag(CLI::App& command, bool& local);

} // namespace ssd::cli
