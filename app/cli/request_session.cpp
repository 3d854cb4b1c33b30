#include "app/cli/request_session.h"

#include <ostream>

#include "app/cli/check_shared.h"
#include "core/report/json_writer.h"
#include "platform/platform_factory.h"
#include "core/util/json_util.h"

namespace ssd::cli {

namespace {

actions::ActionPlatform* action_platform(Services& services, std::unique_ptr<actions::ActionPlatform>& owned) {
    if (services.actions != nullptr) return services.actions;
    owned = make_action_platform(services.runner);
    return owned.get();
}

bench::BenchPlatform* bench_platform(Services& services, std::unique_ptr<bench::BenchPlatform>& owned) {
    owned = services.bench_platform ? services.bench_platform() : make_bench_platform();
    return owned.get();
}

} // namespace

HtmlReportOptions report_stamp() { return HtmlReportOptions{SSD_VERSION, report_time_utc(), report_host_name()}; }

HandlerSeams::HandlerSeams(Services& services)
    : handler_services_{services.inventory,
                        services.runner,
                        services.in_process_smart,
                        services.setup_inspector,
                        services.advisories,
                        services.ratings,
                        action_platform(services, owned_actions_),
                        bench_platform(services, owned_bench_),
                        report_stamp} {
    handler_services_.drive_activity = services.drive_activity;
    handler_services_.usb_bridges = services.usb_bridges;
}

RequestSession::RequestSession(CommandContext& context, bool progress)
    : context_(context), progress_(progress), seams_(context.services) {}

std::function<void(const requests::Progress&)> RequestSession::progress_printer() {
    // Text mode always tells on stderr; plain --json keeps stdout to the one document.
    if (context_.output.json && !progress_) return {};
    return [this](const requests::Progress& progress) {
        if (json_lines()) {
            context_.io.out << json_text(requests::progress_to_json(progress)) << "\n";
            context_.io.out.flush();
        } else {
            context_.io.err << requests::progress_to_text(progress) << "\n";
            context_.io.err.flush();
        }
    };
}

int RequestSession::run(const requests::Request& request, const StopToken& stop) {
    return print(requests::respond(request, seams_.get(), requests::Call{stop, progress_printer()}));
}

int print_failure(CommandContext& context, const Error& error, bool one_line) {
    context.io.err << "ssdtool: " << error.message << "\n";
    if (context.output.json) context.io.out << json_text(error_to_json(error), one_line ? -1 : 2) << "\n";
    context.io.out.flush();
    return exit_status_for(error.code);
}

int print_response(CommandContext& context, const Result<requests::Response>& response, bool one_line) {
    if (!response) return print_failure(context, response.error(), one_line);
    // A failure without a document is an error like any other.
    if (response->failure && response->document.is_null()) return print_failure(context, *response->failure, one_line);
    if (context.output.json) {
        context.io.out << json_text(response->document, one_line ? -1 : 2) << "\n";
    } else {
        context.io.out << response->text;
    }
    context.io.out.flush();
    if (!response->failure) return 0;
    // The document stands (a refusing dry run's plan, a failed verify's results); the sentence says why it fails.
    context.io.err << "ssdtool: " << response->failure->message << "\n";
    return exit_status_for(response->failure->code);
}

int RequestSession::error(const Error& error) { return print_failure(context_, error, json_lines()); }

int RequestSession::print(const Result<requests::Response>& response) {
    return print_response(context_, response, json_lines());
}

} // namespace ssd::cli
