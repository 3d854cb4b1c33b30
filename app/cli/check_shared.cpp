#include "app/cli/check_shared.h"

namespace ssd::cli {

HealthReader health_reader(CommandContext& context) {
    return [&context](const DriveInfo& drive) {
        return health_from_device(context.services.inventory, context.services.runner,
                                  context.services.in_process_smart,
                                  HealthRequest{drive.device, std::nullopt, SmartReaderChoice::Auto});
    };
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

} // namespace ssd::cli
