// `ssdtool report [--html FILE]`: every drive's health and setup checks plus
// the system's, as one document (CONTRACT.md `report`); --html also writes a
// self-contained HTML file a customer can send.
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <fstream>
#include <memory>

#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

#include "app/cli/check_shared.h"
#include "app/cli/commands.h"
#include "core/report/check_json.h"
#include "core/report/check_text.h"
#include "core/report/html_report.h"

namespace ssd::cli {

namespace {

struct ReportArguments {
    std::string html_file;
    std::string fail_on;
};

std::string utc_now() {
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

std::string host_name() {
#if __has_include(<unistd.h>)
    char buffer[256] = {};
    if (::gethostname(buffer, sizeof buffer - 1) == 0) return buffer;
#endif
    return {};
}

int run_report(CommandContext& context, const ReportArguments& args) {
    auto report = run_checks(context.services.inventory, context.services.setup_inspector, health_reader(context),
                             CheckRequest{});
    if (!report) {
        return print_error(context.io, context.output, report.error());
    }
    nlohmann::json doc = full_report_to_json(*report);
    std::string text = full_report_to_text(*report);
    if (!args.html_file.empty()) {
        const std::string html = report_to_html(*report, HtmlReportOptions{SSD_VERSION, utc_now(), host_name()});
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
