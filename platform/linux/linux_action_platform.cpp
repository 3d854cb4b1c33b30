#include "platform/linux/linux_action_platform.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <sstream>
#include <system_error>
#include <thread>

#include "core/checks/setup_checks.h"
#include "core/util/units.h"
#include "platform/linux/sysfs_attr.h"
#include "platform/linux/fitrim.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/platform_factory.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

namespace {

LinuxSetupRoots roots_of(const DevicePaths& paths) {
    LinuxSetupRoots roots;
    roots.sys = paths.sys;
    roots.proc = paths.proc;
    roots.dev = paths.dev;
    roots.root = paths.root;
    return roots;
}

bool has_option(const std::vector<std::string>& options, const std::string& name) {
    return std::find(options.begin(), options.end(), name) != options.end();
}

} // namespace

LinuxActionPlatform::LinuxActionPlatform(CommandRunner& runner, LinuxActionOptions options)
    : runner_(runner), options_(std::move(options)), usage_(options_.paths, options_.exclusive_probe) {
    if (!options_.fitrim) options_.fitrim = fitrim_mountpoint;
    if (!options_.open_discarder) options_.open_discarder = open_block_discarder;
    if (!options_.clock) options_.clock = [] { return std::chrono::steady_clock::now(); };
    if (!options_.sleep) options_.sleep = [](std::chrono::milliseconds d) { std::this_thread::sleep_for(d); };
}

Result<actions::ActionTarget> LinuxActionPlatform::resolve(const std::string& path) { return usage_.resolve(path); }

Result<safety::UsageReport> LinuxActionPlatform::usage(const actions::ActionTarget& target) {
    return usage_.usage(target);
}

Result<std::vector<actions::MountedFilesystem>> LinuxActionPlatform::mounted_filesystems() {
    LinuxSetupInspector inspector(roots_of(options_.paths), SpaceProbe{});
    const auto filesystems = inspector.filesystems();
    if (!filesystems) return fail(ErrorCode::InputUnreadable, filesystems.reason());
    std::vector<actions::MountedFilesystem> result;
    for (const auto& f : *filesystems) {
        actions::MountedFilesystem m;
        m.mountpoint = f.mountpoint;
        m.source = f.source;
        m.fstype = f.fstype;
        m.block_device = f.block_device;
        m.partitions = f.partitions;
        m.drives = f.drives;
        if (has_option(f.options, "ro")) {
            m.cannot_trim = "it is mounted read-only";
        } else if (const BlockLayer* layer = layer_blocking_discard(f)) {
            m.cannot_trim = layer->name + (layer->label.empty() ? "" : " (" + layer->label + ")") + ", a " +
                            layer->kind + " layer, does not pass discards down to the drive";
        } else {
            for (const auto& drive : f.drives) {
                const auto max = read_attr(options_.paths.sys / "class" / "block" / drive / "queue" / "discard_max_bytes");
                if (max && *max == "0") {
                    m.cannot_trim = "/dev/" + drive + " does not support discard (TRIM): the kernel reports "
                                    "discard_max_bytes 0 for it";
                    break;
                }
            }
        }
        result.push_back(std::move(m));
    }
    return result;
}

Result<std::string> LinuxActionPlatform::block_device_name(const std::string& path) {
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

Result<std::string> LinuxActionPlatform::canonical_directory(const std::string& path) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) return fail(ErrorCode::NotADrive, path + " is not a directory");
    const auto real = fs::canonical(path, ec);
    if (ec) return fail(ErrorCode::InputUnreadable, "cannot resolve " + path + ": " + ec.message());
    return real.string();
}

Result<std::uint64_t> LinuxActionPlatform::trim_filesystem(const std::string& mountpoint) {
    return options_.fitrim(mountpoint);
}

std::string LinuxActionPlatform::trim_step_description(const std::string& mountpoint) const {
    return "FITRIM on " + mountpoint + " (range 0 to the end, minimum extent 0): the filesystem discards its free "
                                       "blocks only";
}

Observed<PeriodicTrimObservation> LinuxActionPlatform::periodic_trim() {
    LinuxSetupInspector inspector(roots_of(options_.paths), SpaceProbe{});
    return inspector.periodic_trim();
}

Result<safety::ActionPlan> LinuxActionPlatform::plan_enable_periodic_trim() {
    const fs::path& root = options_.paths.root;
    std::error_code ec;
    if (!fs::is_directory(root / "run" / "systemd" / "system", ec)) {
        return fail(ErrorCode::Refused,
                    "systemd is not running here (no /run/systemd/system), so there is no fstrim.timer to turn on. "
                    "Have your scheduler run `fstrim --all` weekly (e.g. a cron job in /etc/cron.weekly), or trim "
                    "now and then with `ssdtool trim`");
    }
    const auto mask = fs::read_symlink(root / "etc" / "systemd" / "system" / "fstrim.timer", ec);
    if (!ec && mask == "/dev/null") {
        return fail(ErrorCode::Refused, "fstrim.timer is masked (/etc/systemd/system/fstrim.timer -> /dev/null): "
                                        "someone turned it off on purpose, and ssdtool does not override that. Run "
                                        "`systemctl unmask fstrim.timer` first if you want periodic TRIM");
    }
    bool installed = false;
    for (const auto* dir : {"etc/systemd/system", "run/systemd/system", "usr/lib/systemd/system", "lib/systemd/system"}) {
        if (fs::exists(root / dir / "fstrim.timer", ec)) installed = true;
    }
    if (!installed) {
        return fail(ErrorCode::ToolMissing, "fstrim.timer is not installed (it comes with util-linux; on Debian and "
                                            "Ubuntu in the util-linux package, elsewhere sometimes util-linux-systemd)");
    }
    safety::ActionPlan plan;
    plan.action = "enable-periodic-trim";
    plan.target = "fstrim.timer";
    plan.steps.push_back(safety::command_step({"systemctl", "enable", "--now", "fstrim.timer"},
                                              "enable the systemd timer that runs `fstrim` on every mounted "
                                              "filesystem that supports it (weekly), and start it now"));
    return plan;
}

Result<std::unique_ptr<actions::BlockDiscarder>> LinuxActionPlatform::open_for_discard(const actions::ActionTarget& target) {
    return options_.open_discarder(target.identity.device);
}

std::string LinuxActionPlatform::discard_step_description(const actions::ActionTarget& target,
                                                          std::uint64_t chunk_bytes) const {
    return "open " + target.identity.device + " with O_EXCL (the kernel refuses a device in use), then ioctl "
           "BLKDISCARD from byte 0 to the end (" + std::to_string(target.identity.capacity_bytes) +
           " bytes) in ranges of " + std::to_string(chunk_bytes) + " bytes";
}

actions::PowerState LinuxActionPlatform::power_state() {
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

Result<std::uint64_t> LinuxActionPlatform::readable_file_size(const std::string& path) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) return fail(ErrorCode::InputUnreadable, path + " does not exist");
    if (!fs::is_regular_file(status)) return fail(ErrorCode::InputUnreadable, path + " is not a regular file");
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(ErrorCode::InputUnreadable, "cannot read " + path);
    const auto size = fs::file_size(path, ec);
    if (ec) return fail(ErrorCode::InputUnreadable, "cannot read the size of " + path + ": " + ec.message());
    if (size == 0) return fail(ErrorCode::InputEmpty, path + " is empty");
    return std::uint64_t{size};
}

// ---- swap and hibernation ------------------------------------------------------

namespace {

std::string errno_text(int error_number) { return std::generic_category().message(error_number); }

std::optional<std::uint64_t> meminfo_field(const fs::path& proc, const std::string& name) {
    std::ifstream in(proc / "meminfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind(name + ":", 0) != 0) continue;
        std::istringstream fields(line.substr(name.size() + 1));
        std::uint64_t kib = 0;
        if (fields >> kib) return kib * 1024;
    }
    return std::nullopt;
}

// The nearest existing directory at or above `path`'s directory.
fs::path existing_parent(const std::string& path) {
    std::error_code ec;
    fs::path dir = fs::path(path).parent_path();
    while (!dir.empty() && !fs::is_directory(dir, ec)) dir = dir.parent_path();
    return dir.empty() ? fs::path("/") : fs::weakly_canonical(dir, ec);
}

} // namespace

Observed<std::vector<SwapObservation>> LinuxActionPlatform::swap_areas() {
    LinuxSetupInspector inspector(roots_of(options_.paths), SpaceProbe{});
    return inspector.swaps(inspector.filesystems());
}

Observed<HibernationObservation> LinuxActionPlatform::hibernation_state() {
    LinuxSetupInspector inspector(roots_of(options_.paths), SpaceProbe{});
    return inspector.hibernation();
}

std::optional<std::uint64_t> LinuxActionPlatform::memory_total_bytes() {
    return meminfo_field(options_.paths.proc, "MemTotal");
}

std::optional<std::uint64_t> LinuxActionPlatform::memory_available_bytes() {
    return meminfo_field(options_.paths.proc, "MemAvailable");
}

Result<FilesystemSpace> LinuxActionPlatform::space_for(const std::string& path) {
    return statvfs_space(existing_parent(path).string());
}

Result<std::string> LinuxActionPlatform::filesystem_type_for(const std::string& path) {
    std::ifstream in(options_.paths.proc / "self" / "mountinfo");
    if (!in) return fail(ErrorCode::InputUnreadable, "cannot read " + (options_.paths.proc / "self" / "mountinfo").string());
    std::ostringstream text;
    text << in.rdbuf();
    const std::string dir = existing_parent(path).string();
    std::string best_point;
    std::string best_type;
    for (const auto& mount : parse_mountinfo(text.str())) {
        const std::string& point = mount.mountpoint;
        const bool inside = point == "/" || dir == point ||
                            (dir.size() > point.size() && dir.compare(0, point.size(), point) == 0 && dir[point.size()] == '/');
        // Later mounts stack on earlier ones: the last longest match wins.
        if (inside && point.size() >= best_point.size()) {
            best_point = point;
            best_type = mount.fstype;
        }
    }
    if (best_type.empty()) return fail(ErrorCode::InputUnreadable, "no mounted filesystem holds " + path);
    return best_type;
}

Result<void> LinuxActionPlatform::create_swap_file(const std::string& path, std::uint64_t bytes) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        const int error_number = errno;
        return fail(error_number == EACCES || error_number == EPERM ? ErrorCode::PermissionDenied : ErrorCode::ToolFailed,
                    "cannot create " + path + ": " + errno_text(error_number));
    }
    auto abandon = [&](const std::string& what, int error_number) -> Result<void> {
        ::close(fd);
        ::unlink(path.c_str());
        return fail(error_number == ENOSPC ? ErrorCode::Refused : ErrorCode::ToolFailed,
                    what + " " + path + ": " + errno_text(error_number) + " (the file was removed again)");
    };
    if (::fchmod(fd, 0600) != 0) return abandon("cannot set the mode of", errno);
    // Swap files must have no holes: allocate, or write zeros where the
    // filesystem cannot allocate.
    if (::posix_fallocate(fd, 0, static_cast<off_t>(bytes)) != 0) {
        std::string zeros(1 << 20, '\0');
        for (std::uint64_t written = 0; written < bytes;) {
            const auto chunk = static_cast<std::size_t>(std::min<std::uint64_t>(zeros.size(), bytes - written));
            const auto n = ::write(fd, zeros.data(), chunk);
            if (n <= 0) return abandon("cannot fill", n < 0 ? errno : EIO);
            written += static_cast<std::uint64_t>(n);
        }
    }
    if (::fsync(fd) != 0) return abandon("cannot flush", errno);
    if (::close(fd) != 0) return fail(ErrorCode::ToolFailed, "cannot close " + path + ": " + errno_text(errno));
    return {};
}

Result<void> LinuxActionPlatform::remove_file(const std::string& path) {
    if (::unlink(path.c_str()) != 0) {
        return fail(ErrorCode::ToolFailed, "cannot remove " + path + ": " + errno_text(errno));
    }
    return {};
}

bool LinuxActionPlatform::file_exists(const std::string& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0;
}

Result<std::string> LinuxActionPlatform::read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(ErrorCode::InputUnreadable, "cannot read " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

Result<void> LinuxActionPlatform::write_text_atomically(const std::string& path, const std::string& text) {
    const std::string temporary = path + ".ssdtool-tmp-" + std::to_string(::getpid());
    struct stat original {};
    const bool existed = ::stat(path.c_str(), &original) == 0;
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, existed ? original.st_mode & 07777 : 0644);
    if (fd < 0) return fail(ErrorCode::ToolFailed, "cannot write " + temporary + ": " + errno_text(errno));
    std::size_t written = 0;
    while (written < text.size()) {
        const auto n = ::write(fd, text.data() + written, text.size() - written);
        if (n <= 0) {
            const int error_number = n < 0 ? errno : EIO;
            ::close(fd);
            ::unlink(temporary.c_str());
            return fail(ErrorCode::ToolFailed, "cannot write " + temporary + ": " + errno_text(error_number));
        }
        written += static_cast<std::size_t>(n);
    }
    if (existed && ::fchown(fd, original.st_uid, original.st_gid) != 0) {
        // Not fatal for a file we create for root; say so if it matters.
    }
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    if (!synced || ::rename(temporary.c_str(), path.c_str()) != 0) {
        const int error_number = errno;
        ::unlink(temporary.c_str());
        return fail(ErrorCode::ToolFailed, "cannot replace " + path + ": " + errno_text(error_number));
    }
    return {};
}

bool LinuxActionPlatform::service_manager_running() {
    std::error_code ec;
    return fs::is_directory(options_.paths.root / "run" / "systemd" / "system", ec);
}

bool LinuxActionPlatform::unit_masked(const std::string& unit) {
    std::error_code ec;
    const auto target = fs::read_symlink(options_.paths.root / "etc" / "systemd" / "system" / unit, ec);
    return !ec && target == "/dev/null";
}

std::chrono::steady_clock::time_point LinuxActionPlatform::now() { return options_.clock(); }

void LinuxActionPlatform::sleep_for(std::chrono::milliseconds duration) { options_.sleep(duration); }

} // namespace ssd::linux_platform

namespace ssd {

std::unique_ptr<actions::ActionPlatform> make_action_platform(CommandRunner& runner) {
    return std::make_unique<linux_platform::LinuxActionPlatform>(runner);
}

} // namespace ssd
