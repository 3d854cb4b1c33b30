// trim-unsupported: the OS cannot send TRIM to the drive (the drive lacks it,
// or a bridge, RAID controller or hypervisor does not pass it).
// trim-disabled: TRIM works, but nothing uses it for a filesystem on the
// drive (no `discard` mount option and no periodic fstrim), or a stacked
// layer such as dm-crypt does not pass it down.
#include <algorithm>

#include "core/checks/check_support.h"
#include "core/checks/setup_checks.h"
#include "core/util/json_util.h"

namespace ssd {

namespace {

using nlohmann::json;

std::string unsupported_fix(const DriveInfo& drive, bool drive_has_trim) {
    if (drive.transport == Transport::Usb) {
        return "The USB bridge does not translate TRIM (SCSI UNMAP) to the drive. Use an enclosure or adapter "
               "whose bridge supports UNMAP over UAS; on Linux some bridges work after `echo unmap > "
               "/sys/block/" + drive.kernel_name + "/device/scsi_disk/*/provisioning_mode` (as root). Until then, "
               "keep free space on the drive and leave some of it unpartitioned as spare area.";
    }
    if (drive.transport == Transport::Virtio || drive.protocol == Protocol::Virtio) {
        return "The hypervisor does not pass discard to this virtual disk. Enable it in the VM's disk settings "
               "(QEMU/libvirt: discard='unmap' on the drive; Hyper-V and VMware pass it for thin disks); then free "
               "space is returned to the host.";
    }
    if (drive_has_trim) {
        return "The drive supports TRIM, but the path to it does not pass it: a RAID controller or HBA in a mode "
               "without TRIM, or a kernel quirk that disabled it for this drive/firmware. Attach the drive to a plain "
               "AHCI port or put the controller into HBA/JBOD mode; check for newer firmware.";
    }
    return "The drive cannot be told which blocks are free, so it keeps moving stale data and slows down as it "
           "fills. Keep plenty of free space, leave 10-20 % of the drive unpartitioned as extra spare area, and "
           "restore full speed now and then with a secure erase (after a backup).";
}

namespace words = evidence_format;

using words::member;
using words::member_text;

// "/mnt/sata (ext4 on /dev/sda2): no discard mount option; / (ext4 on
// /dev/mapper/root): the crypt layer cryptroot does not pass discards"
std::string filesystems_words(const json& value, const json& evidence) {
    if (!value.is_array()) return words::text(value, evidence);
    std::string text;
    for (const auto& fs : value) {
        text += (text.empty() ? "" : "; ") + member_text(fs, "mountpoint") + " (" + member_text(fs, "fstype") + " on " +
                member_text(fs, "source") + "): ";
        const json blocked = member(fs, "blocked_by");
        if (blocked.is_object()) {
            const std::string name = member_text(blocked, "name");
            text += "the " + member_text(blocked, "kind") + " layer " +
                    (name.empty() || name == "unknown" ? member_text(blocked, "device") : name) +
                    " does not pass discards";
        } else {
            text += member(fs, "discard_option") == true ? "discard mount option" : "no discard mount option";
        }
    }
    return text;
}

// "systemd fstrim.timer: off (fstrim.timer is installed but not enabled)"
std::string periodic_words(const json& value, const json& evidence) {
    if (!value.is_object()) return words::text(value, evidence);
    const auto enabled = json_lenient<bool>(value, "enabled");
    if (!enabled) return "unknown: " + member_text(value, "unknown_reason");
    return member_text(value, "mechanism") + ": " + (*enabled ? "on" : "off") + " (" +
           member_text(value, "evidence") + ")";
}

constexpr EvidenceKey kUnsupportedKeys[] = {
    {"discard_max_bytes", "Largest discard the OS sends", words::size},
    {"drive_reports_trim", "The drive reports TRIM support", words::yes_no},
    {"drive_report_source", "The drive's report read from", words::text},
    {"ata_trim", "The ATA driver's TRIM mode", words::text},
    {"transport", "Drive attached as", words::text},
    {"source", "The OS's limit read from", words::text},
};

constexpr EvidenceKey kDisabledKeys[] = {
    {"filesystems", "Filesystems without TRIM", filesystems_words},
    {"periodic_trim", "Periodic TRIM", periodic_words},
    {"discard_max_bytes", "Largest discard the OS sends", words::size},
};

constexpr FindingEvidence kTrimEvidence[] = {{"trim-unsupported", kUnsupportedKeys}, {"trim-disabled", kDisabledKeys}};

} // namespace

std::span<const FindingEvidence> trim_evidence() { return kTrimEvidence; }

CheckOutcome check_trim_support(const DriveInfo& drive, const DriveSetup& setup) {
    if (auto skipped = checks_detail::unless_flash(setup, "trim-unsupported")) return *skipped;
    CheckOutcome outcome;
    if (!setup.discard) {
        outcome.skip("trim-unsupported", "whether the OS can send TRIM is unknown: " + setup.discard.reason());
        return outcome;
    }
    const auto& d = *setup.discard;
    if (d.max_bytes > 0) return outcome;
    const bool drive_has_trim = d.drive_reports_trim.value_or(false);
    Finding f;
    f.id = "trim-unsupported";
    f.severity = Severity::Warning;
    f.title = drive_has_trim ? "TRIM does not reach the drive: it supports TRIM, but the OS cannot send it"
                             : "The drive does not support TRIM";
    f.evidence = {{"discard_max_bytes", d.max_bytes},
                  {"source", d.source},
                  {"drive_reports_trim", d.drive_reports_trim ? json(*d.drive_reports_trim) : json(nullptr)},
                  {"drive_report_source", d.drive_report_source.empty() ? json(nullptr) : json(d.drive_report_source)},
                  {"ata_trim", d.ata_trim ? json(*d.ata_trim) : json(nullptr)},
                  {"transport", drive.transport}};
    f.fix = unsupported_fix(drive, drive_has_trim);
    outcome.add(std::move(f));
    return outcome;
}

bool mounted_with_discard(const FilesystemObservation& filesystem) {
    bool discard = false;
    for (const auto& option : filesystem.options) {
        if (option == "discard" || option.starts_with("discard=")) discard = true;
        if (option == "nodiscard") return false;
    }
    return discard;
}

const BlockLayer* layer_blocking_discard(const FilesystemObservation& filesystem) {
    for (const auto& layer : filesystem.layers) {
        if (layer.discard_max_bytes && *layer.discard_max_bytes == 0) return &layer;
    }
    return nullptr;
}

CheckOutcome check_trim_in_use(const DriveInfo& drive, const DriveSetup& setup, const SystemSetup& system) {
    if (auto skipped = checks_detail::unless_flash(setup, "trim-disabled")) return *skipped;
    CheckOutcome outcome;
    if (setup.discard && setup.discard->max_bytes == 0) {
        return outcome; // trim-unsupported says it
    }
    if (!system.filesystems) {
        outcome.skip("trim-disabled", "the mounted filesystems are unknown: " + system.filesystems.reason());
        return outcome;
    }
    const auto filesystems = filesystems_on(drive, system);
    if (filesystems.empty()) {
        outcome.skip("trim-disabled",
                     "no mounted filesystem on this drive: nothing to trim now (an unused drive can be "
                     "discarded as a whole with `ssdtool discard`)");
        return outcome;
    }
    const auto& periodic = system.periodic_trim;
    json untrimmed = json::array();
    std::vector<std::string> undecided;
    bool periodic_would_fix = false;
    bool blocked_by_layer = false;
    std::string blocking_kinds;
    for (const auto* fs : filesystems) {
        if (const BlockLayer* layer = layer_blocking_discard(*fs)) {
            blocked_by_layer = true;
            if (blocking_kinds.find(layer->kind) == std::string::npos) {
                blocking_kinds += (blocking_kinds.empty() ? "" : ", ") + layer->kind;
            }
            untrimmed.push_back({{"mountpoint", fs->mountpoint},
                                 {"source", fs->source},
                                 {"fstype", fs->fstype},
                                 {"discard_option", mounted_with_discard(*fs)},
                                 {"blocked_by", {{"device", layer->name},
                                                 {"kind", layer->kind},
                                                 {"name", layer->label},
                                                 {"discard_max_bytes", 0}}}});
            continue;
        }
        if (mounted_with_discard(*fs)) continue;
        if (!periodic) {
            undecided.push_back(fs->mountpoint);
            continue;
        }
        if (periodic->enabled) continue;
        periodic_would_fix = true;
        untrimmed.push_back({{"mountpoint", fs->mountpoint},
                             {"source", fs->source},
                             {"fstype", fs->fstype},
                             {"discard_option", false},
                             {"blocked_by", nullptr}});
    }
    if (!untrimmed.empty()) {
        Finding f;
        f.id = "trim-disabled";
        f.severity = Severity::Warning;
        std::string mounts;
        for (const auto& entry : untrimmed) {
            mounts += (mounts.empty() ? "" : ", ") + json_lenient_or<std::string>(entry, "mountpoint", "");
        }
        f.title = "TRIM is supported but not used for " + mounts +
                  (blocked_by_layer && !periodic_would_fix ? " (" + blocking_kinds + " does not pass it)" : "");
        f.evidence = {{"filesystems", untrimmed},
                      {"periodic_trim",
                       periodic ? json{{"enabled", periodic->enabled},
                                       {"mechanism", periodic->mechanism},
                                       {"evidence", periodic->evidence}}
                                : json{{"enabled", nullptr}, {"unknown_reason", periodic.reason()}}},
                      {"discard_max_bytes", setup.discard ? json(setup.discard->max_bytes) : json(nullptr)}};
        std::string fix;
        if (periodic_would_fix) {
            fix += "Without TRIM the drive does not learn which blocks the filesystem freed, so it keeps copying "
                   "stale data: writes slow down and wear rises as it fills. Turn on periodic TRIM (`ssdtool trim "
                   "--enable-periodic`, which enables the weekly systemd fstrim.timer; or `systemctl enable --now "
                   "fstrim.timer`), or add the `discard` mount option in /etc/fstab. Trim once now with "
                   "`ssdtool trim " + drive.device + "`.";
        }
        if (blocked_by_layer) {
            fix += std::string(fix.empty() ? "" : " ") +
                   "A stacked layer drops discards before they reach the drive. For dm-crypt/LUKS, open it with "
                   "discards allowed: add `discard` to its options in /etc/crypttab (or `cryptsetup refresh "
                   "--allow-discards --persistent NAME` for LUKS2) and rebuild the initramfs; note that TRIM through "
                   "encryption reveals which blocks are unused. For LVM or md, check that every layer shows a "
                   "non-zero discard_max_bytes.";
        }
        f.fix = fix;
        if (periodic_would_fix) f.action = std::vector<std::string>{"ssdtool", "trim", "--enable-periodic"};
        outcome.add(std::move(f));
    }
    if (!undecided.empty()) {
        std::string mounts;
        for (const auto& m : undecided) mounts += (mounts.empty() ? "" : ", ") + m;
        outcome.skip("trim-disabled", "filesystems without the discard mount option (" + mounts +
                                          ") may still be trimmed periodically, which could not be checked: " +
                                          periodic.reason());
    }
    return outcome;
}

std::vector<const FilesystemObservation*> filesystems_on(const DriveInfo& drive, const SystemSetup& system) {
    std::vector<const FilesystemObservation*> result;
    if (!system.filesystems) return result;
    for (const auto& fs : *system.filesystems) {
        if (std::find(fs.drives.begin(), fs.drives.end(), drive.kernel_name) != fs.drives.end()) {
            result.push_back(&fs);
        }
    }
    return result;
}

std::vector<const SwapObservation*> swaps_on(const DriveInfo& drive, const SystemSetup& system) {
    std::vector<const SwapObservation*> result;
    if (!system.swaps) return result;
    for (const auto& swap : *system.swaps) {
        if (std::find(swap.drives.begin(), swap.drives.end(), drive.kernel_name) != swap.drives.end()) {
            result.push_back(&swap);
        }
    }
    return result;
}

} // namespace ssd
