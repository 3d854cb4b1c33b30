#include "app/cli/check_shared.h"
#include "app/cli/request_session.h"

#include <chrono>
#include <ctime>

#if __has_include(<unistd.h>) && !defined(_WIN32)
#include <unistd.h>
#endif

namespace ssd::cli {

Result<CheckReport> run_checks(CommandContext& context, const CheckRequest& request) {
    HandlerSeams seams(context.services);
    return requests::handle_check(seams.get(), request);
}

Result<CheckReport> run_checks_of_captures(CommandContext& context, const std::vector<std::string>& files) {
    const CaptureNameResolution names{&context.services.runner, {}, true};
    return checks_of_saved_reports(files, DriveKnowledge{context.services.advisories, context.services.ratings}, names);
}

CLI::Option* add_capture_option(CLI::App& command, std::vector<std::string>& files) {
    return command
        .add_option("--capture", files,
                    "saved smartctl reports (--json output, or the text of -a/-x a customer pasted) instead of this "
                    "machine's drives; their setup is not checked")
        ->check(CLI::ExistingFile);
}

void add_fail_on_option(CLI::App& command, std::string& fail_on) {
    command.add_option("--fail-on", fail_on,
                       "exit with status 6 when a finding of this severity or worse exists: info, warning, critical")
        ->check(CLI::IsMember({"info", "warning", "critical"}));
}

int fail_on_status(const CheckReport& report, const std::string& fail_on) {
    const auto threshold = parse_severity(fail_on);
    if (!threshold) return 0;
    return report_has_finding_at_least(report, *threshold) ? kExitFailOn : 0;
}

int fail_on_status(const CheckDocument& document, const std::string& fail_on) {
    const auto threshold = parse_severity(fail_on);
    if (!threshold) return 0;
    bool found = has_finding_at_least(document.system.outcome.findings, *threshold);
    for (const auto& drive : document.drives) found = found || has_finding_at_least(drive.outcome.findings, *threshold);
    return found ? kExitFailOn : 0;
}

std::string report_time_utc() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
#if defined(_WIN32)
    gmtime_s(&utc, &now);
#else
    gmtime_r(&now, &utc);
#endif
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M UTC", &utc);
    return buffer;
}

std::string report_host_name() {
#if __has_include(<unistd.h>) && !defined(_WIN32)
    char buffer[256] = {};
    if (::gethostname(buffer, sizeof buffer - 1) == 0) return buffer;
#endif
    return {};
}

} // namespace ssd::cli
