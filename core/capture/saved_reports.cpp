#include "core/capture/saved_reports.h"

#include "core/smart/smartctl_capture.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/json_depth.h"

namespace ssd {

Result<SavedFile> read_saved_file(std::string_view text) {
    SavedFile file;
    // JSON is parsed once here: a capture is read from the document, smartctl's document too;
    // text, UTF-16 and what does not parse go to the capture parser, which says why.
    const nlohmann::json doc = capture_format(text) == CaptureFormat::Json ? parse_outside_json(text) : nlohmann::json();
    if (is_support_capture(doc)) {
        auto capture = support_capture_from_json(doc);
        if (!capture) return tl::unexpected(capture.error());
        file.support_capture = true;
        file.drives = reports_of_capture(*capture);
        file.system = std::move(capture->system);
        return file;
    }
    auto report = doc.is_object() ? parse_smartctl_document(doc) : parse_smartctl_capture(text);
    if (!report) return tl::unexpected(report.error());
    std::string device = report->device_name;
    file.drives.push_back({std::move(device), std::move(*report), nullptr});
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
