#include "platform/linux/linux_filesystem_trim.h"

#include <algorithm>
#include <filesystem>

#include "core/checks/setup_checks.h"
#include "core/linux/proc_text.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

Result<std::vector<actions::MountedFilesystem>> LinuxFilesystemTrim::mounted_filesystems() {
    LinuxSetupInspector inspector(setup_roots_of(options_.paths), SpaceProbe{});
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
        if (linux_kernel::has_mount_option(f.options, "ro")) {
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

Result<std::string> LinuxFilesystemTrim::canonical_directory(const std::string& path) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) return fail(ErrorCode::NotADrive, path + " is not a directory");
    const auto real = fs::canonical(path, ec);
    if (ec) return fail(ErrorCode::InputUnreadable, "cannot resolve " + path + ": " + ec.message());
    return real.string();
}

Result<std::uint64_t> LinuxFilesystemTrim::trim_filesystem(const std::string& mountpoint) {
    return options_.fitrim(mountpoint);
}

std::string LinuxFilesystemTrim::trim_step_description(const std::string& mountpoint) const {
    return "FITRIM on " + mountpoint + " (range 0 to the end, minimum extent 0): the filesystem discards its free "
                                       "blocks only";
}

Observed<PeriodicTrimObservation> LinuxFilesystemTrim::periodic_trim() {
    LinuxSetupInspector inspector(setup_roots_of(options_.paths), SpaceProbe{});
    return inspector.periodic_trim();
}

Result<safety::ActionPlan> LinuxFilesystemTrim::plan_enable_periodic_trim() {
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

} // namespace ssd::linux_platform
