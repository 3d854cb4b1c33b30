// What only macOS's ActionPlatform has (platform/whole_disk_action_platform.h,
// defined in macos_action_platform.cpp). It is kept to what macOS offers:
// drives resolved by diskutil; periodic TRIM = `trimforce enable`, which ssdtool does not run
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

// Why ssdtool leaves `trimforce enable` to the user, and what it does.
std::string trimforce_explanation();

} // namespace ssd::macos_platform
