// ActionPlatform for macOS, kept to what macOS offers: drives resolved by
// diskutil; periodic TRIM = `trimforce enable`, which ssdtool does not run
// for you (it shows Apple's warning, asks twice and restarts the Mac: the
// user must read and answer it in Terminal); free-space TRIM on demand does
// not exist on macOS; whole-device discard is not implemented. Everything
// destructive is refused because the use of a disk is not established here.
#pragma once

#include "core/actions/action_platform.h"

namespace ssd::macos_platform {

// Swap and hibernation are not read on macOS yet: swap files (the model
// closest to macOS's /private/var/vm) whose every answer says so.
class MacMemorySettings final : public actions::MemorySettings, public actions::SwapFiles {
public:
    actions::MemoryModel model() const override { return actions::MemoryModel::SwapFiles; }
    std::optional<std::uint64_t> memory_total_bytes() override { return std::nullopt; }
    std::optional<std::uint64_t> memory_available_bytes() override { return std::nullopt; }
    actions::SwapFiles* swap_files() override { return this; }
};

class MacActionPlatform final : public actions::ActionPlatform,
                                private actions::DeviceAccess,
                                private actions::FilesystemTrim,
                                private actions::BlockDevices,
                                private actions::PowerSupply,
                                private actions::LocalFiles {
public:
    explicit MacActionPlatform(CommandRunner& runner) : runner_(runner) {}

    CommandRunner& runner() override { return runner_; }
    actions::DeviceAccess& devices() override { return *this; }
    actions::FilesystemTrim& filesystems() override { return *this; }
    actions::BlockDevices& blocks() override { return *this; }
    actions::MemorySettings& memory() override { return memory_; }
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
    MacMemorySettings memory_;
    actions::NoServiceManager services_;
    actions::SteadyActionClock clock_;
};

// Why ssdtool leaves `trimforce enable` to the user, and what it does.
std::string trimforce_explanation();

} // namespace ssd::macos_platform
