// `ssdtool hibernation [show|on|off]`. On Windows also `reduced`, `full` and
// `size PERCENT`: powercfg's hibernation file type and size
// (core/requests/memory_handlers.h decides what this system has).
#include "app/cli/command_options.h"
#include "app/cli/commands.h"

namespace ssd::cli {

namespace {

struct HibernationArguments {
    std::string action = "show";
    std::optional<std::uint32_t> percent;
    bool dry_run = false;

    int run(CommandContext& context) const {
        const auto parsed = requests::kHibernationActions.parse(action);
        return run_request(context, requests::HibernationRequest{
                                        parsed.value_or(requests::HibernationAction::Show), percent, dry_run});
    }
    void describe(CLI::App& command) {
        command.description("hibernation: whether it is configured (resume device, swap at least the size of "
                            "memory) and the space it keeps; on/off where the system allows, otherwise what to do. "
                            "Windows: hiberfil.sys through powercfg, also reduced, full and size PERCENT (of RAM)");
        command.add_option("action", action, "show (default), on or off; Windows also reduced, full, size")
            ->check(CLI::IsMember({"show", "on", "off", "reduced", "full", "size"}));
        command.add_option("percent", percent, "size: hiberfil.sys as a percentage of RAM (40-100)");
        command.add_flag("--dry-run", dry_run, "print the steps; change nothing");
    }
};

} // namespace

void add_hibernation_command(CLI::App& app, CommandContext& context) {
    add_command<HibernationArguments>(app, context, "hibernation");
}

} // namespace ssd::cli
