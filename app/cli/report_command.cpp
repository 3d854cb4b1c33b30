// `ssdtool report [--html FILE]`: every drive's health and setup checks plus
// the system's, as one document (CONTRACT.md `report`); --html also writes a
// self-contained HTML file a customer can send.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <memory>

#include "app/cli/check_shared.h"
#include "app/cli/commands.h"
#include "app/cli/request_session.h"
#include "core/report/check_json.h"
#include "core/report/check_text.h"
#include "core/report/html_report.h"

namespace ssd::cli {

namespace {

struct ReportArguments {
    std::string html_file;
    std::string fail_on;
};

int run_report(CommandContext& context, const ReportArguments& args) {
    HandlerSeams seams(context.services);
    auto report = requests::handle_check(seams.get(), CheckRequest{});
    if (!report) {
        return print_error(context.io, context.output, report.error());
    }
    nlohmann::json doc = full_report_to_json(*report);
    std::string text = full_report_to_text(*report);
    if (!args.html_file.empty()) {
        const std::string html = report_to_html(*report, report_stamp());
        std::ofstream file(args.html_file, std::ios::binary | std::ios::trunc);
        file << html;
        file.close();
        if (!file) {
            const int error = errno;
            return print_error(context.io, context.output,
                               Error{ErrorCode::InputUnreadable, "cannot write the HTML report to " + args.html_file +
                                                                     ": " + std::strerror(error)});
        }
        doc["html_report"] = args.html_file;
        text += "\nHTML report written to " + args.html_file + "\n";
    }
    print_success(context.io, context.output, doc, text);
    return fail_on_status(*report, args.fail_on);
}

} // namespace

void add_report_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand("report", "every drive: identity, SMART summary, setup checks and findings");
    add_json_flag(*command, context);
    auto args = std::make_shared<ReportArguments>();
    command->add_option("--html", args->html_file, "also write a self-contained HTML report to FILE");
    add_fail_on_option(*command, args->fail_on);
    command->callback([&context, args] { context.exit_status = run_report(context, *args); });
}

} // namespace ssd::cli
