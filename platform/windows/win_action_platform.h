// ActionPlatform for Windows: disks resolved as \\.\PhysicalDriveN
// (/dev/pdN), their use (volumes, the Windows volume, pagefiles) from the
// volume list, free-space re-TRIM with `defrag X: /L`, periodic TRIM as the
// Optimize Drives task plus DisableDeleteNotify, whole-disk discard with
// IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES (TRIM), mains power from
// GetSystemPowerStatus. The pagefile and hibernation settings go through
// windows_memory_settings() (WinMemorySettings): `ssdtool swap` and
// `ssdtool hibernation` plan and apply them with core/windows's commands.
#pragma once

#include "core/actions/action_platform.h"
#include "platform/windows/win_memory_settings.h"

namespace ssd::windows_platform {

class WinActionPlatform final : public actions::ActionPlatform {
public:
    explicit WinActionPlatform(CommandRunner& runner) : runner_(runner) {}

    CommandRunner& runner() override { return runner_; }
    Result<actions::ActionTarget> resolve(const std::string& path) override;
    Result<safety::UsageReport> usage(const actions::ActionTarget& target) override;

    Result<std::vector<actions::MountedFilesystem>> mounted_filesystems() override;
    Result<std::string> block_device_name(const std::string& path) override;
    Result<std::string> canonical_directory(const std::string& path) override;
    Result<std::uint64_t> trim_filesystem(const std::string& mountpoint) override;
    std::string trim_step_description(const std::string& mountpoint) const override;

    Observed<PeriodicTrimObservation> periodic_trim() override;
    Result<safety::ActionPlan> plan_enable_periodic_trim() override;

    Result<std::unique_ptr<actions::BlockDiscarder>> open_for_discard(const actions::ActionTarget& target) override;
    std::string discard_step_description(const actions::ActionTarget& target, std::uint64_t chunk_bytes) const override;

    actions::PowerState power_state() override;
    Result<std::uint64_t> readable_file_size(const std::string& path) override;

    // Swap = the pagefiles; hibernation = hiberfil.sys and powercfg (as the
    // setup inspector reads them).
    Observed<std::vector<SwapObservation>> swap_areas() override;
    Observed<HibernationObservation> hibernation_state() override;
    std::optional<std::uint64_t> memory_total_bytes() override;
    std::optional<std::uint64_t> memory_available_bytes() override;
    Result<FilesystemSpace> space_for(const std::string& path) override;
    Result<std::string> filesystem_type_for(const std::string& path) override;

    std::chrono::steady_clock::time_point now() override { return std::chrono::steady_clock::now(); }
    void sleep_for(std::chrono::milliseconds duration) override;

    // The pagefile configuration and hibernation (powercfg), as settings.
    windows::MemorySettings* windows_memory_settings() override { return &memory_settings_; }

private:
    CommandRunner& runner_;
    WinMemorySettings memory_settings_{runner_};
};

} // namespace ssd::windows_platform
