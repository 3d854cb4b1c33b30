#include "app/cli/commands.h"

#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/service/health_service.h"

namespace ssd::cli {

namespace {

int run_report(CommandContext& context) {
    auto& services = context.services;
    auto drives = services.inventory.list();
    if (!drives) {
        return print_error(context.io, context.output, drives.error());
    }
    nlohmann::json docs = nlohmann::json::array();
    std::string text = drives->empty() ? "No drives found.\n" : "";
    for (const auto& drive : *drives) {
        auto result = health_from_device(services.inventory, services.runner, services.in_process_smart,
                                         HealthRequest{drive.device, {}, SmartReaderChoice::Auto});
        if (!result) {
            // One unreadable drive must not hide the others: say why instead.
            HealthResult partial;
            partial.drive = drive;
            partial.smart_unavailable_reason = result.error().message;
            partial.facts.verdict.reasons.push_back("no SMART data: " + result.error().message);
            result = std::move(partial);
        }
        docs.push_back(health_to_json(*result));
        text += health_to_text(*result) + "\n";
    }
    return print_success(context.io, context.output, {{"drives", docs}}, text);
}

} // namespace

void add_report_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand("report", "every drive: identity and SMART summary");
    add_json_flag(*command, context);
    command->callback([&context] { context.exit_status = run_report(context); });
}

} // namespace ssd::cli
