// What Windows adds to `check` and `report` through the SetupInspector
// hooks (core/checks/platform_findings.h): the Windows-only findings of
// windows_findings.h, which shared findings they stand in for, and the
// facts behind them as setup.platform. Pure, so the whole contribution is
// tested on Linux as well as under Wine.
//
// Stand-ins, per drive:
//  - swap-on-drive     -> pagefile-on-drive (the same pagefile, with its
//                         configured sizing and a Windows fix), when the
//                         pagefile configuration could be read;
//  - trim-disabled     -> the system finding trim-disabled, when
//                         DisableDeleteNotify could be read: on Windows that
//                         one switch decides whether NTFS/ReFS send TRIM, and
//                         the shared per-drive wording (fstrim.timer, the
//                         discard mount option) does not apply.
// The shared hibernation check never fires on Windows (there is no resume
// device), so hibernation-enabled comes from here alone.
#pragma once

#include <nlohmann/json.hpp>

#include "core/checks/platform_findings.h"
#include "core/checks/windows/windows_findings.h"

namespace ssd::windows {

PlatformFindings windows_platform_system_findings(const WindowsSystemFacts& facts);
PlatformFindings windows_platform_drive_findings(const DriveInfo& drive, const WindowsSystemFacts& facts);

// setup.platform: {"os": "windows", "windows_version", "delete_notify",
// "defrag_task_enabled", "filesystems_in_use", "pagefiles", "hibernation",
// "unknown": {key: reason}}; unknown facts are null with their reason.
nlohmann::json windows_observations_to_json(const WindowsSystemFacts& facts);

} // namespace ssd::windows
