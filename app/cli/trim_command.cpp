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
        ActionSession session(context);
        if (args->enable_periodic) {
            if (args->target_option->count() > 0) {
                context.exit_status = session.error(
                    Error{ErrorCode::Usage, "--enable-periodic takes no mountpoint or device: it turns on periodic "
                                            "TRIM for every filesystem"});
                return;
            }
            auto report = actions::enable_periodic_trim(session.platform(), args->dry_run);
            context.exit_status = report ? session.success(actions::periodic_trim_report_to_json(*report),
                                                           actions::periodic_trim_report_to_text(*report))
                                         : session.error(report.error());
            return;
        }
        actions::TrimRequest request;
        if (args->target_option->count() > 0) request.target = args->target;
        request.dry_run = args->dry_run;
        auto report = actions::run_trim(session.platform(), request);
        context.exit_status = report ? session.success(actions::trim_report_to_json(*report),
                                                       actions::trim_report_to_text(*report))
                                     : session.error(report.error());
    });
}

} // namespace ssd::cli
