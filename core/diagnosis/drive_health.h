// `health`: identity + SMART + derived facts for one drive, from a live device
// or from a saved smartctl JSON file. The CLI and the privileged helper both
// call these functions, so both produce the same document.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>

#include "core/capture/saved_reports.h"
#include "core/drive/drive_info.h"
#include "core/drive/drive_inventory.h"
#include "core/health/drive_facts.h"
#include "core/health/drive_knowledge.h"
#include "core/process/command_runner.h"
#include "core/smart/drivedb_resolution.h"
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
    // A saved capture whose names were re-resolved with another drive database
    // (or an attempt that could not be made); nullopt when none was asked for.
    std::optional<DrivedbResolution> drive_database;
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
    // The drive's rated endurance in TB written, given by the user (--rated-tbw):
    // used before any rating file's.
    std::optional<double> rated_tbw = std::nullopt;
};

// `in_process` may be null (no in-process reader on this OS).
Result<HealthResult> health_from_device(DriveInventory& inventory, CommandRunner& runner,
                                        InProcessSmartReader* in_process, const HealthRequest& request,
                                        const DriveKnowledge& knowledge = {});

// How a saved capture's attribute names are re-resolved (drivedb_resolution.h):
// through the installed smartctl that `runner` starts, with its own database or
// `database.file`. A null runner, or `resolve` false, leaves the names as saved.
struct CaptureNameResolution {
    CommandRunner* runner = nullptr;
    DriveDatabaseChoice database;
    bool resolve = true;
};

// A saved report (what a customer sends): `smartctl --json` output, the text of
// `smartctl -a`/`-x` (UTF-8 or UTF-16, detected) or an ssdtool support capture, whose drive
// `device` is read (needed when it holds several). Errors: InputUnreadable, InputEmpty,
// InputMalformed, InputNotSmartctl, UnsupportedFormat; NoSuchDevice and Usage for the choice.
Result<HealthResult> health_from_smartctl_file(const std::filesystem::path& file,
                                               const DriveKnowledge& knowledge = {},
                                               const CaptureNameResolution& names = {},
                                               const std::optional<std::string>& device = std::nullopt);

// Every drive of a saved file (core/capture/saved_reports.h), errors naming the file.
Result<SavedFile> read_saved_reports(const std::filesystem::path& file);

// One saved drive's health, its names re-resolved as `names` says.
HealthResult health_from_saved_report(SmartReport report, const DriveKnowledge& knowledge,
                                      const CaptureNameResolution& names);

// Analysis of an already parsed report (used by both of the above and by tests).
HealthResult health_from_report(SmartReport report, std::optional<DriveInfo> discovered,
                                const DriveKnowledge& knowledge = {});

} // namespace ssd
