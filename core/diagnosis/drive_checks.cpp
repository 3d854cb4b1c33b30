#include "core/diagnosis/drive_checks.h"

#include "core/checks/setup_checks.h"
#include "core/checks/smart_observations.h"
#include "core/util/json_util.h"

namespace ssd {

namespace {

// The health finding ids (drive_facts) that need SMART data.
constexpr const char* kHealthChecks[] = {"smart-failing",        "wear-high",        "write-amplification-high",
                                         "media-errors",         "interface-crc-errors", "temperature-high",
                                         "firmware-advisory"};

const SystemSetup& empty_system() {
    static const SystemSetup empty = [] {
        SystemSetup s;
        s.filesystems = Observed<std::vector<FilesystemObservation>>::unknown("the system was not inspected");
        s.swaps = Observed<std::vector<SwapObservation>>::unknown("the system was not inspected");
        s.hibernation = Observed<HibernationObservation>::unknown("the system was not inspected");
        s.periodic_trim = Observed<PeriodicTrimObservation>::unknown("the system was not inspected");
        return s;
    }();
    return empty;
}

constexpr const char* kRecorded = "recorded by `ssdtool capture` on the machine the capture came from";

// A support capture's drive: its setup checks as that machine judged them (the setup is not
// here to judge again), its health judged now from the smartctl document.
DriveCheck recorded_drive_check(HealthResult health, const nlohmann::json& recorded) {
    DriveCheck check;
    check.drive = health.drive;
    check.setup = Observed<DriveSetup>::unknown(kRecorded);
    check.recorded_setup = json_object(recorded, "setup");
    check.outcome = check_outcome_from_json(recorded);
    check.outcome.merge(health_outcome(health));
    sort_by_severity(check.outcome.findings);
    check.health = std::move(health);
    return check;
}

} // namespace

HealthResult health_or_unavailable(const DriveInfo& drive, Result<HealthResult> health) {
    if (health) {
        // Checks find a drive's filesystems and swap by its kernel name.
        if (health->drive.kernel_name.empty()) health->drive.kernel_name = drive.kernel_name;
        if (health->drive.device.empty()) health->drive.device = drive.device;
        return std::move(*health);
    }
    HealthResult partial;
    partial.drive = drive;
    partial.smart_available = false;
    partial.smart_unavailable_reason = health.error().message;
    partial.facts.verdict.reasons.push_back("no SMART data: " + health.error().message);
    partial.facts.writes.unavailable_reason = "no SMART data";
    partial.facts.wear.source = "no SMART data";
    return partial;
}

CheckOutcome health_outcome(const HealthResult& health) {
    CheckOutcome outcome;
    for (const auto& finding : health.facts.findings) outcome.add(finding);
    if (!health.smart_available) {
        const std::string reason = "no SMART data: " + (health.smart_unavailable_reason.empty()
                                                            ? std::string("SMART could not be read")
                                                            : health.smart_unavailable_reason);
        for (const char* check : kHealthChecks) outcome.skip(check, reason);
        return outcome;
    }
    if (!health.facts.writes.write_amplification) {
        outcome.skip("write-amplification-high",
                     health.facts.writes.unavailable_reason.value_or("the drive does not report the counters needed"));
    }
    if (!health.facts.wear.percent_used && !health.facts.wear.available_spare_percent) {
        outcome.skip("wear-high", health.facts.wear.source.empty() ? "the drive reports no wear indicator"
                                                                   : "wear: " + health.facts.wear.source);
    }
    if (health.smart && !health.smart->temperature_c) {
        outcome.skip("temperature-high", "the drive reports no temperature");
    }
    return outcome;
}

SetupCheck setup_check(DriveInfo& drive, Result<DriveSetup> setup, const SmartReport* smart,
                       const Observed<SystemSetup>& system) {
    SetupCheck check;
    if (setup) {
        if (smart != nullptr) apply_drive_report(*setup, drive, *smart);
        check.setup = std::move(*setup);
    } else {
        check.setup = Observed<DriveSetup>::unknown(setup.error().message);
    }
    if (check.setup) {
        check.outcome = run_setup_checks(drive, *check.setup, system ? *system : empty_system());
    } else {
        for (const char* id : {"controller-legacy-ide", "sata-link-below-max", "pcie-link-below-max",
                               "partition-misaligned", "trim-unsupported", "trim-disabled", "free-space-low",
                               "write-cache-disabled"}) {
            check.outcome.skip(id, "the drive's setup could not be inspected: " + check.setup.reason());
        }
    }
    sort_by_severity(check.outcome.findings);
    return check;
}

DriveCheck assemble_drive_check(HealthResult health, Result<DriveSetup> setup, const Observed<SystemSetup>& system) {
    DriveCheck check;
    check.drive = health.drive;
    SetupCheck setup_part = setup_check(check.drive, std::move(setup), health.smart ? &*health.smart : nullptr, system);
    check.setup = std::move(setup_part.setup);
    check.outcome = std::move(setup_part.outcome);
    check.outcome.merge(health_outcome(health));
    sort_by_severity(check.outcome.findings);
    check.health = std::move(health);
    return check;
}

SystemCheck assemble_system_check(Result<SystemSetup> setup, const std::vector<DriveInfo>& drives) {
    SystemCheck check;
    if (setup) {
        check.setup = std::move(*setup);
        check.outcome = run_system_checks(*check.setup, drives);
    } else {
        check.setup = Observed<SystemSetup>::unknown(setup.error().message);
        for (const char* id : {"trim-disabled", "free-space-low", "swap-on-drive", "hibernation-enabled"}) {
            check.outcome.skip(id, "the system could not be inspected: " + setup.error().message);
        }
    }
    sort_by_severity(check.outcome.findings);
    return check;
}

Result<CheckReport> checks_of_saved_reports(const std::vector<std::string>& files, const DriveKnowledge& knowledge,
                                            const CaptureNameResolution& names) {
    // Each setup check is skipped with this reason (the error code is not shown).
    const std::string elsewhere = "read from a saved report: the setup of the machine it came from is not known here";
    CheckReport report;
    std::vector<DriveInfo> drives;
    const Observed<SystemSetup> no_system = Observed<SystemSetup>::unknown(elsewhere);
    nlohmann::json recorded_system; // the first support capture's that has one
    for (const auto& file : files) {
        auto saved = read_saved_reports(file);
        if (!saved) return tl::unexpected(saved.error());
        for (auto& drive : saved->drives) {
            // A support capture's drive it could not read stays in the report, with the reason.
            auto health = drive.report ? Result<HealthResult>(health_from_saved_report(std::move(*drive.report), knowledge, names))
                                       : Result<HealthResult>(tl::unexpected(drive.report.error()));
            DriveInfo named;
            named.device = drive.device.empty() ? file : drive.device;
            HealthResult checked = health_or_unavailable(named, std::move(health));
            drives.push_back(checked.drive);
            if (drive.setup.is_object()) {
                report.drives.push_back(recorded_drive_check(std::move(checked), drive.setup));
            } else {
                report.drives.push_back(assemble_drive_check(
                    std::move(checked), Result<DriveSetup>(fail(ErrorCode::InputUnreadable, elsewhere)), no_system));
            }
        }
        if (saved->system.is_object() && recorded_system.is_null()) recorded_system = std::move(saved->system);
    }
    if (recorded_system.is_object()) {
        report.system.setup = Observed<SystemSetup>::unknown(kRecorded);
        report.system.outcome = check_outcome_from_json(recorded_system);
        report.system.recorded_setup = json_object(recorded_system, "setup");
    } else {
        report.system = assemble_system_check(Result<SystemSetup>(fail(ErrorCode::InputUnreadable, elsewhere)), drives);
    }
    return report;
}

Result<CheckReport> run_checks(DriveInventory& inventory, SetupInspector* inspector, const HealthReader& read_health,
                               const CheckRequest& request) {
    auto named = named_or_all_drives(inventory, request.devices);
    if (!named) return tl::unexpected(named.error());
    std::vector<DriveInfo> drives = std::move(*named);
    const std::string no_inspector = "no setup inspector for this operating system";
    Result<SystemSetup> system = inspector ? inspector->inspect_system()
                                           : Result<SystemSetup>(fail(ErrorCode::ToolMissing, no_inspector));
    Observed<SystemSetup> system_seen =
        system ? Observed<SystemSetup>(*system) : Observed<SystemSetup>::unknown(system.error().message);

    CheckReport report;
    for (const auto& drive : drives) {
        HealthResult health = health_or_unavailable(drive, read_health ? read_health(drive)
                                                                       : Result<HealthResult>(fail(
                                                                             ErrorCode::ToolMissing, "no SMART reader")));
        Result<DriveSetup> setup = inspector ? inspector->inspect_drive(drive)
                                             : Result<DriveSetup>(fail(ErrorCode::ToolMissing, no_inspector));
        DriveCheck check = assemble_drive_check(std::move(health), std::move(setup), system_seen);
        if (inspector) {
            check.outcome = merge_platform_findings(std::move(check.outcome), inspector->platform_drive_findings(check.drive));
        }
        report.drives.push_back(std::move(check));
    }
    std::vector<DriveInfo> checked;
    for (const auto& d : report.drives) checked.push_back(d.drive);
    report.system = checked_system(inspector, std::move(system), checked);
    return report;
}

SystemCheck checked_system(SetupInspector* inspector, Result<SystemSetup> setup, const std::vector<DriveInfo>& drives) {
    SystemCheck system = assemble_system_check(std::move(setup), drives);
    if (inspector) {
        PlatformFindings own = inspector->platform_system_findings();
        system.platform_observations = std::move(own.observations);
        system.outcome = merge_platform_findings(std::move(system.outcome), std::move(own));
    }
    return system;
}

bool report_has_finding_at_least(const CheckReport& report, Severity threshold) {
    for (const auto& drive : report.drives) {
        if (has_finding_at_least(drive.outcome.findings, threshold)) return true;
    }
    return has_finding_at_least(report.system.outcome.findings, threshold);
}

} // namespace ssd
