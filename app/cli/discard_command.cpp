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
        RequestSession session(context, args->safety.progress);
        context.exit_status =
            session.run(actions::DiscardRequest{args->device, args->safety.token(), args->safety.dry_run});
    });
}

} // namespace ssd::cli
