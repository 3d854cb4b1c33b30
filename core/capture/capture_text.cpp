#include "core/capture/capture_text.h"

#include "core/util/json_util.h"

namespace ssd {

namespace {

std::string drive_line(const CapturedDrive& drive) {
    std::string line = "  " + drive.device + ": ";
    if (drive.error) return line + "not readable: " + *drive.error + "\n";
    if (drive.smartctl.is_null()) return line + "not read (no reason recorded)\n";
    const auto model = json_lenient<std::string>(drive.smartctl, "model_name");
    line += model.value_or("model not reported");
    line += drive.device_type_given ? ", read with smartctl -d " + *drive.device_type_given
                                    : std::string(", read with smartctl's own device type");
    if (drive.nvme_logs) {
        line += "; NVMe media-write logs: " + std::to_string(drive.nvme_logs->pages.size()) + " read, " +
                std::to_string(drive.nvme_logs->not_read.size()) + " not";
    }
    return line + "\n";
}

} // namespace

std::string capture_summary_text(const SupportCapture& capture) {
    std::string text = "Capture of " + std::to_string(capture.drives.size()) +
                       (capture.drives.size() == 1 ? " drive" : " drives") +
                       (capture.host ? " on " + *capture.host : std::string()) +
                       (capture.captured_at.empty() ? std::string() : ", " + capture.captured_at) +
                       (capture.redacted ? " (redacted: no serial numbers, identifiers or host name)" : "") + "\n";
    for (const auto& drive : capture.drives) text += drive_line(drive);
    return text;
}

} // namespace ssd
