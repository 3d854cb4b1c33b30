// The `capture` request: every named drive (or every drive) read as health reads it, keeping
// what smartctl and nvme-cli printed (core/capture/support_capture.h).
#include "core/capture/capture_redaction.h"
#include "core/checks/platform_findings.h"
#include "core/diagnosis/drive_checks.h"
#include "core/diagnosis/drive_lookup.h"
#include "core/report/check_json.h"
#include "core/requests/handlers.h"
#include "core/smart/nvme_log_reader.h"
#include "core/smart/raid_member.h"
#include "core/smart/smart_reader.h"
#include "core/util/json_depth.h"

namespace ssd::requests {

namespace {

// The drive's setup checks as `check` makes them (its SMART report folded in): a technician
// sees how the machine was set up, and `check --capture` reports them. Null for a disk the OS
// does not list (a RAID member): it has no setup of its own here.
nlohmann::json setup_of(HandlerServices& services, DriveInfo drive, const SmartReport* smart,
                        const Observed<SystemSetup>& system) {
    if (services.setup_inspector == nullptr || drive.smartctl_device_type) return nullptr;
    SetupCheck check = setup_check(drive, services.setup_inspector->inspect_drive(drive), smart, system);
    check.outcome = merge_platform_findings(std::move(check.outcome), services.setup_inspector->platform_drive_findings(drive));
    return {{"findings", findings_to_json(check.outcome.findings)},
            {"not_evaluated", not_evaluated_to_json(check.outcome.not_evaluated)},
            {"setup", drive_setup_to_json(check.setup)}};
}

// `failure` gets the error of a drive smartctl could not be run on (not installed, no rights).
CapturedDrive capture_drive(HandlerServices& services, const DriveInfo& drive, const CaptureRequest& request,
                            const Observed<SystemSetup>& system, std::optional<Error>& failure) {
    CapturedDrive captured;
    captured.device = drive_name(drive); // a RAID member: "/dev/bus/6 -d megaraid,8"
    const auto device_type = drive.smartctl_device_type ? drive.smartctl_device_type : request.device_type;
    auto reading = read_smart(services.runner, SmartReadRequest{drive.device, device_type, false, services.usb_bridges});
    if (!reading) {
        captured.error = reading.error().message;
        if (!failure) failure = reading.error();
        captured.setup = setup_of(services, drive, nullptr, system);
        return captured;
    }
    captured.commands = reading->commands;
    captured.device_type_given = reading->device_type_given;
    const auto printed = parse_outside_json(reading->smartctl_json);
    if (printed.is_object()) captured.smartctl = printed;
    if (!reading->available) captured.error = reading->unavailable_reason;
    if (reading->report) captured.nvme_logs = read_nvme_media_logs_of(services.runner, drive.device, *reading->report);
    captured.setup = setup_of(services, drive, reading->report ? &*reading->report : nullptr, system);
    return captured;
}

// The named drives (a RAID member by its controller's node and --device-type), or every drive
// and RAID member: a server's support capture should hold the disks behind its controller too.
Result<std::vector<DriveInfo>> drives_to_capture(HandlerServices& services, const CaptureRequest& request) {
    if (request.devices.empty()) return drives_and_raid_members(services.inventory, services.runner);
    std::vector<DriveInfo> drives;
    for (const auto& device : request.devices) {
        auto drive = lookup_drive(services.inventory, device, request.device_type);
        if (!drive) return tl::unexpected(drive.error());
        drives.push_back(std::move(*drive));
    }
    return drives;
}

} // namespace

Result<SupportCapture> handle_capture(HandlerServices& services, const CaptureRequest& request) {
    auto drives = drives_to_capture(services, request);
    if (!drives) return tl::unexpected(drives.error());
    const HtmlReportOptions stamp = services.report_stamp();
    SupportCapture capture;
    capture.tool_version = stamp.tool_version;
    capture.captured_at = stamp.generated_at;
    if (!stamp.host.empty()) capture.host = stamp.host;
    bool any_read = drives->empty();
    std::optional<Error> failure;
    Result<SystemSetup> system = services.setup_inspector
                                     ? services.setup_inspector->inspect_system()
                                     : Result<SystemSetup>(fail(ErrorCode::ToolMissing, "no setup inspector"));
    const Observed<SystemSetup> seen =
        system ? Observed<SystemSetup>(*system) : Observed<SystemSetup>::unknown(system.error().message);
    std::vector<DriveInfo> inspected; // the drives the OS lists: the system's checks are about them
    for (const auto& drive : *drives) {
        capture.drives.push_back(capture_drive(services, drive, request, seen, failure));
        any_read = any_read || !capture.drives.back().smartctl.is_null();
        if (!drive.smartctl_device_type) inspected.push_back(drive);
    }
    if (services.setup_inspector != nullptr) {
        capture.system = system_check_to_json(checked_system(services.setup_inspector, std::move(system), inspected));
    }
    // Nothing to take away: the reason (smartctl missing, root needed) instead of a capture of errors.
    if (!any_read && failure) return tl::unexpected(*failure);
    return request.redact ? redacted_capture(std::move(capture)) : capture;
}

} // namespace ssd::requests
