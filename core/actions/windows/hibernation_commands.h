// `ssdtool hibernation` on Windows: show whether hibernation is on and what
// hiberfil.sys keeps; on, off, reduced, full and size PERCENT run
// maintenance_plans.h's powercfg plan (`powercfg.exe /hibernate off`, …)
// through the CommandRunner. --dry-run prints those exact commands and runs
// nothing. powercfg applies a change at once (no restart).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/windows/maintenance_plans.h"
#include "core/actions/windows/memory_settings.h"
#include "core/process/command_runner.h"
#include "core/safety/action_plan.h"

namespace ssd::windows {

struct WindowsHibernationReport {
    HibernationSettings settings;
    std::string state;                     // "enabled" | "disabled" | "unsupported"
    std::vector<std::string> explanation;  // what it means and what to do
    safety::ActionPlan plan;               // for a change
    bool dry_run = false;
    bool changed = false;
};

Result<WindowsHibernationReport> show_windows_hibernation(MemorySettings& settings);

// Refused (with powercfg's reasons) where hibernation is unavailable for a
// reason other than being off; nothing runs when the state asked for is the
// state now (on while on, off while off). PermissionDenied when powercfg
// says it needs an administrator; ToolFailed with its message otherwise.
Result<WindowsHibernationReport> change_windows_hibernation(MemorySettings& settings, CommandRunner& runner,
                                                            const HibernationRequest& request, bool dry_run);

// The keys of Linux's `hibernation` document where they mean the same
// ("state", "supported", "mode", "memory_bytes", "reserved_bytes",
// "image_size_bytes", "explanation", "changed", "dry_run", "plan"), the
// Linux-only ones null, plus "file", "file_bytes", "file_type" and
// "unavailable_reasons".
nlohmann::json windows_hibernation_to_json(const WindowsHibernationReport& report);
std::string windows_hibernation_to_text(const WindowsHibernationReport& report);

} // namespace ssd::windows
