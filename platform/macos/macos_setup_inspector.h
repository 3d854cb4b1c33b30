// SetupInspector for macOS: per drive, the medium (diskutil SolidState) and
// whether macOS sends TRIM (system_profiler; third-party SATA SSDs get none
// until `sudo trimforce enable`); for the system, hibernation (`pmset -g`
// and the size of the sleep image) and swap, which macOS manages itself
// (`sysctl vm.swapusage` shows how much it uses). Partitions, link speeds
// and free space per drive are not read on macOS (not_evaluated, with the
// reason).
#pragma once

#include "core/checks/setup_inspector.h"
#include "core/process/command_runner.h"

namespace ssd::macos_platform {

class MacSetupInspector final : public SetupInspector {
public:
    explicit MacSetupInspector(CommandRunner& runner) : runner_(runner) {}
    Result<DriveSetup> inspect_drive(const DriveInfo& drive) override;
    Result<SystemSetup> inspect_system() override;

private:
    CommandRunner& runner_;
};

} // namespace ssd::macos_platform
