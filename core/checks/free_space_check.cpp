// free-space-low: a filesystem on the drive with less than 10 % free.
// Explained with over-provisioning: free (trimmed) blocks are the spare area
// the drive's garbage collection works with; space outside every partition
// that was never written (or was trimmed) counts as extra spare area.
#include <cmath>

#include "core/checks/check_support.h"
#include "core/checks/setup_checks.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd {

namespace {

using checks_detail::percent;
using nlohmann::json;
namespace words = evidence_format;

constexpr EvidenceKey kFreeSpaceKeys[] = {
    {"mountpoint", "Filesystem", words::text},
    {"free_percent", "Free", words::percent},
    {"threshold_percent", "Flagged below", words::percent},
    {"free_bytes", "Free space", words::size},
    {"available_bytes", "Available to users", words::size},
    {"size_bytes", "Filesystem size", words::size},
    {"unpartitioned_bytes", "Outside every partition (extra spare area)", words::size},
    {"drive_capacity_bytes", "Drive capacity", words::size},
    {"trim_in_use", "TRIM in use for it", words::yes_no},
    {"fstype", "Type", words::text},
    {"source", "Device", words::text},
};
constexpr FindingEvidence kFreeSpaceEvidence[] = {{"free-space-low", kFreeSpaceKeys}};

} // namespace

std::span<const FindingEvidence> free_space_evidence() { return kFreeSpaceEvidence; }

CheckOutcome check_free_space(const DriveInfo& drive, const DriveSetup& setup, const SystemSetup& system) {
    if (auto skipped = checks_detail::unless_flash(setup, "free-space-low")) return *skipped;
    CheckOutcome outcome;
    if (!system.filesystems) {
        outcome.skip("free-space-low", "the mounted filesystems are unknown: " + system.filesystems.reason());
        return outcome;
    }
    const auto filesystems = filesystems_on(drive, system);
    if (filesystems.empty()) {
        outcome.skip("free-space-low", "no mounted filesystem on this drive");
        return outcome;
    }
    const auto unpartitioned = unpartitioned_bytes(drive, setup);
    const std::uint64_t spare_outside = unpartitioned.value_or(0);
    const bool spare_compensates =
        drive.capacity_bytes > 0 && percent(spare_outside, drive.capacity_bytes) >= kFreeSpaceLowPercent;
    const bool trimmed = !system.periodic_trim ? false : system.periodic_trim->enabled;
    for (const auto* fs : filesystems) {
        if (!fs->space) {
            outcome.skip("free-space-low", fs->mountpoint + ": free space unknown: " + fs->space.reason());
            continue;
        }
        const auto& space = *fs->space;
        if (space.size_bytes == 0) continue; // nothing to measure (an empty or special filesystem)
        const double free_percent = percent(space.free_bytes, space.size_bytes);
        if (free_percent >= kFreeSpaceLowPercent) continue;
        const bool uses_trim = mounted_with_discard(*fs) || trimmed;
        Finding f;
        f.id = "free-space-low";
        f.severity = spare_compensates ? Severity::Info : Severity::Warning;
        f.title = fs->mountpoint + " is " + fixed(100.0 - free_percent, 1) + " % full: " +
                  format_bytes(space.free_bytes) + " free of " + format_bytes(space.size_bytes);
        f.evidence = {{"mountpoint", fs->mountpoint},
                      {"source", fs->source},
                      {"fstype", fs->fstype},
                      {"size_bytes", space.size_bytes},
                      {"free_bytes", space.free_bytes},
                      {"available_bytes", space.available_bytes},
                      {"free_percent", std::round(free_percent * 10.0) / 10.0},
                      {"threshold_percent", kFreeSpaceLowPercent},
                      {"unpartitioned_bytes", unpartitioned ? json(*unpartitioned) : json(nullptr)},
                      {"drive_capacity_bytes", drive.capacity_bytes},
                      {"trim_in_use", uses_trim}};
        std::string fix =
            "An SSD needs empty flash blocks to write into; besides its factory spare area (about 7 % on consumer "
            "drives) it uses the filesystem's free space, but only blocks the filesystem has trimmed. A nearly full, "
            "untrimmed SSD has to copy data around before every write: it slows down and wears faster. Keep at "
            "least " + fixed(kFreeSpaceLowPercent, 1) + " % free: delete or move data, or grow the filesystem.";
        if (!uses_trim) {
            fix += " Make sure TRIM runs for it (see trim-disabled), or the free space does not help the drive.";
        }
        if (spare_compensates) {
            fix += " The drive also has " + format_bytes(spare_outside) +
                   " outside every partition, which works as extra spare area if it was never written or was "
                   "trimmed, so the drive itself is not short of spare area; the filesystem is.";
        } else {
            fix += " Leaving part of the drive unpartitioned (never written, or trimmed) adds permanent spare area.";
        }
        f.fix = fix;
        outcome.add(std::move(f));
    }
    return outcome;
}

} // namespace ssd
