// The ActionPlatform of the systems that name whole disks and keep swap and
// hibernation as their own settings (Windows, macOS): one object answers
// for the devices, free-space TRIM, whole-device discard, power and local
// files; memory settings, services and time are objects of their own.
// Declared once here; each such back end defines it in its own
// *_action_platform.cpp, and only one back end is built (as with
// platform_factory.h). Linux composes its ActionPlatform differently
// (platform/linux/linux_action_platform.h).
#pragma once

#include <memory>

#include "core/actions/action_platform.h"

namespace ssd {

class WholeDiskActionPlatform final : public actions::ActionPlatform,
                                      private actions::DeviceAccess,
                                      private actions::FilesystemTrim,
                                      private actions::BlockDevices,
                                      private actions::PowerSupply,
                                      private actions::LocalFiles {
public:
    // The back end's memory settings are made here.
    explicit WholeDiskActionPlatform(CommandRunner& runner);

    CommandRunner& runner() override { return runner_; }
    actions::DeviceAccess& devices() override { return *this; }
    actions::FilesystemTrim& filesystems() override { return *this; }
    actions::BlockDevices& blocks() override { return *this; }
    actions::MemorySettings& memory() override { return *memory_; }
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
    std::unique_ptr<actions::MemorySettings> memory_;
    actions::NoServiceManager services_;
    actions::SteadyActionClock clock_;
};

} // namespace ssd
