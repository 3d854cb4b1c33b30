// Every request to its handler, and the handler's result to the one
// document and text that the CLI prints and the helper sends.
#include "core/alerts/alert_json.h"
#include "core/alerts/alert_text.h"
#include "core/capture/capture_text.h"
#include "core/report/check_json.h"
#include "core/report/check_text.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/requests/handlers.h"
#include "core/requests/memory_handlers.h"
#include "core/selftest_control/selftest_answer_json.h"

namespace ssd::requests {

namespace {

nlohmann::json alert_ack_to_json(const alerts::StoredAlert& alert) { return {{"acknowledged", alerts::alert_json(alert)}}; }

std::string alert_ack_to_text(const alerts::StoredAlert& alert) {
    return "Acknowledged: " + alerts::alert_line(alert) + "\nIt stays silent until it gets worse.\n";
}

Result<actions::ActionPlatform*> action_platform(HandlerServices& services) {
    if (services.actions == nullptr) return fail(ErrorCode::Refused, "actions are not available here");
    return services.actions;
}

actions::ProgressSink action_progress(const Call& call) {
    if (!call.progress) return {};
    return [&call](const actions::ProgressEvent& event) { call.progress(event); };
}

// A run stopped at one of its safe points answers "interrupted" (130) with
// the sentence that says what state the drive is in.
template <typename Report>
Result<Report> interrupted_if_cancelled(Result<Report> report) {
    if (report && report->cancelled) return fail(ErrorCode::Cancelled, report->state);
    return report;
}

struct Responder {
    HandlerServices& services;
    const Call& call;

    Result<Response> operator()(const ListRequest&) const {
        return to_response(handle_list(services), list_to_json, list_to_text);
    }
    Result<Response> operator()(const HealthRequest& request) const {
        return to_response(handle_health(services, request), health_to_json, health_to_text);
    }
    Result<Response> operator()(const CheckRequest& request) const {
        return to_response(handle_check(services, request), check_report_to_json, check_report_to_text);
    }
    Result<Response> operator()(const ReportRequest& request) const {
        auto report = handle_report(services, request);
        if (!report) return tl::unexpected(report.error());
        Response response{full_report_to_json(report->report), full_report_to_text(report->report), std::nullopt};
        add_report_alerts(response.document, report->report, report->alerts);
        // The helper writes no file: the HTML travels in the document.
        if (report->html) response.document["html"] = *report->html;
        return response;
    }
    Result<Response> operator()(const BenchRequest& request) const {
        auto result = handle_bench(services, request, call);
        if (!result) return tl::unexpected(result.error());
        return bench_response(*result, call.stop.reason());
    }
    Result<Response> operator()(const actions::TrimRequest& request) const {
        auto platform = action_platform(services);
        if (!platform) return tl::unexpected(platform.error());
        return to_response(interrupted_if_cancelled(actions::run_trim(**platform, request, call.stop)), actions::trim_report_to_json,
                      actions::trim_report_to_text);
    }
    Result<Response> operator()(const PeriodicTrimRequest& request) const {
        auto platform = action_platform(services);
        if (!platform) return tl::unexpected(platform.error());
        return to_response(actions::enable_periodic_trim(**platform, request.dry_run),
                      actions::periodic_trim_report_to_json, actions::periodic_trim_report_to_text);
    }
    Result<Response> operator()(const actions::DiscardRequest& request) const {
        auto platform = action_platform(services);
        if (!platform) return tl::unexpected(platform.error());
        const auto hold = request.dry_run ? nullptr : hold_drive(services, request.device, "a discard");
        return to_response(interrupted_if_cancelled(actions::run_discard(**platform, request, action_progress(call), call.stop)),
                      actions::discard_report_to_json, actions::discard_report_to_text);
    }
    Result<Response> operator()(const actions::EraseRequest& request) const {
        auto platform = action_platform(services);
        if (!platform) return tl::unexpected(platform.error());
        const auto hold = request.dry_run ? nullptr : hold_drive(services, request.device, "a secure erase");
        return to_response(interrupted_if_cancelled(actions::run_erase(**platform, request, action_progress(call), call.stop)), actions::erase_report_to_json,
                      actions::erase_report_to_text);
    }
    Result<Response> operator()(const actions::FirmwareRequest& request) const {
        auto platform = action_platform(services);
        if (!platform) return tl::unexpected(platform.error());
        const auto hold = request.dry_run ? nullptr : hold_drive(services, request.device, "a firmware update");
        return to_response(interrupted_if_cancelled(
                               actions::run_firmware(**platform, request, services.advisories, action_progress(call), call.stop)),
                      actions::firmware_report_to_json, actions::firmware_report_to_text);
    }
    Result<Response> operator()(const SwapRequest& request) const {
        auto platform = action_platform(services);
        if (!platform) return tl::unexpected(platform.error());
        return respond_swap(**platform, request);
    }
    Result<Response> operator()(const HibernationRequest& request) const {
        auto platform = action_platform(services);
        if (!platform) return tl::unexpected(platform.error());
        return respond_hibernation(**platform, request);
    }
    Result<Response> operator()(const SelfTestRequest& request) const {
        auto answer = handle_selftest(services, request, call);
        if (!answer) return tl::unexpected(answer.error());
        return Response{selftest::answers_to_json(answer->drives), selftest::answers_to_text(answer->drives),
                        selftest_failure(*answer)};
    }
    Result<Response> operator()(const CaptureRequest& request) const {
        return to_response(handle_capture(services, request), support_capture_to_json, capture_summary_text);
    }
    Result<Response> operator()(const AlertAckRequest& request) const {
        return to_response(handle_alert_ack(services, request), alert_ack_to_json, alert_ack_to_text);
    }
};

} // namespace

Result<Response> respond(const Request& request, HandlerServices& services, const Call& call) {
    return std::visit(Responder{services, call}, request);
}

} // namespace ssd::requests
