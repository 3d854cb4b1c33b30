// ActionPlatform for macOS, kept to what macOS offers: drives resolved by
// diskutil; periodic TRIM = `trimforce enable`, which ssdtool does not run
// for you (it shows Apple's warning, asks twice and restarts the Mac: the
// user must read and answer it in Terminal); free-space TRIM on demand does
// not exist on macOS; whole-device discard is not implemented. Everything
// destructive is refused because the use of a disk is not established here.
#pragma once

#include "core/actions/action_platform.h"

namespace ssd::macos_platform {

class MacActionPlatform final : public actions::ActionPlatform {
public:
    explicit MacActionPlatform(CommandRunner& runner) : runner_(runner) {}

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
    std::chrono::steady_clock::time_point now() override { return std::chrono::steady_clock::now(); }
    void sleep_for(std::chrono::milliseconds duration) override;

private:
    CommandRunner& runner_;
};

// Why ssdtool leaves `trimforce enable` to the user, and what it does.
std::string trimforce_explanation();

} // namespace ssd::macos_platform
