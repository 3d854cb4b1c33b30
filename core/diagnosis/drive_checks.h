// `check` and `report`: the setup checks of each drive and of the system, plus
// each drive's health findings, in one result. The CLI and the privileged
// helper both call run_checks(), so both produce the same document.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/checks/check_outcome.h"
#include "core/checks/setup_inspector.h"
#include "core/diagnosis/drive_health.h"
#include "core/drive/drive_inventory.h"
#include "core/util/error.h"

namespace ssd {

struct DriveCheck {
    DriveInfo drive;                 // identity, merged from discovery and SMART
    HealthResult health;             // smart_available=false with the reason when SMART could not be read
    Observed<DriveSetup> setup;      // with the drive's own report folded in
    CheckOutcome outcome;            // setup + health findings (by severity) and what was not evaluated
    // Read from a support capture: the setup as the machine it came from saw it (check_json.h's
    // drive "setup"), written in place of `setup`; null otherwise.
    nlohmann::json recorded_setup;
};

// The setup half of a drive's check: what the inspector saw, with the drive's own SMART report
// folded in, and the setup checks on it; a failed inspection skips each with the reason.
struct SetupCheck {
    Observed<DriveSetup> setup;
    CheckOutcome outcome;
};
SetupCheck setup_check(DriveInfo& drive, Result<DriveSetup> setup, const SmartReport* smart,
                       const Observed<SystemSetup>& system);

struct SystemCheck {
    Observed<SystemSetup> setup;
    CheckOutcome outcome;
    nlohmann::json platform_observations; // what the OS's own checks looked at; null: none
    nlohmann::json recorded_setup;        // a support capture's system "setup", written in place of `setup`
};

struct CheckReport {
    std::vector<DriveCheck> drives;
    SystemCheck system;
};

// The system's checks with the OS's own (Windows' platform findings): what `check` reports and
// a support capture records. `inspector` may be null (then only the shared checks' skips).
SystemCheck checked_system(SetupInspector* inspector, Result<SystemSetup> setup, const std::vector<DriveInfo>& drives);

struct CheckRequest {
    std::vector<std::string> devices; // empty: every drive
};

// Reads SMART for one drive (health_from_device with the caller's reader
// choice); an error becomes "SMART not available: <message>", never a failure.
using HealthReader = std::function<Result<HealthResult>(const DriveInfo& drive)>;

// Errors: those of DriveInventory::list/lookup (a named device that does not
// exist or is not a drive). `inspector` may be null (no inspector for this
// OS): every setup check is then not evaluated, with that reason. The
// inspector's own findings (SetupInspector::platform_*) are merged into each
// drive's and the system's outcome.
Result<CheckReport> run_checks(DriveInventory& inventory, SetupInspector* inspector, const HealthReader& read_health,
                               const CheckRequest& request);

// `check`/`report --capture FILE…`: the drives of saved reports (a customer's smartctl JSON
// or pasted text, read by health_from_smartctl_file), their health findings in full and
// every setup check not evaluated: the machine they came from is not this one. Errors: the
// first file that cannot be read, named.
Result<CheckReport> checks_of_saved_reports(const std::vector<std::string>& files, const DriveKnowledge& knowledge,
                                            const CaptureNameResolution& names);

// The pieces, pure, for tests and other front ends.
HealthResult health_or_unavailable(const DriveInfo& drive, Result<HealthResult> health);
CheckOutcome health_outcome(const HealthResult& health);
DriveCheck assemble_drive_check(HealthResult health, Result<DriveSetup> setup, const Observed<SystemSetup>& system);
SystemCheck assemble_system_check(Result<SystemSetup> setup, const std::vector<DriveInfo>& drives);

// --fail-on: a finding of `threshold` or worse anywhere in the report.
bool report_has_finding_at_least(const CheckReport& report, Severity threshold);

} // namespace ssd
