// Swap and hibernation on Linux (MemoryModel::SwapFiles): /proc/swaps and
// the resume device as the setup inspector reads them, /proc/meminfo, the
// filesystem a new swap file would land on, and creating one without holes.
#pragma once

#include "core/actions/seams/memory_settings.h"
#include "platform/linux/linux_action_options.h"

namespace ssd::linux_platform {

class LinuxMemorySettings final : public actions::MemorySettings, public actions::SwapFiles {
public:
    explicit LinuxMemorySettings(const LinuxActionOptions& options) : options_(options) {}

    actions::MemoryModel model() const override { return actions::MemoryModel::SwapFiles; }
    std::optional<std::uint64_t> memory_total_bytes() override;
    std::optional<std::uint64_t> memory_available_bytes() override;
    actions::SwapFiles* swap_files() override { return this; }

    Observed<std::vector<SwapObservation>> swap_areas() override;
    Observed<HibernationObservation> hibernation_state() override;
    Result<FilesystemSpace> space_for(const std::string& path) override;
    Result<std::string> filesystem_type_for(const std::string& path) override;
    Result<void> create_swap_file(const std::string& path, std::uint64_t bytes) override;
    std::string fstab_path() override { return options_.fstab.string(); }

private:
    const LinuxActionOptions& options_;
};

} // namespace ssd::linux_platform
