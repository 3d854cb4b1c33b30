// The requests that only read: list, health, check, report.
#include "core/requests/handlers.h"

#include "core/diagnosis/drive_lookup.h"

namespace ssd::requests {

namespace {

DriveKnowledge knowledge_of(const HandlerServices& services) {
    return {services.advisories, services.ratings, services.usb_bridges};
}

HealthReader health_reader(HandlerServices& services) {
    return [&services](const DriveInfo& drive) {
        return health_from_device(services.inventory, services.runner, services.in_process_smart,
                                  HealthRequest{drive.device, std::nullopt, SmartReaderChoice::Auto},
                                  knowledge_of(services));
    };
}

} // namespace

Result<std::vector<DriveInfo>> handle_list(HandlerServices& services) {
    return drives_and_raid_members(services.inventory, services.runner);
}

Result<HealthResult> handle_health(HandlerServices& services, const HealthRequest& request) {
    return health_from_device(services.inventory, services.runner, services.in_process_smart, request,
                              knowledge_of(services));
}

Result<CheckReport> handle_check(HandlerServices& services, const CheckRequest& request) {
    return run_checks(services.inventory, services.setup_inspector, health_reader(services), request);
}

Result<ReportAnswer> handle_report(HandlerServices& services, const ReportRequest& request) {
    auto report = handle_check(services, CheckRequest{});
    if (!report) return tl::unexpected(report.error());
    ReportAnswer answer{std::move(*report), read_report_alerts(services.alerts), std::nullopt};
    if (request.html) answer.html = report_to_html(answer.report, services.report_stamp(), &answer.alerts);
    return answer;
}

} // namespace ssd::requests
