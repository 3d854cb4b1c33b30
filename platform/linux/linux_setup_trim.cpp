// TRIM: what the kernel will send to a drive (queue/discard_max_bytes, and
// libata's view of the drive's TRIM support), and whether something trims
// periodically (a systemd timer or a cron job).
#include "core/linux/sysfs_text.h"
#include "platform/linux/linux_setup_drive_parts.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/linux_setup_support.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;
using linux_kernel::ata_port_number;

namespace setup {

Observed<DiscardObservation> observe_discard(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                             const DrivePlace& place) {
    const fs::path queue = place.real / "queue";
    const auto max = read_u64(queue / "discard_max_bytes");
    if (!max) {
        return Observed<DiscardObservation>::unknown("cannot read " + relative_to(queue, roots.sys) +
                                                     "/discard_max_bytes");
    }
    DiscardObservation d;
    d.max_bytes = *max;
    d.granularity_bytes = read_u64(queue / "discard_granularity").value_or(0);
    d.source = "queue/discard_max_bytes";
    if (drive.protocol == Protocol::Ata && place.ata_dir) {
        const unsigned port = *ata_port_number(place.ata_dir->filename().string());
        d.ata_trim = read_attr(roots.sys / "class" / "ata_device" / ("dev" + std::to_string(port) + ".0") / "trim");
    }
    return d;
}

} // namespace setup

using setup::read_file;

Observed<PeriodicTrimObservation> LinuxSetupInspector::periodic_trim() {
    std::error_code ec;
    const fs::path& root = roots_.root;
    // cron (Debian/Ubuntu before systemd timers, Alpine's periodic).
    for (const auto* dir : {"etc/cron.daily", "etc/cron.weekly", "etc/cron.monthly", "etc/periodic/daily",
                            "etc/periodic/weekly", "etc/periodic/monthly"}) {
        if (fs::exists(root / dir / "fstrim", ec)) {
            return PeriodicTrimObservation{true, "cron", "/" + std::string(dir) + "/fstrim"};
        }
    }
    for (const auto& entry : fs::directory_iterator(root / "etc" / "cron.d", ec)) {
        const auto text = read_file(entry.path());
        if (text && text->find("fstrim") != std::string::npos) {
            return PeriodicTrimObservation{true, "cron", "/etc/cron.d/" + entry.path().filename().string()};
        }
    }

    // systemd: fstrim.timer enabled = a symlink in some *.wants directory.
    std::string enabled_by;
    std::string unit_file;
    for (const auto* dir : {"etc/systemd/system", "run/systemd/system", "usr/lib/systemd/system", "lib/systemd/system"}) {
        const fs::path base = root / dir;
        if (unit_file.empty() && fs::exists(base / "fstrim.timer", ec)) unit_file = "/" + std::string(dir) + "/fstrim.timer";
        for (const auto& entry : fs::directory_iterator(base, ec)) {
            const std::string wants = entry.path().filename().string();
            if (wants.size() > 6 && wants.substr(wants.size() - 6) == ".wants" &&
                fs::is_symlink(entry.path() / "fstrim.timer", ec) && enabled_by.empty()) {
                enabled_by = "/" + std::string(dir) + "/" + wants + "/fstrim.timer";
            }
        }
    }
    std::error_code link_ec;
    const auto mask = fs::read_symlink(root / "etc" / "systemd" / "system" / "fstrim.timer", link_ec);
    const bool masked = !link_ec && mask == "/dev/null";
    const bool systemd_running = fs::is_directory(root / "run" / "systemd" / "system", ec);
    if (systemd_running) {
        if (masked) {
            return PeriodicTrimObservation{false, "systemd fstrim.timer",
                                           "fstrim.timer is masked (/etc/systemd/system/fstrim.timer -> /dev/null)"};
        }
        if (!enabled_by.empty()) return PeriodicTrimObservation{true, "systemd fstrim.timer", enabled_by};
        return PeriodicTrimObservation{
            false, "systemd fstrim.timer",
            unit_file.empty() ? "no fstrim.timer unit is installed (util-linux provides it)"
                              : "fstrim.timer is installed (" + unit_file + ") but not enabled"};
    }
    std::string reason = "systemd is not running here (no /run/systemd/system)";
    if (!enabled_by.empty()) reason += ", so fstrim.timer, although enabled (" + enabled_by + "), does not run";
    reason += ", and no cron job runs fstrim; another scheduler may trim, which cannot be seen";
    return Observed<PeriodicTrimObservation>::unknown(reason);
}

} // namespace ssd::linux_platform
