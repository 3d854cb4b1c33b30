// `ssdtool swap [show|resize SIZE|remove]`: swap areas, and resizing, moving
// or removing a swap file with /etc/fstab kept consistent. On Windows the
// same words act on the pagefile setting, plus `system-managed` and
// `resize SIZE --maximum SIZE` (core/requests/memory_handlers.h decides).
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/field_options.h"

namespace ssd::cli {

namespace {

struct SwapArguments {
    requests::SwapRequest request;

    int run(CommandContext& context) const { return run_request(context, request); }
    void describe(CLI::App& command) {
        command.description("swap areas (show), or change a swap file: resize SIZE (also creates one, or moves it "
                            "with --to), remove; /etc/fstab is backed up and only its line concerned changes. "
                            "Windows: the pagefile (resize SIZE [--maximum SIZE] [--to D:], system-managed; applied "
                            "at the next restart)");
        add_field_options(
            command, request,
            {{"action", "action", "show (default), resize or remove; Windows also system-managed"},
             {"size", "size", "resize: the new size, e.g. 4g (k/m/g/t = KiB/MiB/GiB/TiB)"},
             {"file", "--file",
              "the swap file concerned (default: the only active one; resize creates /swapfile when none is active)"},
             {"to", "--to", "resize: put the new swap file here (a move)"},
             {"fstab", "--fstab", "the filesystem table to keep consistent (default /etc/fstab)"},
             {"maximum", "--maximum", "Windows resize: the pagefile's maximum size (default: SIZE)"},
             {"dry_run", "--dry-run", "print the steps; change nothing"}});
    }
};

} // namespace

void add_swap_command(CLI::App& app, CommandContext& context) { add_command<SwapArguments>(app, context, "swap"); }

} // namespace ssd::cli
