// What the Linux action platform reads and calls, all replaceable: every
// path is below configurable roots and every system call that changes
// something is a function, so tests run on captured trees without touching
// a real device. Shared by the capability classes of linux_action_platform.h.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>

#include "core/actions/seams/block_devices.h"
#include "platform/linux/device_usage.h"
#include "platform/linux/linux_setup_inspector.h"

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

// The setup inspector's roots for the same captured tree.
LinuxSetupRoots setup_roots_of(const DevicePaths& paths);

} // namespace ssd::linux_platform
