// `ssdtool swap [show|resize SIZE|remove]`: swap areas, and resizing, moving
// or removing a swap file with /etc/fstab kept consistent. On Windows
// (ActionPlatform::windows_memory_settings()) the same words act on the
// pagefile setting, plus `system-managed` and `resize SIZE --maximum SIZE`
// (windows_memory_commands.h).
#include <memory>

#include "app/cli/action_commands.h"
#include "app/cli/windows_memory_commands.h"
#include "core/actions/swap.h"
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

std::optional<std::string> given(const CLI::Option* option, const std::string& value) {
    if (option == nullptr || option->count() == 0) return std::nullopt;
    return value;
}

// A size argument, or Usage naming what was given.
Result<std::optional<std::uint64_t>> size_argument(const CLI::Option* option, const std::string& text) {
    if (option == nullptr || option->count() == 0) return std::optional<std::uint64_t>();
    if (const auto bytes = parse_size(text)) return std::optional<std::uint64_t>(*bytes);
    return fail(ErrorCode::Usage, text + " is not a size (e.g. 512m, 4g)");
}

int run_windows_pagefile(ActionSession& session, windows::MemorySettings& settings, const SwapArguments& args) {
    PagefileArguments pagefile;
    pagefile.action = args.action;
    auto size = size_argument(args.size_option, args.size);
    if (!size) return session.error(size.error());
    auto maximum = size_argument(args.maximum_option, args.maximum);
    if (!maximum) return session.error(maximum.error());
    pagefile.size = *size;
    pagefile.maximum = *maximum;
    pagefile.file = given(args.file_option, args.file);
    pagefile.to = given(args.to_option, args.to);
    pagefile.dry_run = args.dry_run;
    return run_pagefile_command(session, settings, pagefile);
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
        ActionSession session(context);
        if (auto* settings = session.platform().windows_memory_settings()) {
            context.exit_status = run_windows_pagefile(session, *settings, *args);
            return;
        }
        if (args->action == "system-managed" || args->maximum_option->count() > 0) {
            context.exit_status = session.error(
                Error{ErrorCode::Usage, "system-managed and --maximum are for the Windows pagefile; here swap is a "
                                        "file or partition (swap resize SIZE)"});
            return;
        }
        if (args->action == "show") {
            auto report = actions::show_swap(session.platform());
            context.exit_status = report ? session.success(actions::swap_show_to_json(*report),
                                                           actions::swap_show_to_text(*report))
                                         : session.error(report.error());
            return;
        }
        actions::SwapChangeRequest request;
        request.file = given(args->file_option, args->file);
        request.to = given(args->to_option, args->to);
        request.fstab = given(args->fstab_option, args->fstab);
        request.dry_run = args->dry_run;
        Result<actions::SwapChangeReport> report = fail(ErrorCode::Usage, "");
        if (args->action == "resize") {
            if (args->size_option->count() == 0) {
                context.exit_status = session.error(Error{ErrorCode::Usage, "swap resize needs a SIZE, e.g. 4g"});
                return;
            }
            const auto bytes = parse_size(args->size);
            if (!bytes) {
                context.exit_status = session.error(Error{ErrorCode::Usage, args->size + " is not a size (e.g. 512m, 4g)"});
                return;
            }
            request.size = *bytes;
            report = actions::resize_swap(session.platform(), request);
        } else {
            if (args->size_option->count() > 0 || request.to) {
                context.exit_status = session.error(Error{ErrorCode::Usage, "swap remove takes no size and no --to"});
                return;
            }
            report = actions::remove_swap(session.platform(), request);
        }
        context.exit_status = report ? session.success(actions::swap_change_to_json(*report),
                                                       actions::swap_change_to_text(*report))
                                     : session.error(report.error());
    });
}

} // namespace ssd::cli
