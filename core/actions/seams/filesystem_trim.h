// Free-space TRIM of mounted filesystems, now (FITRIM, `defrag /L`) and
// periodically (fstrim.timer, the Optimize Drives task).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/checks/observed.h"
#include "core/checks/setup_observations.h"
#include "core/safety/action_plan.h"
#include "core/util/error.h"

namespace ssd::actions {

// A mounted filesystem that free-space TRIM could be asked about.
struct MountedFilesystem {
    std::string mountpoint;
    std::string source;                     // "/dev/sda2"
    std::string fstype;
    std::string block_device;               // "sda2", "dm-0"
    std::vector<std::string> partitions;    // where it lands on drives: "sda2"
    std::vector<std::string> drives;        // "sda"
    // Why TRIM cannot reach the drive, when that is known before trying:
    // a stacked layer that drops discards, a drive without TRIM, a
    // read-only mount.
    std::optional<std::string> cannot_trim;
};

class FilesystemTrim {
public:
    virtual ~FilesystemTrim() = default;
    virtual Result<std::vector<MountedFilesystem>> mounted_filesystems() = 0;
    // The canonical path of a directory; InputUnreadable/NoSuchDevice otherwise.
    virtual Result<std::string> canonical_directory(const std::string& path) = 0;
    // Free-space TRIM of the filesystem mounted at `mountpoint`: bytes trimmed.
    // Refused with the reason when the filesystem or the device below it
    // cannot discard.
    virtual Result<std::uint64_t> trim_filesystem(const std::string& mountpoint) = 0;
    virtual std::string trim_step_description(const std::string& mountpoint) const = 0;

    virtual Observed<PeriodicTrimObservation> periodic_trim() = 0;
    // The steps that turn periodic TRIM on, or why it cannot be done here
    // (Refused with the explanation; ToolMissing when the timer is not installed).
    virtual Result<safety::ActionPlan> plan_enable_periodic_trim() = 0;
};

} // namespace ssd::actions
