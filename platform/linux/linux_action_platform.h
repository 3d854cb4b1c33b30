// ActionPlatform for Linux: device resolution and in-use checks
// (device_usage) and BLKDISCARD (fitrim) here; free-space TRIM
// (linux_filesystem_trim), swap and hibernation (linux_memory_settings) and
// ordinary files (linux_local_files) in their own classes;
// /sys/class/power_supply, systemd, and hdparm/nvme-cli/systemctl through
// the CommandRunner. Every path is below configurable roots and every
// system call that changes something is a replaceable function
// (LinuxActionOptions), so tests run on captured trees without touching a
// real device.
#pragma once

#include "core/actions/action_platform.h"
#include "platform/linux/linux_action_options.h"
#include "platform/linux/linux_filesystem_trim.h"
#include "platform/linux/linux_local_files.h"
#include "platform/linux/linux_memory_settings.h"

namespace ssd::linux_platform {

// Drives and their raw block operations.
class LinuxDevices final : public actions::DeviceAccess, public actions::BlockDevices {
public:
    explicit LinuxDevices(const LinuxActionOptions& options)
        : options_(options), usage_(options.paths, options.exclusive_probe) {}

    Result<actions::ActionTarget> resolve(const std::string& path) override { return usage_.resolve(path); }
    Result<safety::UsageReport> usage(const actions::ActionTarget& target) override { return usage_.usage(target); }
    Result<std::string> block_device_name(const std::string& path) override;

    Result<std::unique_ptr<actions::BlockDiscarder>> open_for_discard(const actions::ActionTarget& target) override;
    std::string discard_step_description(const actions::ActionTarget& target, std::uint64_t chunk_bytes) const override;

private:
    const LinuxActionOptions& options_;
    DeviceUsageInspector usage_;
};

// Mains power from /sys/class/power_supply.
class LinuxPowerSupply final : public actions::PowerSupply {
public:
    explicit LinuxPowerSupply(const LinuxActionOptions& options) : options_(options) {}
    actions::PowerState power_state() override;

private:
    const LinuxActionOptions& options_;
};

// systemd, seen through /run/systemd/system and /etc/systemd/system.
class LinuxServiceManager final : public actions::ServiceManager {
public:
    explicit LinuxServiceManager(const LinuxActionOptions& options) : options_(options) {}
    bool service_manager_running() override;
    bool unit_masked(const std::string& unit) override;

private:
    const LinuxActionOptions& options_;
};

// The options' clock and sleep (tests pass fakes).
class LinuxActionClock final : public actions::ActionClock {
public:
    explicit LinuxActionClock(const LinuxActionOptions& options) : options_(options) {}
    std::chrono::steady_clock::time_point now() override { return options_.clock(); }
    void sleep_for(std::chrono::milliseconds duration) override { options_.sleep(duration); }
    std::chrono::milliseconds poll_interval() override { return options_.poll_interval; }
    std::chrono::milliseconds tick_interval() override { return options_.tick_interval; }

private:
    const LinuxActionOptions& options_;
};

class LinuxActionPlatform final : public actions::ActionPlatform {
public:
    // Empty function members of `options` get the production system calls.
    explicit LinuxActionPlatform(CommandRunner& runner, LinuxActionOptions options = {});
    // The capabilities refer to options_: the platform stays where it was made.
    LinuxActionPlatform(const LinuxActionPlatform&) = delete;
    LinuxActionPlatform& operator=(const LinuxActionPlatform&) = delete;

    CommandRunner& runner() override { return runner_; }
    actions::DeviceAccess& devices() override { return devices_; }
    actions::FilesystemTrim& filesystems() override { return trim_; }
    actions::BlockDevices& blocks() override { return devices_; }
    actions::MemorySettings& memory() override { return memory_; }
    actions::PowerSupply& power() override { return power_; }
    actions::LocalFiles& files() override { return files_; }
    actions::ServiceManager& services() override { return services_; }
    actions::ActionClock& clock() override { return clock_; }

    const LinuxActionOptions& options() const { return options_; }

private:
    CommandRunner& runner_;
    LinuxActionOptions options_;
    LinuxDevices devices_{options_};
    LinuxFilesystemTrim trim_{options_};
    LinuxMemorySettings memory_{options_};
    LinuxPowerSupply power_{options_};
    LinuxLocalFiles files_;
    LinuxServiceManager services_{options_};
    LinuxActionClock clock_{options_};
};

} // namespace ssd::linux_platform
