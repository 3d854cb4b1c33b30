// Seam: what the OS says about how a drive is set up (controller, link,
// partitions, TRIM, write cache) and about the system (mounted filesystems,
// swap, hibernation, periodic TRIM). Linux reads sysfs and /proc; Windows
// and macOS implement the same interface with their own sources, so the
// checks (setup_checks.h) are shared. No I/O happens in the checks. What
// only one OS has (Windows' DisableDeleteNotify, hiberfil.sys, pagefile
// sizing, defragmentation schedule) comes back through the platform_*
// hooks below as findings of its own (platform_findings.h).
#pragma once

#include "core/checks/platform_findings.h"
#include "core/checks/setup_observations.h"
#include "core/drive/drive_info.h"
#include "core/util/error.h"

namespace ssd {

class SetupInspector {
public:
    virtual ~SetupInspector() = default;
    // Fails only when nothing about the drive can be read at all; a single
    // unknown fact is an Observed<T>::unknown(reason) inside the result.
    virtual Result<DriveSetup> inspect_drive(const DriveInfo& drive) = 0;
    virtual Result<SystemSetup> inspect_system() = 0;

    // Findings only this OS has, from what the last inspect_system() saw
    // (run_checks calls that first). The default: nothing to add, which is
    // what Linux does: every Linux check is a shared one.
    virtual PlatformFindings platform_system_findings() { return {}; }
    virtual PlatformFindings platform_drive_findings(const DriveInfo& drive) {
        (void)drive;
        return {};
    }
};

} // namespace ssd
