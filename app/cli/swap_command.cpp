// `ssdtool swap [show|resize SIZE|remove]`: swap areas, and resizing, moving
// or removing a swap file with /etc/fstab kept consistent. On Windows the
// same words act on the pagefile setting, plus `system-managed` and
// `resize SIZE --maximum SIZE` (core/requests/memory_handlers.h decides).
#include <memory>

#include "app/cli/action_commands.h"
#include "core/util/units.h"

namespace ssd::cli {

namespace {

struct SwapArguments {
    std::string action = "show";
    std::string size;
    CLI::Option* size_option = nullptr;
    std::string file;
    CLI::Option* file_option = nullptr;
    std::string to;
    CLI::Option* to_option = nullptr;
    std::string fstab;
    CLI::Option* fstab_option = nullptr;
    std::string maximum;
    CLI::Option* maximum_option = nullptr;
    bool dry_run = false;
};

// A size argument, or Usage naming what was given.
Result<std::optional<std::uint64_t>> size_argument(const CLI::Option* option, const std::string& text) {
    if (option == nullptr || option->count() == 0) return std::optional<std::uint64_t>();
    if (const auto bytes = parse_size(text)) return std::optional<std::uint64_t>(*bytes);
    return fail(ErrorCode::Usage, text + " is not a size (e.g. 512m, 4g)");
}

Result<requests::SwapRequest> to_request(const SwapArguments& args) {
    requests::SwapRequest request;
    request.action = requests::kSwapActions.parse(args.action).value_or(requests::SwapAction::Show);
    auto size = size_argument(args.size_option, args.size);
    if (!size) return tl::unexpected(size.error());
    auto maximum = size_argument(args.maximum_option, args.maximum);
    if (!maximum) return tl::unexpected(maximum.error());
    request.size = *size;
    request.maximum = *maximum;
    request.file = given(args.file_option, args.file);
    request.to = given(args.to_option, args.to);
    request.fstab = given(args.fstab_option, args.fstab);
    request.dry_run = args.dry_run;
    return request;
}

} // namespace

void add_swap_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "swap", "swap areas (show), or change a swap file: resize SIZE (also creates one, or moves it with --to), "
                "remove; /etc/fstab is backed up and only its line concerned changes. Windows: the pagefile "
                "(resize SIZE [--maximum SIZE] [--to D:], system-managed; applied at the next restart)");
    add_json_flag(*command, context);
    auto args = std::make_shared<SwapArguments>();
    command->add_option("action", args->action, "show (default), resize or remove; Windows also system-managed")
        ->check(CLI::IsMember({"show", "resize", "remove", "system-managed"}));
    args->size_option = command->add_option("size", args->size, "resize: the new size, e.g. 4g (k/m/g/t = KiB/MiB/GiB/TiB)");
    args->file_option = command->add_option("--file", args->file,
                                            "the swap file concerned (default: the only active one; resize creates "
                                            "/swapfile when none is active)");
    args->to_option = command->add_option("--to", args->to, "resize: put the new swap file here (a move)");
    args->fstab_option = command->add_option("--fstab", args->fstab, "the filesystem table to keep consistent "
                                                                     "(default /etc/fstab)");
    args->maximum_option = command->add_option("--maximum", args->maximum,
                                               "Windows resize: the pagefile's maximum size (default: SIZE)");
    command->add_flag("--dry-run", args->dry_run, "print the steps; change nothing");
    command->callback([&context, args] {
        RequestSession session(context);
        auto request = to_request(*args);
        context.exit_status = request ? session.run(*request) : session.error(request.error());
    });
}

} // namespace ssd::cli
