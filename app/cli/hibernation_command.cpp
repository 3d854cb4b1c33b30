// `ssdtool hibernation [show|on|off]`. On Windows
// (ActionPlatform::windows_memory_settings()) also `reduced`, `full` and
// `size PERCENT`: powercfg's hibernation file type and size
// (windows_memory_commands.h).
#include <memory>

#include "app/cli/action_commands.h"
#include "app/cli/windows_memory_commands.h"
#include "core/actions/swap.h"

namespace ssd::cli {

namespace {

struct HibernationArguments {
    std::string action = "show";
    std::uint32_t percent = 0;
    CLI::Option* percent_option = nullptr;
    bool dry_run = false;
};

bool windows_only(const std::string& action) { return action == "reduced" || action == "full" || action == "size"; }

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
        ActionSession session(context);
        if (auto* settings = session.platform().windows_memory_settings()) {
            WindowsHibernationArguments windows_args{args->action, std::nullopt, args->dry_run};
            if (args->percent_option->count() > 0) windows_args.percent = args->percent;
            context.exit_status = run_windows_hibernation_command(session, *settings, windows_args);
            return;
        }
        if (windows_only(args->action) || args->percent_option->count() > 0) {
            context.exit_status = session.error(
                Error{ErrorCode::Usage, "reduced, full and size set the Windows hibernation file (powercfg); here "
                                        "hibernation is only on or off"});
            return;
        }
        auto report = args->action == "show" ? actions::show_hibernation(session.platform())
                                             : actions::set_hibernation(session.platform(), args->action == "on",
                                                                        args->dry_run);
        context.exit_status = report ? session.success(actions::hibernation_to_json(*report),
                                                       actions::hibernation_to_text(*report))
                                     : session.error(report.error());
    });
}

} // namespace ssd::cli
