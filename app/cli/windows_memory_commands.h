// `ssdtool swap` and `ssdtool hibernation` where the action platform keeps
// both as Windows settings (ActionPlatform::windows_memory_settings()):
// the pagefile and powercfg, through core/windows/pagefile_commands.h and
// hibernation_commands.h. swap_command.cpp and hibernation_command.cpp
// hand over to these; on Linux they are never reached.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/cli/action_commands.h"
#include "core/windows/memory_settings.h"

namespace ssd::cli {

struct PagefileArguments {
    std::string action;                    // show | resize | system-managed | remove
    std::optional<std::uint64_t> size;     // resize
    std::optional<std::uint64_t> maximum;  // resize --maximum
    std::optional<std::string> file;       // --file C:\pagefile.sys (names the drive)
    std::optional<std::string> to;         // --to D: (the drive that gets the pagefile)
    bool dry_run = false;
};
int run_pagefile_command(ActionSession& session, windows::MemorySettings& settings, const PagefileArguments& args);

struct WindowsHibernationArguments {
    std::string action;                    // show | on | off | reduced | full | size
    std::optional<std::uint32_t> percent;  // size
    bool dry_run = false;
};
int run_windows_hibernation_command(ActionSession& session, windows::MemorySettings& settings,
                                    const WindowsHibernationArguments& args);

} // namespace ssd::cli
