// ActionPlatform for Linux: device resolution and in-use checks
// (device_usage), FITRIM and BLKDISCARD (fitrim), systemd's fstrim.timer,
// /sys/class/power_supply, and hdparm/nvme-cli/systemctl through the
// CommandRunner. Every path is below configurable roots and every system
// call that changes something is a replaceable function, so tests run on
// captured trees without touching a real device.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>

#include "core/actions/action_platform.h"
#include "platform/linux/device_usage.h"

namespace ssd::linux_platform {

struct LinuxActionOptions {
    DevicePaths paths;                       // /sys, /proc, /dev and / (systemd units, /etc)
    ExclusiveOpenProbe exclusive_probe = probe_exclusive_open;
    std::function<Result<std::uint64_t>(const std::string& mountpoint)> fitrim;
    std::function<Result<std::unique_ptr<actions::BlockDiscarder>>(const std::string& device)> open_discarder;
    std::function<std::chrono::steady_clock::time_point()> clock;
    std::function<void(std::chrono::milliseconds)> sleep;
    std::filesystem::path power_supply;      // default: paths.sys / "class/power_supply"
    std::filesystem::path fstab = "/etc/fstab";
    std::chrono::milliseconds poll_interval{std::chrono::seconds(2)};
    std::chrono::milliseconds tick_interval{std::chrono::seconds(5)};
};

class LinuxActionPlatform : public actions::ActionPlatform {
public:
    // Empty function members of `options` get the production system calls.
    explicit LinuxActionPlatform(CommandRunner& runner, LinuxActionOptions options = {});

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

    Observed<std::vector<SwapObservation>> swap_areas() override;
    Observed<HibernationObservation> hibernation_state() override;
    std::optional<std::uint64_t> memory_total_bytes() override;
    std::optional<std::uint64_t> memory_available_bytes() override;
    Result<FilesystemSpace> space_for(const std::string& path) override;
    Result<std::string> filesystem_type_for(const std::string& path) override;
    Result<void> create_swap_file(const std::string& path, std::uint64_t bytes) override;
    Result<void> remove_file(const std::string& path) override;
    bool file_exists(const std::string& path) override;
    Result<std::string> read_text(const std::string& path) override;
    Result<void> write_text_atomically(const std::string& path, const std::string& text) override;
    std::string fstab_path() override { return options_.fstab.string(); }
    bool service_manager_running() override;
    bool unit_masked(const std::string& unit) override;
    Result<std::uint64_t> readable_file_size(const std::string& path) override;

    std::chrono::steady_clock::time_point now() override;
    void sleep_for(std::chrono::milliseconds duration) override;
    std::chrono::milliseconds poll_interval() override { return options_.poll_interval; }
    std::chrono::milliseconds tick_interval() override { return options_.tick_interval; }

    const LinuxActionOptions& options() const { return options_; }

private:
    CommandRunner& runner_;
    LinuxActionOptions options_;
    DeviceUsageInspector usage_;
};

} // namespace ssd::linux_platform
