// The OS seam of the actions (trim, discard, erase, firmware, swap,
// hibernation). The core sequences the steps and applies the safety rules;
// each OS implements the capabilities below with its own tools and system
// calls (Linux: sysfs, /proc, FITRIM, BLKDISCARD, hdparm, nvme-cli,
// systemctl; Windows: IOCTLs, defrag, the pagefile setting, powercfg).
// ActionPlatform is only the aggregate that hands them out, so an action
// names the capability it needs and a test fakes only that. External tools
// always run through runner(), so tests replay recorded output; time goes
// through clock(), so no test waits for real.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "core/actions/action_target.h"
#include "core/actions/seams/action_clock.h"
#include "core/actions/seams/block_devices.h"
#include "core/actions/seams/device_access.h"
#include "core/actions/seams/filesystem_trim.h"
#include "core/actions/seams/local_files.h"
#include "core/actions/seams/memory_settings.h"
#include "core/actions/seams/power_supply.h"
#include "core/actions/seams/service_manager.h"
#include "core/process/command_runner.h"
#include "core/safety/action_plan.h"
#include "core/safety/safety_rules.h"
#include "core/util/error.h"

namespace ssd::actions {

class ActionPlatform {
public:
    virtual ~ActionPlatform() = default;

    virtual CommandRunner& runner() = 0;
    // Which device a path names and who uses it.
    virtual DeviceAccess& devices() = 0;
    // Free-space TRIM, now and periodic.
    virtual FilesystemTrim& filesystems() = 0;
    // Raw block operations (whole-device discard).
    virtual BlockDevices& blocks() = 0;
    // Swap and hibernation, in the system's own model.
    virtual MemorySettings& memory() = 0;
    virtual PowerSupply& power() = 0;
    virtual LocalFiles& files() = 0;
    virtual ServiceManager& services() = 0;
    virtual ActionClock& clock() = 0;
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
