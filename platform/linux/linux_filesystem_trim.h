// Free-space TRIM on Linux: the mounted filesystems as the setup inspector
// reads them (with why TRIM cannot reach a drive), FITRIM, and systemd's
// fstrim.timer for periodic TRIM.
#pragma once

#include "core/actions/seams/filesystem_trim.h"
#include "platform/linux/linux_action_options.h"

namespace ssd::linux_platform {

class LinuxFilesystemTrim final : public actions::FilesystemTrim {
public:
    explicit LinuxFilesystemTrim(const LinuxActionOptions& options) : options_(options) {}

    Result<std::vector<actions::MountedFilesystem>> mounted_filesystems() override;
    Result<std::string> canonical_directory(const std::string& path) override;
    Result<std::uint64_t> trim_filesystem(const std::string& mountpoint) override;
    std::string trim_step_description(const std::string& mountpoint) const override;
    Observed<PeriodicTrimObservation> periodic_trim() override;
    Result<safety::ActionPlan> plan_enable_periodic_trim() override;

private:
    const LinuxActionOptions& options_;
};

} // namespace ssd::linux_platform
