#include "app/cli/windows_memory_commands.h"

#include "core/windows/hibernation_commands.h"
#include "core/windows/pagefile_commands.h"

namespace ssd::cli {

namespace {

// The drive letter --to or --file names; --to wins (it says where the pagefile goes).
Result<std::optional<char>> named_drive(const PagefileArguments& args) {
    for (const auto* given : {&args.to, &args.file}) {
        if (!*given) continue;
        if (auto letter = windows::drive_letter_of(**given)) return std::optional<char>(*letter);
        return fail(ErrorCode::Usage, **given + " is not a drive (D: or D:\\) or a pagefile at a drive's root "
                                                "(D:\\pagefile.sys)");
    }
    return std::optional<char>();
}

} // namespace

int run_pagefile_command(ActionSession& session, windows::MemorySettings& settings, const PagefileArguments& args) {
    actions::ActionPlatform& platform = session.platform();
    if (args.action == "show") {
        auto show = windows::show_pagefiles(settings, platform.memory_total_bytes(), platform.memory_available_bytes());
        return show ? session.success(windows::pagefile_show_to_json(*show), windows::pagefile_show_to_text(*show))
                    : session.error(show.error());
    }
    if (args.action == "remove") return session.error(windows::pagefile_removal_refused());
    auto drive = named_drive(args);
    if (!drive) return session.error(drive.error());
    windows::PagefileChange change;
    change.drive_letter = *drive;
    change.dry_run = args.dry_run;
    if (args.action == "resize") {
        if (!args.size) return session.error(Error{ErrorCode::Usage, "swap resize needs a SIZE, e.g. 4g"});
        change.initial_bytes = args.size;
        change.maximum_bytes = args.maximum;
    } else if (args.size || args.maximum) {
        return session.error(Error{ErrorCode::Usage, "swap system-managed takes no size"});
    }
    auto report = windows::change_pagefile(settings, change);
    return report ? session.success(windows::pagefile_change_to_json(*report), windows::pagefile_change_to_text(*report))
                  : session.error(report.error());
}

int run_windows_hibernation_command(ActionSession& session, windows::MemorySettings& settings,
                                    const WindowsHibernationArguments& args) {
    if (args.action == "show") {
        auto report = windows::show_windows_hibernation(settings);
        return report ? session.success(windows::windows_hibernation_to_json(*report),
                                        windows::windows_hibernation_to_text(*report))
                      : session.error(report.error());
    }
    windows::HibernationRequest request;
    if (args.action == "on") request.change = windows::HibernationChange::On;
    if (args.action == "off") request.change = windows::HibernationChange::Off;
    if (args.action == "reduced") request.change = windows::HibernationChange::Reduced;
    if (args.action == "full") request.change = windows::HibernationChange::Full;
    if (args.action == "size") {
        if (!args.percent) {
            return session.error(Error{ErrorCode::Usage, "hibernation size needs a PERCENT of RAM (40-100), e.g. 60"});
        }
        request.change = windows::HibernationChange::SizePercent;
        request.size_percent = *args.percent;
    } else if (args.percent) {
        return session.error(Error{ErrorCode::Usage, "only hibernation size takes a PERCENT"});
    }
    auto report = windows::change_windows_hibernation(settings, session.platform().runner(), request, args.dry_run);
    return report ? session.success(windows::windows_hibernation_to_json(*report),
                                    windows::windows_hibernation_to_text(*report))
                  : session.error(report.error());
}

} // namespace ssd::cli
