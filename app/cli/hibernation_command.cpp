// `ssdtool hibernation [show|on|off]`. On Windows also `reduced`, `full` and
// `size PERCENT`: powercfg's hibernation file type and size
// (core/requests/memory_handlers.h decides what this system has).
#include <memory>

#include "app/cli/action_commands.h"

namespace ssd::cli {

namespace {

struct HibernationArguments {
    std::string action = "show";
    std::uint32_t percent = 0;
    CLI::Option* percent_option = nullptr;
    bool dry_run = false;
};

} // namespace

void add_hibernation_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "hibernation", "hibernation: whether it is configured (resume device, swap at least the size of memory) and "
                       "the space it keeps; on/off where the system allows, otherwise what to do. Windows: "
                       "hiberfil.sys through powercfg, also reduced, full and size PERCENT (of RAM)");
    add_json_flag(*command, context);
    auto args = std::make_shared<HibernationArguments>();
    command->add_option("action", args->action, "show (default), on or off; Windows also reduced, full, size")
        ->check(CLI::IsMember({"show", "on", "off", "reduced", "full", "size"}));
    args->percent_option =
        command->add_option("percent", args->percent, "size: hiberfil.sys as a percentage of RAM (40-100)");
    command->add_flag("--dry-run", args->dry_run, "print the steps; change nothing");
    command->callback([&context, args] {
        RequestSession session(context);
        requests::HibernationRequest request;
        request.action = requests::kHibernationActions.parse(args->action).value_or(requests::HibernationAction::Show);
        if (args->percent_option->count() > 0) request.percent = args->percent;
        request.dry_run = args->dry_run;
        context.exit_status = session.run(request);
    });
}

} // namespace ssd::cli
