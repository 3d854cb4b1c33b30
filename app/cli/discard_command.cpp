// `ssdtool discard DEVICE`: discard every block of an unused device.
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "core/actions/discard.h"

namespace ssd::cli {

namespace {

struct DiscardArguments {
    std::string device;
    SafetyOptions safety;

    int run(CommandContext& context) const {
        return run_request(context, actions::DiscardRequest{device, safety.confirm, safety.dry_run}, safety.progress);
    }
    void describe(CLI::App& command) {
        command.description("destructive: discard (TRIM) every block of an unused device; everything on it is lost. "
                            "Refused while anything on it is mounted, swap or in use; needs --confirm TOKEN");
        command.add_option("device", device, "the whole device, e.g. /dev/sdb or /dev/loop0")->required();
        add_safety_options(command, safety);
    }
};

} // namespace

void add_discard_command(CLI::App& app, CommandContext& context) { add_command<DiscardArguments>(app, context, "discard"); }

} // namespace ssd::cli
