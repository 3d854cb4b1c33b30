// `ssdtool trim [MOUNTPOINT|DEVICE]` and `ssdtool trim --enable-periodic`.
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "core/actions/trim.h"

namespace ssd::cli {

namespace {

struct TrimArguments {
    std::optional<std::string> target;
    bool enable_periodic = false;
    bool dry_run = false;

    Result<requests::Request> request() const {
        if (!enable_periodic) return actions::TrimRequest{target, dry_run};
        if (!target) return requests::PeriodicTrimRequest{dry_run};
        return fail(ErrorCode::Usage,
                    "--enable-periodic takes no mountpoint or device: it turns on periodic TRIM for every filesystem");
    }
    int run(CommandContext& context) const { return run_request(context, request()); }
    void describe(CLI::App& command) {
        command.description("free-space TRIM (FITRIM) of a mounted filesystem, of every filesystem mounted from a "
                            "device, or (no argument) of every mounted filesystem; --enable-periodic turns on "
                            "periodic TRIM");
        command.add_option("target", target,
                           "a mountpoint (or any directory: its filesystem) or a device such as /dev/sda");
        command.add_flag("--enable-periodic", enable_periodic,
                         "turn on periodic TRIM (the systemd fstrim.timer): the fix of the trim-disabled finding");
        command.add_flag("--dry-run", dry_run, "print the steps (ioctls, commands); change nothing");
    }
};

} // namespace

void add_trim_command(CLI::App& app, CommandContext& context) { add_command<TrimArguments>(app, context, "trim"); }

} // namespace ssd::cli
