// The OS seam of the actions (trim, discard, erase, firmware, swap,
// hibernation). The core sequences the steps and applies the safety rules;
// each OS implements this interface with its own tools and system calls
// (Linux: sysfs, /proc, FITRIM, BLKDISCARD, hdparm, nvme-cli, systemctl;
// Windows and macOS next). External tools always run through runner(), so
// tests replay recorded output; time goes through now()/sleep_for(), so no
// test waits for real.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/actions/action_target.h"
#include "core/checks/observed.h"
#include "core/checks/setup_observations.h"
#include "core/process/command_runner.h"
#include "core/safety/action_plan.h"
#include "core/safety/safety_rules.h"
#include "core/util/error.h"

namespace ssd::windows {
class MemorySettings;
}

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

// An open whole device, claimed exclusively, for BLKDISCARD (Linux) or its
// equivalent.
class BlockDiscarder {
public:
    virtual ~BlockDiscarder() = default;
    // DriveRejected when the device refuses the discard, ToolFailed for other errors.
    virtual Result<void> discard(std::uint64_t offset, std::uint64_t length) = 0;
    virtual std::uint64_t size_bytes() const = 0;
};

// Whether the machine runs on battery (firmware flashing wants mains power).
struct PowerState {
    bool has_battery = false;
    std::optional<bool> on_ac;   // nullopt: unknown (no power-supply information)
    std::string evidence;        // "/sys/class/power_supply/AC/online = 1"
};

class ActionPlatform {
public:
    virtual ~ActionPlatform() = default;

    virtual CommandRunner& runner() = 0;

    // ---- devices (safety) ----
    // The whole device a path names (drive, NVMe controller, loop device).
    virtual Result<ActionTarget> resolve(const std::string& path) = 0;
    // Who uses it (mounts, swap, holders, the running system, exclusive opens).
    virtual Result<safety::UsageReport> usage(const ActionTarget& target) = 0;
    // Re-reads the identity after a change (firmware revision after a flash).
    virtual Result<ActionTarget> reread(const ActionTarget& target) { return resolve(target.identity.device); }

    // ---- TRIM ----
    virtual Result<std::vector<MountedFilesystem>> mounted_filesystems() = 0;
    // The kernel name of any block device node, partitions included ("sda2").
    virtual Result<std::string> block_device_name(const std::string& path) = 0;
    // The canonical path of a directory; InputUnreadable/NoSuchDevice otherwise.
    virtual Result<std::string> canonical_directory(const std::string& path) = 0;
    // Free-space TRIM of the filesystem mounted at `mountpoint`: bytes trimmed.
    // Refused with the reason when the filesystem or the device below it
    // cannot discard.
    virtual Result<std::uint64_t> trim_filesystem(const std::string& mountpoint) = 0;
    virtual std::string trim_step_description(const std::string& mountpoint) const = 0;

    // ---- periodic TRIM ----
    virtual Observed<PeriodicTrimObservation> periodic_trim() = 0;
    // The steps that turn periodic TRIM on, or why it cannot be done here
    // (Refused with the explanation; ToolMissing when the timer is not installed).
    virtual Result<safety::ActionPlan> plan_enable_periodic_trim() = 0;

    // ---- whole-device discard ----
    virtual Result<std::unique_ptr<BlockDiscarder>> open_for_discard(const ActionTarget& target) = 0;
    virtual std::string discard_step_description(const ActionTarget& target, std::uint64_t chunk_bytes) const = 0;

    // ---- power ----
    virtual PowerState power_state() = 0;

    // ---- files (firmware images) ----
    // Size of a readable regular file; InputUnreadable/InputEmpty otherwise.
    virtual Result<std::uint64_t> readable_file_size(const std::string& path) = 0;

    // ---- swap and hibernation ----
    // Windows keeps both as settings it applies itself (the pagefile
    // configuration, powercfg for hiberfil.sys): its platform returns them
    // here and `ssdtool swap`/`hibernation` show and change those
    // (core/windows/pagefile_commands.h, hibernation_commands.h) instead of
    // the swap files and resume device below. Null: not such an OS.
    virtual windows::MemorySettings* windows_memory_settings() { return nullptr; }
    // Swap files and a resume device (Linux). Every OS answers these; the
    // defaults say the OS has no implementation yet.
    virtual Observed<std::vector<SwapObservation>> swap_areas() {
        return Observed<std::vector<SwapObservation>>::unknown("swap areas are not read on this system yet");
    }
    virtual Observed<HibernationObservation> hibernation_state() {
        return Observed<HibernationObservation>::unknown("hibernation is not read on this system yet");
    }
    // RAM, and what could still be given to programs (Linux: MemAvailable).
    virtual std::optional<std::uint64_t> memory_total_bytes() { return std::nullopt; }
    virtual std::optional<std::uint64_t> memory_available_bytes() { return std::nullopt; }
    // The filesystem holding `path` (a file that need not exist yet).
    virtual Result<FilesystemSpace> space_for(const std::string& path) { return unsupported("free space of " + path); }
    virtual Result<std::string> filesystem_type_for(const std::string& path) { return unsupported("the filesystem of " + path); }
    // A swap file: fully allocated (no holes), owned by root, mode 0600.
    virtual Result<void> create_swap_file(const std::string& path, std::uint64_t bytes) {
        (void)path;
        (void)bytes;
        return unsupported("swap files");
    }
    virtual Result<void> remove_file(const std::string& path) {
        (void)path;
        return unsupported("removing files");
    }
    virtual bool file_exists(const std::string& path) {
        (void)path;
        return false;
    }
    virtual Result<std::string> read_text(const std::string& path) { return unsupported("reading " + path); }
    // Writes through a temporary file in the same directory and a rename.
    virtual Result<void> write_text_atomically(const std::string& path, const std::string& text) {
        (void)text;
        return unsupported("writing " + path);
    }
    // The filesystem table (Linux /etc/fstab; a setting, tests use their own).
    virtual std::string fstab_path() { return {}; }
    // Whether the service manager runs (systemd on Linux) and a unit's state.
    virtual bool service_manager_running() { return false; }
    virtual bool unit_masked(const std::string& unit) {
        (void)unit;
        return false;
    }

    // ---- time ----
    virtual std::chrono::steady_clock::time_point now() = 0;
    virtual void sleep_for(std::chrono::milliseconds duration) = 0;
    // How often a status is polled (the NVMe sanitize log) and how often a
    // blocking command's progress is told (0: not at all).
    virtual std::chrono::milliseconds poll_interval() { return std::chrono::seconds(2); }
    virtual std::chrono::milliseconds tick_interval() { return std::chrono::seconds(5); }

protected:
    static tl::unexpected<Error> unsupported(const std::string& what) {
        return tl::unexpected(Error{ErrorCode::Refused, what + ": not available on this system yet"});
    }
};

// Progress of a long action, for `--progress` (one JSON object per line) and
// the terminal's live line.
struct ProgressEvent {
    std::string action;          // "erase", "discard", "firmware"
    std::string phase;           // "sanitize", "security-erase", "discard", …
    std::optional<double> percent;
    double elapsed_seconds = 0.0;
    std::optional<double> estimated_total_seconds;
    std::string message;
};
using ProgressSink = std::function<void(const ProgressEvent&)>;

} // namespace ssd::actions
