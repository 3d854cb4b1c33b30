// `ssdtool discard DEVICE`: discard every block of an unused device.
#include <memory>

#include "app/cli/action_commands.h"
#include "core/actions/discard.h"

namespace ssd::cli {

namespace {

struct DiscardArguments {
    std::string device;
    SafetyOptions safety;
};

} // namespace

void add_discard_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "discard", "destructive: discard (TRIM) every block of an unused device; everything on it is lost. "
                   "Refused while anything on it is mounted, swap or in use; needs --confirm TOKEN");
    add_json_flag(*command, context);
    auto args = std::make_shared<DiscardArguments>();
    command->add_option("device", args->device, "the whole device, e.g. /dev/sdb or /dev/loop0")->required();
    add_safety_options(*command, args->safety);
    command->callback([&context, args] {
        ActionSession session(context, args->safety.progress);
        actions::DiscardRequest request;
        request.device = args->device;
        request.confirm = args->safety.token();
        request.dry_run = args->safety.dry_run;
        auto report = actions::run_discard(session.platform(), request, session.progress_sink());
        context.exit_status = report ? session.success(actions::discard_report_to_json(*report),
                                                       actions::discard_report_to_text(*report))
                                     : session.error(report.error());
    });
}

} // namespace ssd::cli
