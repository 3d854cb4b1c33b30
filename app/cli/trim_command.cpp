// `ssdtool trim [MOUNTPOINT|DEVICE]` and `ssdtool trim --enable-periodic`.
#include <memory>

#include "app/cli/action_commands.h"
#include "core/actions/trim.h"

namespace ssd::cli {

namespace {

struct TrimArguments {
    std::string target;
    CLI::Option* target_option = nullptr;
    bool enable_periodic = false;
    bool dry_run = false;
};

} // namespace

void add_trim_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "trim", "free-space TRIM (FITRIM) of a mounted filesystem, of every filesystem mounted from a device, or "
                "(no argument) of every mounted filesystem; --enable-periodic turns on periodic TRIM");
    add_json_flag(*command, context);
    auto args = std::make_shared<TrimArguments>();
    args->target_option = command->add_option(
        "target", args->target, "a mountpoint (or any directory: its filesystem) or a device such as /dev/sda");
    command->add_flag("--enable-periodic", args->enable_periodic,
                      "turn on periodic TRIM (the systemd fstrim.timer): the fix of the trim-disabled finding");
    command->add_flag("--dry-run", args->dry_run, "print the steps (ioctls, commands); change nothing");
    command->callback([&context, args] {
        RequestSession session(context);
        if (args->enable_periodic) {
            if (args->target_option->count() > 0) {
                context.exit_status = session.error(
                    Error{ErrorCode::Usage, "--enable-periodic takes no mountpoint or device: it turns on periodic "
                                            "TRIM for every filesystem"});
                return;
            }
            context.exit_status = session.run(requests::PeriodicTrimRequest{args->dry_run});
            return;
        }
        context.exit_status = session.run(actions::TrimRequest{given(args->target_option, args->target), args->dry_run});
    });
}

} // namespace ssd::cli
