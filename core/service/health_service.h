// `health`: identity + SMART + derived facts for one drive, from a live device
// or from a saved smartctl JSON file. The CLI and the privileged helper both
// call these functions, so both produce the same document.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>

#include "core/drive/drive_info.h"
#include "core/drive/drive_inventory.h"
#include "core/health/drive_facts.h"
#include "core/process/command_runner.h"
#include "core/smart/in_process_smart_reader.h"
#include "core/smart/smart_report.h"
#include "core/util/error.h"

namespace ssd {

struct HealthResult {
    DriveInfo drive;                 // identity, merged from discovery and SMART
    bool smart_available = false;
    std::string smart_unavailable_reason;
    std::optional<SmartReport> smart;
    DriveFacts facts;
    bool in_standby = false;         // HealthRequest::leave_sleeping and the drive was asleep: not read
};

// Which SMART reader to use: smartctl (with the in-process reader as the
// fallback for ATA drives when smartctl is not installed), or one of them only.
enum class SmartReaderChoice { Auto, Smartctl, InProcess };

struct HealthRequest {
    std::string device;
    std::optional<std::string> device_type; // smartctl -d TYPE
    SmartReaderChoice reader = SmartReaderChoice::Auto;
    // Scheduled sampling: leave a drive in standby asleep (smartctl -n standby).
    bool leave_sleeping = false;
};

// `in_process` may be null (no in-process reader on this OS).
Result<HealthResult> health_from_device(DriveInventory& inventory, CommandRunner& runner,
                                        InProcessSmartReader* in_process, const HealthRequest& request,
                                        std::span<const Advisory> advisories = {});

// A saved `smartctl --json` file (what a customer sends). Errors: InputUnreadable,
// InputEmpty, InputMalformed, InputNotSmartctl, UnsupportedFormat.
Result<HealthResult> health_from_smartctl_file(const std::filesystem::path& file,
                                               std::span<const Advisory> advisories = {});

// Analysis of an already parsed report (used by both of the above and by tests).
HealthResult health_from_report(SmartReport report, std::optional<DriveInfo> discovered,
                                std::span<const Advisory> advisories = {});

} // namespace ssd
