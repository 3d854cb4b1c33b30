#include "core/history/capture_import.h"

#include "core/diagnosis/drive_health.h"
#include "core/history/sample_builder.h"
#include "core/capture/saved_reports.h"
#include "core/smart/smartctl_capture.h"
#include "core/smart/smartctl_local_time.h"

namespace ssd::history {

namespace {

Result<Sample> sample_of_report(std::string_view file_name, Result<SmartReport> report,
                                std::span<const Advisory> advisories, std::optional<int> assumed_offset) {
    if (!report) return tl::unexpected(report.error());
    if (!report->read_time && report->local_time_text && assumed_offset) {
        report->read_time = parse_smartctl_local_time(*report->local_time_text, assumed_offset);
    }
    if (!report->read_time) {
        if (!report->local_time_text) {
            return fail(ErrorCode::InputMalformed, std::string(file_name) +
                                                       ": it says not when it was taken (no local time), so it "
                                                       "cannot be placed in the history");
        }
        return fail(ErrorCode::InputMalformed,
                    std::string(file_name) + ": its time \"" + *report->local_time_text + "\" cannot be placed: " +
                        local_time_problem(*report->local_time_text) +
                        "; give the offset it was taken in with --time-zone (e.g. --time-zone +08:00)");
    }
    const std::int64_t time = *report->read_time;
    const std::string tag = std::string(file_name) + "@" + std::to_string(time);
    const HealthResult health = health_from_report(std::move(*report), std::nullopt, DriveKnowledge{advisories});
    return sample_of(health, time, SampleSource::Imported, tag);
}

} // namespace

Result<Sample> sample_of_capture(std::string_view file_name, std::string_view text,
                                 std::span<const Advisory> advisories, std::optional<int> assumed_offset) {
    return sample_of_report(file_name, parse_smartctl_capture(text), advisories, assumed_offset);
}

std::vector<ImportedDrive> samples_of_saved_file(std::string_view file_name, std::string_view text,
                                                 std::span<const Advisory> advisories,
                                                 std::optional<int> assumed_offset) {
    auto saved = read_saved_file(text);
    if (!saved) return {{std::string(file_name), tl::unexpected(saved.error())}};
    std::vector<ImportedDrive> imported;
    for (auto& drive : saved->drives) {
        // A capture's drives are named "FILE DEVICE"; a smartctl report by its file alone.
        const std::string name = saved->support_capture ? std::string(file_name) + " " + drive.device : std::string(file_name);
        imported.push_back({name, sample_of_report(name, std::move(drive.report), advisories, assumed_offset)});
    }
    return imported;
}

} // namespace ssd::history
