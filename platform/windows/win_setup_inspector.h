// SetupInspector for Windows. Per drive: the controller (driver service and
// PCI class from the device tree), the PCIe link of NVMe drives, the
// partition table (IOCTL_DISK_GET_DRIVE_LAYOUT_EX), TRIM support
// (DEVICE_TRIM_DESCRIPTOR), seek penalty and the write cache. System: the
// mounted volumes with free space and the disks under them, whether NTFS and
// ReFS send TRIM (fsutil), the scheduled Optimize Drives task (periodic
// re-TRIM), the pagefiles and hibernation.
//
// windows_facts() holds what only Windows has (hiberfil.sys, pagefile
// sizing, DisableDeleteNotify, the defrag schedule); the platform_* hooks
// turn it into findings (core/checks/windows/windows_platform_findings.h), which
// `check` and `report` print with the shared ones.
#pragma once

#include <optional>

#include "core/checks/setup_inspector.h"
#include "core/checks/windows/windows_findings.h"
#include "core/process/command_runner.h"

namespace ssd::windows_platform {

class WinSetupInspector final : public SetupInspector {
public:
    // runner: runs fsutil, powercfg and schtasks; not owned.
    explicit WinSetupInspector(CommandRunner& runner) : runner_(runner) {}

    Result<DriveSetup> inspect_drive(const DriveInfo& drive) override;
    Result<SystemSetup> inspect_system() override;
    PlatformFindings platform_system_findings() override;
    PlatformFindings platform_drive_findings(const DriveInfo& drive) override;

    // Filled by inspect_system().
    const windows::WindowsSystemFacts& windows_facts() const { return facts_; }

private:
    CommandRunner& runner_;
    windows::WindowsSystemFacts facts_;
};

// The running Windows version (RtlGetVersion: not subject to the
// compatibility shims GetVersionEx applies).
windows::WindowsVersion running_windows_version();

} // namespace ssd::windows_platform
