#include "core/capture/saved_reports.h"

#include "core/smart/smartctl_capture.h"

namespace ssd {

Result<SavedFile> read_saved_file(std::string_view text) {
    SavedFile file;
    if (is_support_capture(text)) {
        auto capture = parse_support_capture(text);
        if (!capture) return tl::unexpected(capture.error());
        file.support_capture = true;
        file.drives = reports_of_capture(*capture);
        return file;
    }
    auto report = parse_smartctl_capture(text);
    if (!report) return tl::unexpected(report.error());
    std::string device = report->device_name;
    file.drives.push_back({std::move(device), std::move(*report)});
    return file;
}

Result<SmartReport> saved_drive(const SavedFile& file, const std::optional<std::string>& device) {
    std::string listed;
    for (const auto& drive : file.drives) {
        if (device && drive.device == *device) return drive.report;
        listed += (listed.empty() ? "" : ", ") + drive.device;
    }
    if (device) return fail(ErrorCode::NoSuchDevice, "the capture holds no drive " + *device + " (it holds " + listed + ")");
    if (file.drives.size() == 1) return file.drives.front().report;
    if (file.drives.empty()) return fail(ErrorCode::InputMalformed, "the capture holds no drive");
    return fail(ErrorCode::Usage, "the capture holds " + std::to_string(file.drives.size()) + " drives (" + listed +
                                      "): name the one to analyse after the file");
}

} // namespace ssd
