// `ssdtool report [--html FILE]`: every drive's health and setup checks plus
// the system's, as one document (docs/CONTRACT.md `report`); --html also writes a
// self-contained HTML file a customer can send.
#include "app/cli/check_shared.h"
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/history_options.h"
#include "app/cli/service_client.h"
#include "core/requests/report_output.h"
#include "core/report/check_json.h"
#include "core/report/check_text.h"
#include "core/report/html_report.h"

namespace ssd::cli {

namespace {

// Writes the HTML report to `path`; adds that to doc and text.
Result<void> write_file(const std::string& path, const std::string& html, nlohmann::json& doc, std::string& text) {
    if (auto written = write_output_file(path, html, "the HTML report"); !written) return written;
    doc["html_report"] = path;
    text += "\nHTML report written to " + path + "\n";
    return {};
}

// Through the service: the HTML comes back in the answer and is written here, as the user.
int report_from_service(CommandContext& context, Result<requests::Response> answer, const std::string& html_file,
                        const std::string& fail_on) {
    if (!answer) return print_response(context, answer);
    auto output = requests::report_output_from_json(std::move(answer->document));
    answer->document = std::move(output.document);
    if (!html_file.empty() && output.html) {
        if (auto written = write_file(html_file, *output.html, answer->document, answer->text); !written) {
            return print_failure(context, written.error());
        }
    }
    const int status = print_response(context, answer);
    return status != 0 ? status : fail_on_status(full_report_from_json(answer->document), fail_on);
}

struct ReportArguments {
    std::vector<std::string> captures;
    std::string html_file;
    std::string fail_on;
    bool local = false;
    DatabaseOption database;  // where the drives' alerts are read

    int run(CommandContext& context) const {
        // The service reads the system's database: a named one is read here.
        context.local_only = local || database.path.has_value() || !captures.empty();
        if (auto answer = ask_service(context, requests::ReportRequest{!html_file.empty()})) {
            return report_from_service(context, std::move(*answer), html_file, fail_on);
        }
        auto report = captures.empty() ? run_checks(context, CheckRequest{}) : run_checks_of_captures(context, captures);
        if (!report) return print_error(context.io, context.output, report.error());
        nlohmann::json doc = full_report_to_json(*report);
        // The alerts, read as this user (the system's database is readable by everyone).
        const requests::AlertAccess access = alert_access(database);
        const ReportAlerts alerts = requests::read_report_alerts(&access);
        add_report_alerts(doc, *report, alerts);
        std::string text = full_report_to_text(*report);
        if (!html_file.empty()) {
            if (auto written = write_file(html_file, report_to_html(*report, report_stamp(), &alerts), doc, text); !written) {
                return print_error(context.io, context.output, written.error());
            }
        }
        print_success(context.io, context.output, doc, text);
        return fail_on_status(*report, fail_on);
    }
    void describe(CLI::App& command) {
        command.description("every drive: identity, SMART summary, setup checks and findings");
        command.add_option("--html", html_file, "also write a self-contained HTML report to FILE");
        add_capture_option(command, captures);
        add_fail_on_option(command, fail_on);
        add_local_flag(command, local);
        add_database_option(command, database);
    }
};

} // namespace

void add_report_command(CLI::App& app, CommandContext& context) { add_command<ReportArguments>(app, context, "report"); }

} // namespace ssd::cli
