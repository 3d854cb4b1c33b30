#include "platform/macos/macos_action_platform.h"
#include "platform/whole_disk_action_platform.h"

#include <sys/stat.h>

#include <climits>
#include <cstdlib>

#include "platform/macos/macos_drive_inventory.h"

namespace ssd {

namespace macos_platform {

std::string trimforce_explanation() {
    return "macOS sends TRIM only to Apple's own SSDs. For a third-party SSD run `sudo trimforce enable` in "
           "Terminal: Apple's tool first warns that such drives have not been validated by Apple for data integrity "
           "with TRIM and that enabling it may cause data loss or corruption, so back up first; it asks you to "
           "confirm twice and then restarts the Mac (TRIM takes effect after the restart). ssdtool does not answer "
           "that warning for you. `sudo trimforce disable` undoes it";
}

} // namespace macos_platform

using namespace macos_platform; // this back end's own helpers

WholeDiskActionPlatform::WholeDiskActionPlatform(CommandRunner& runner)
    : runner_(runner), memory_(std::make_unique<MacMemorySettings>()) {}

Result<actions::ActionTarget> WholeDiskActionPlatform::resolve(const std::string& path) {
    MacDriveInventory inventory(runner_);
    auto drive = inventory.lookup(path);
    if (!drive) return tl::unexpected(drive.error());
    return actions::target_of(*drive);
}

Result<safety::UsageReport> WholeDiskActionPlatform::usage(const actions::ActionTarget& target) {
    safety::UsageReport report;
    report.nodes_checked.push_back(target.identity.device);
    report.unknown.push_back("which volumes of " + target.identity.device + " are mounted (not read on macOS yet)");
    return report;
}

Result<std::vector<actions::MountedFilesystem>> WholeDiskActionPlatform::mounted_filesystems() {
    return fail(ErrorCode::Refused, "free-space TRIM on demand does not exist on macOS. " + trimforce_explanation());
}

Result<std::string> WholeDiskActionPlatform::block_device_name(const std::string& path) {
    if (path.rfind("/dev/", 0) == 0) return path.substr(5);
    return fail(ErrorCode::NoSuchDevice, path + " is not a device node (/dev/diskN)");
}

Result<std::string> WholeDiskActionPlatform::canonical_directory(const std::string& path) {
    char resolved[PATH_MAX];
    if (::realpath(path.c_str(), resolved) == nullptr) return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    struct stat info {};
    if (::stat(resolved, &info) != 0 || !S_ISDIR(info.st_mode)) {
        return fail(ErrorCode::InputUnreadable, path + " is not a directory");
    }
    return std::string(resolved);
}

Result<std::uint64_t> WholeDiskActionPlatform::trim_filesystem(const std::string& mountpoint) {
    return fail(ErrorCode::Refused, mountpoint + ": macOS cannot trim a mounted volume's free space on demand; it does "
                                                 "so itself when the volume is mounted, where TRIM is on");
}

std::string WholeDiskActionPlatform::trim_step_description(const std::string& mountpoint) const {
    return "none: macOS trims " + mountpoint + " itself at mount time";
}

Observed<PeriodicTrimObservation> WholeDiskActionPlatform::periodic_trim() {
    return Observed<PeriodicTrimObservation>::unknown(
        "macOS has no TRIM schedule; `ssdtool check` shows per drive whether macOS sends TRIM");
}

Result<safety::ActionPlan> WholeDiskActionPlatform::plan_enable_periodic_trim() {
    return fail(ErrorCode::Refused, trimforce_explanation());
}

Result<std::unique_ptr<actions::BlockDiscarder>> WholeDiskActionPlatform::open_for_discard(const actions::ActionTarget& target) {
    return fail(ErrorCode::Refused, "discarding a whole disk is not implemented on macOS (" + target.identity.device +
                                        "); erase it with Disk Utility or the drive vendor's tool");
}

std::string WholeDiskActionPlatform::discard_step_description(const actions::ActionTarget& target, std::uint64_t) const {
    return "not available on macOS (" + target.identity.device + ")";
}

actions::PowerState WholeDiskActionPlatform::power_state() {
    actions::PowerState state;
    state.evidence = "not read on macOS yet (pmset -g batt)";
    return state;
}

Result<std::uint64_t> WholeDiskActionPlatform::readable_file_size(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) {
        return fail(ErrorCode::InputUnreadable, "cannot read " + path);
    }
    if (info.st_size == 0) return fail(ErrorCode::InputEmpty, path + " is empty");
    return static_cast<std::uint64_t>(info.st_size);
}

} // namespace ssd
