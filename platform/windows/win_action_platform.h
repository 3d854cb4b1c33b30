// ActionPlatform for Windows: disks resolved as \\.\PhysicalDriveN
// (/dev/pdN), their use (volumes, the Windows volume, pagefiles) from the
// volume list, free-space re-TRIM with `defrag X: /L`, periodic TRIM as the
// Optimize Drives task plus DisableDeleteNotify, whole-disk discard with
// IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES (TRIM), mains power from
// GetSystemPowerStatus. Swap and hibernation are the pagefile and powercfg
// settings (memory(): WinMemorySettings, MemoryModel::WindowsSettings):
// `ssdtool swap` and `ssdtool hibernation` plan and apply them with
// core/windows's commands. The capabilities that are Win32 calls on a disk
// or a volume are this one class; memory, time and the (absent) service
// manager are their own objects.
#pragma once

#include "core/actions/action_platform.h"
#include "platform/windows/win_memory_settings.h"

namespace ssd::windows_platform {

class WinActionPlatform final : public actions::ActionPlatform,
                                private actions::DeviceAccess,
                                private actions::FilesystemTrim,
                                private actions::BlockDevices,
                                private actions::PowerSupply,
                                private actions::LocalFiles {
public:
    explicit WinActionPlatform(CommandRunner& runner) : runner_(runner) {}

    CommandRunner& runner() override { return runner_; }
    actions::DeviceAccess& devices() override { return *this; }
    actions::FilesystemTrim& filesystems() override { return *this; }
    actions::BlockDevices& blocks() override { return *this; }
    actions::MemorySettings& memory() override { return memory_settings_; }
    actions::PowerSupply& power() override { return *this; }
    actions::LocalFiles& files() override { return *this; }
    actions::ServiceManager& services() override { return services_; }
    actions::ActionClock& clock() override { return clock_; }

private:
    Result<actions::ActionTarget> resolve(const std::string& path) override;
    Result<safety::UsageReport> usage(const actions::ActionTarget& target) override;
    Result<std::string> block_device_name(const std::string& path) override;

    Result<std::vector<actions::MountedFilesystem>> mounted_filesystems() override;
    Result<std::string> canonical_directory(const std::string& path) override;
    Result<std::uint64_t> trim_filesystem(const std::string& mountpoint) override;
    std::string trim_step_description(const std::string& mountpoint) const override;
    Observed<PeriodicTrimObservation> periodic_trim() override;
    Result<safety::ActionPlan> plan_enable_periodic_trim() override;

    Result<std::unique_ptr<actions::BlockDiscarder>> open_for_discard(const actions::ActionTarget& target) override;
    std::string discard_step_description(const actions::ActionTarget& target, std::uint64_t chunk_bytes) const override;

    actions::PowerState power_state() override;
    Result<std::uint64_t> readable_file_size(const std::string& path) override;

    CommandRunner& runner_;
    WinMemorySettings memory_settings_{runner_};
    actions::NoServiceManager services_;
    actions::SteadyActionClock clock_;
};

} // namespace ssd::windows_platform
