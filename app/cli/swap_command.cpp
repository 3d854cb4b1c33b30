// `ssdtool swap [show|resize SIZE|remove]`: swap areas, and resizing, moving
// or removing a swap file with /etc/fstab kept consistent. On Windows the
// same words act on the pagefile setting, plus `system-managed` and
// `resize SIZE --maximum SIZE` (core/requests/memory_handlers.h decides).
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "core/util/units.h"

namespace ssd::cli {

namespace {

// A size argument, or Usage naming what was given.
Result<std::optional<std::uint64_t>> size_argument(const std::optional<std::string>& text) {
    if (!text) return std::optional<std::uint64_t>();
    if (const auto bytes = parse_size(*text)) return std::optional<std::uint64_t>(*bytes);
    return fail(ErrorCode::Usage, *text + " is not a size (e.g. 512m, 4g)");
}

struct SwapArguments {
    std::string action = "show";
    std::optional<std::string> size, maximum; // sizes as typed: 4g
    std::optional<std::string> file, to, fstab;
    bool dry_run = false;

    Result<requests::Request> request() const {
        auto size_bytes = size_argument(size);
        if (!size_bytes) return tl::unexpected(size_bytes.error());
        auto maximum_bytes = size_argument(maximum);
        if (!maximum_bytes) return tl::unexpected(maximum_bytes.error());
        const auto parsed = requests::kSwapActions.parse(action);
        return requests::SwapRequest{parsed.value_or(requests::SwapAction::Show), *size_bytes, *maximum_bytes, file, to,
                                     fstab, dry_run};
    }
    int run(CommandContext& context) const { return run_request(context, request()); }
    void describe(CLI::App& command) {
        command.description("swap areas (show), or change a swap file: resize SIZE (also creates one, or moves it "
                            "with --to), remove; /etc/fstab is backed up and only its line concerned changes. "
                            "Windows: the pagefile (resize SIZE [--maximum SIZE] [--to D:], system-managed; applied "
                            "at the next restart)");
        command.add_option("action", action, "show (default), resize or remove; Windows also system-managed")
            ->check(CLI::IsMember({"show", "resize", "remove", "system-managed"}));
        command.add_option("size", size, "resize: the new size, e.g. 4g (k/m/g/t = KiB/MiB/GiB/TiB)");
        command.add_option("--file", file,
                           "the swap file concerned (default: the only active one; resize creates /swapfile when "
                           "none is active)");
        command.add_option("--to", to, "resize: put the new swap file here (a move)");
        command.add_option("--fstab", fstab, "the filesystem table to keep consistent (default /etc/fstab)");
        command.add_option("--maximum", maximum, "Windows resize: the pagefile's maximum size (default: SIZE)");
        command.add_flag("--dry-run", dry_run, "print the steps; change nothing");
    }
};

} // namespace

void add_swap_command(CLI::App& app, CommandContext& context) { add_command<SwapArguments>(app, context, "swap"); }

} // namespace ssd::cli
