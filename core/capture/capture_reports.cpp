#include "core/capture/capture_reports.h"

#include "core/smart/smartctl_parser.h"

namespace ssd {

namespace {

Result<SmartReport> report_of(const CapturedDrive& drive, bool redacted) {
    // Unreadable then (no SMART pass-through, SMART off): the reason, as a live read gives it.
    if (drive.error || drive.smartctl.is_null()) {
        return fail(ErrorCode::ToolFailed, drive.device + " could not be read when the capture was made: " +
                                               drive.error.value_or("no reason recorded"));
    }
    auto report = parse_smartctl_document(drive.smartctl);
    if (!report) return fail(report.error().code, drive.device + ": " + report.error().message);
    if (drive.nvme_logs) report->nvme_media = nvme_media_evidence(*drive.nvme_logs);
    if (redacted) {
        report->serial.reset();
        report->wwn.reset();
    }
    if (report->device_name.empty()) report->device_name = drive.device;
    return report;
}

} // namespace

std::vector<CapturedReport> reports_of_capture(const SupportCapture& capture) {
    std::vector<CapturedReport> reports;
    for (const auto& drive : capture.drives) {
        reports.push_back({drive.device, report_of(drive, capture.redacted), drive.setup});
    }
    return reports;
}

} // namespace ssd
