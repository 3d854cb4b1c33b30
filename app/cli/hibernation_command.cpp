// `ssdtool hibernation [show|on|off]`. On Windows also `reduced`, `full` and
// `size PERCENT`: powercfg's hibernation file type and size
// (core/requests/memory_handlers.h decides what this system has).
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/field_options.h"

namespace ssd::cli {

namespace {

struct HibernationArguments {
    requests::HibernationRequest request;

    int run(CommandContext& context) const { return run_request(context, request); }
    void describe(CLI::App& command) {
        command.description("hibernation: whether it is configured (resume device, swap at least the size of "
                            "memory) and the space it keeps; on/off where the system allows, otherwise what to do. "
                            "Windows: hiberfil.sys through powercfg, also reduced, full and size PERCENT (of RAM)");
        add_field_options(command, request,
                          {{"action", "action", "show (default), on or off; Windows also reduced, full, size"},
                           {"percent", "percent", "size: hiberfil.sys as a percentage of RAM (40-100)"},
                           {"dry_run", "--dry-run", "print the steps; change nothing"}});
    }
};

} // namespace

void add_hibernation_command(CLI::App& app, CommandContext& context) {
    add_command<HibernationArguments>(app, context, "hibernation");
}

} // namespace ssd::cli
