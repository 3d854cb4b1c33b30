// The `capture` request: every named drive (or every drive) read as health reads it, keeping
// what smartctl and nvme-cli printed (core/capture/support_capture.h).
#include "core/capture/capture_redaction.h"
#include "core/diagnosis/drive_lookup.h"
#include "core/requests/handlers.h"
#include "core/smart/nvme_log_reader.h"
#include "core/smart/raid_member.h"
#include "core/smart/smart_reader.h"
#include "core/util/json_depth.h"

namespace ssd::requests {

namespace {

// `failure` gets the error of a drive smartctl could not be run on (not installed, no rights).
CapturedDrive capture_drive(HandlerServices& services, const DriveInfo& drive, const CaptureRequest& request,
                            std::optional<Error>& failure) {
    CapturedDrive captured;
    captured.device = drive_name(drive); // a RAID member: "/dev/bus/6 -d megaraid,8"
    const auto device_type = drive.smartctl_device_type ? drive.smartctl_device_type : request.device_type;
    auto reading = read_smart(services.runner, SmartReadRequest{drive.device, device_type, false, services.usb_bridges});
    if (!reading) {
        captured.error = reading.error().message;
        if (!failure) failure = reading.error();
        return captured;
    }
    captured.commands = reading->commands;
    captured.device_type_given = reading->device_type_given;
    const auto printed = parse_outside_json(reading->smartctl_json);
    if (printed.is_object()) captured.smartctl = printed;
    if (!reading->available) captured.error = reading->unavailable_reason;
    if (reading->report) captured.nvme_logs = read_nvme_media_logs_of(services.runner, drive.device, *reading->report);
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
    for (const auto& drive : *drives) {
        capture.drives.push_back(capture_drive(services, drive, request, failure));
        any_read = any_read || !capture.drives.back().smartctl.is_null();
    }
    // Nothing to take away: the reason (smartctl missing, root needed) instead of a capture of errors.
    if (!any_read && failure) return tl::unexpected(*failure);
    return request.redact ? redacted_capture(std::move(capture)) : capture;
}

} // namespace ssd::requests
