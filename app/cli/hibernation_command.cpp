// `ssdtool hibernation [show|on|off]`.
#include <memory>

#include "app/cli/action_commands.h"
#include "core/actions/swap.h"

namespace ssd::cli {

namespace {

struct HibernationArguments {
    std::string action = "show";
    bool dry_run = false;
};

} // namespace

void add_hibernation_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "hibernation", "hibernation: whether it is configured (resume device, swap at least the size of memory) and "
                       "the space it keeps; on/off where the system allows, otherwise what to do");
    add_json_flag(*command, context);
    auto args = std::make_shared<HibernationArguments>();
    command->add_option("action", args->action, "show (default), on or off")->check(CLI::IsMember({"show", "on", "off"}));
    command->add_flag("--dry-run", args->dry_run, "print the steps; change nothing");
    command->callback([&context, args] {
        ActionSession session(context);
        auto report = args->action == "show" ? actions::show_hibernation(session.platform())
                                             : actions::set_hibernation(session.platform(), args->action == "on",
                                                                        args->dry_run);
        context.exit_status = report ? session.success(actions::hibernation_to_json(*report),
                                                       actions::hibernation_to_text(*report))
                                     : session.error(report.error());
    });
}

} // namespace ssd::cli
