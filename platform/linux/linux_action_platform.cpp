#include "platform/linux/linux_action_platform.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <system_error>
#include <thread>

#include "platform/linux/fitrim.h"
#include "platform/linux/sysfs_attr.h"
#include "platform/platform_factory.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

LinuxSetupRoots setup_roots_of(const DevicePaths& paths) {
    LinuxSetupRoots roots;
    roots.sys = paths.sys;
    roots.proc = paths.proc;
    roots.dev = paths.dev;
    roots.root = paths.root;
    return roots;
}

LinuxActionPlatform::LinuxActionPlatform(CommandRunner& runner, LinuxActionOptions options)
    : runner_(runner), options_(std::move(options)) {
    if (!options_.fitrim) options_.fitrim = fitrim_mountpoint;
    if (!options_.open_discarder) options_.open_discarder = open_block_discarder;
    if (!options_.clock) options_.clock = [] { return std::chrono::steady_clock::now(); };
    if (!options_.sleep) options_.sleep = [](std::chrono::milliseconds d) { std::this_thread::sleep_for(d); };
}

Result<std::string> LinuxDevices::block_device_name(const std::string& path) {
    std::error_code ec;
    if (!fs::exists(path, ec)) return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    const fs::path real = fs::canonical(path, ec);
    if (!ec && real.parent_path() == fs::weakly_canonical(options_.paths.dev, ec) &&
        fs::exists(options_.paths.sys / "class" / "block" / real.filename(), ec)) {
        return real.filename().string();
    }
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || !S_ISBLK(info.st_mode)) {
        return fail(ErrorCode::NotADrive, path + " is not a block device");
    }
    const auto dir = fs::canonical(options_.paths.sys / "dev" / "block" /
                                       (std::to_string(major(info.st_rdev)) + ":" + std::to_string(minor(info.st_rdev))),
                                   ec);
    if (ec) return fail(ErrorCode::NotADrive, path + " is a block device the kernel's sysfs does not know");
    return dir.filename().string();
}

Result<std::unique_ptr<actions::BlockDiscarder>> LinuxDevices::open_for_discard(const actions::ActionTarget& target) {
    return options_.open_discarder(target.identity.device);
}

std::string LinuxDevices::discard_step_description(const actions::ActionTarget& target,
                                                          std::uint64_t chunk_bytes) const {
    return "open " + target.identity.device + " with O_EXCL (the kernel refuses a device in use), then ioctl "
           "BLKDISCARD from byte 0 to the end (" + std::to_string(target.identity.capacity_bytes) +
           " bytes) in ranges of " + std::to_string(chunk_bytes) + " bytes";
}

actions::PowerState LinuxPowerSupply::power_state() {
    actions::PowerState state;
    const fs::path supplies =
        options_.power_supply.empty() ? options_.paths.sys / "class" / "power_supply" : options_.power_supply;
    std::error_code ec;
    bool mains_seen = false;
    bool mains_online = false;
    for (const auto& entry : fs::directory_iterator(supplies, ec)) {
        const auto type = read_attr(entry.path() / "type");
        if (!type) continue;
        const std::string name = entry.path().filename().string();
        if (*type == "Battery") {
            // A peripheral's battery (a mouse) has scope Device.
            if (read_attr(entry.path() / "scope") == "Device") continue;
            state.has_battery = true;
        } else if (*type == "Mains" || *type == "USB") {
            const auto online = read_attr(entry.path() / "online");
            if (!online) continue;
            mains_seen = true;
            if (*online == "1") {
                mains_online = true;
                state.evidence = "/sys/class/power_supply/" + name + "/online = 1";
            }
        }
    }
    if (mains_seen) {
        state.on_ac = mains_online;
        if (!mains_online) state.evidence = "no mains or USB power supply is online";
    } else if (!state.has_battery) {
        state.evidence = "no battery in /sys/class/power_supply (a desktop or server)";
    } else {
        state.evidence = "a battery, but no mains power supply information";
    }
    return state;
}

bool LinuxServiceManager::service_manager_running() {
    std::error_code ec;
    return fs::is_directory(options_.paths.root / "run" / "systemd" / "system", ec);
}

bool LinuxServiceManager::unit_masked(const std::string& unit) {
    std::error_code ec;
    const auto target = fs::read_symlink(options_.paths.root / "etc" / "systemd" / "system" / unit, ec);
    return !ec && target == "/dev/null";
}

} // namespace ssd::linux_platform

namespace ssd {

std::unique_ptr<actions::ActionPlatform> make_action_platform(CommandRunner& runner) {
    return std::make_unique<linux_platform::LinuxActionPlatform>(runner);
}

} // namespace ssd
