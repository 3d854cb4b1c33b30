#include "core/history/capture_import.h"

#include "core/history/sample_builder.h"
#include "core/service/health_service.h"
#include "core/smart/smartctl_capture.h"

namespace ssd::history {

Result<Sample> sample_of_capture(std::string_view file_name, std::string_view text,
                                 std::span<const Advisory> advisories) {
    auto report = parse_smartctl_capture(text);
    if (!report) return tl::unexpected(report.error());
    if (!report->read_time) {
        const std::string said = report->local_time_text
                                     ? "its time \"" + *report->local_time_text + "\" names no unambiguous time zone"
                                     : "it says not when it was taken (no local time)";
        return fail(ErrorCode::InputMalformed,
                    std::string(file_name) + ": " + said + ", so it cannot be placed in the history");
    }
    const std::int64_t time = *report->read_time;
    const std::string tag = std::string(file_name) + "@" + std::to_string(time);
    const HealthResult health = health_from_report(std::move(*report), std::nullopt, DriveKnowledge{advisories});
    return sample_of(health, time, SampleSource::Imported, tag);
}

} // namespace ssd::history
