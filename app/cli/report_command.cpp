// `ssdtool report [--html FILE]`: every drive's health and setup checks plus
// the system's, as one document (CONTRACT.md `report`); --html also writes a
// self-contained HTML file a customer can send.
#include <cerrno>
#include <cstring>
#include <fstream>
#include "app/cli/check_shared.h"
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "core/report/check_json.h"
#include "core/report/check_text.h"
#include "core/report/html_report.h"

namespace ssd::cli {

namespace {

// Writes the HTML report of `report` to `path`; adds that to doc and text.
Result<void> write_html(const CheckReport& report, const std::string& path, nlohmann::json& doc, std::string& text) {
    const std::string html = report_to_html(report, report_stamp());
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << html;
    file.close();
    if (!file) {
        const int error = errno;
        return fail(ErrorCode::InputUnreadable, "cannot write the HTML report to " + path + ": " + std::strerror(error));
    }
    doc["html_report"] = path;
    text += "\nHTML report written to " + path + "\n";
    return {};
}

struct ReportArguments {
    std::string html_file;
    std::string fail_on;

    int run(CommandContext& context) const {
        auto report = run_checks(context, CheckRequest{});
        if (!report) return print_error(context.io, context.output, report.error());
        nlohmann::json doc = full_report_to_json(*report);
        std::string text = full_report_to_text(*report);
        if (!html_file.empty()) {
            if (auto written = write_html(*report, html_file, doc, text); !written) {
                return print_error(context.io, context.output, written.error());
            }
        }
        print_success(context.io, context.output, doc, text);
        return fail_on_status(*report, fail_on);
    }
    void describe(CLI::App& command) {
        command.description("every drive: identity, SMART summary, setup checks and findings");
        command.add_option("--html", html_file, "also write a self-contained HTML report to FILE");
        add_fail_on_option(command, fail_on);
    }
};

} // namespace

void add_report_command(CLI::App& app, CommandContext& context) { add_command<ReportArguments>(app, context, "report"); }

} // namespace ssd::cli
