#include "core/requests/memory_handlers.h"

#include "core/actions/hibernation.h"
#include "core/actions/swap.h"
#include "core/actions/windows/hibernation_commands.h"
#include "core/actions/windows/pagefile_commands.h"

namespace ssd::requests {

namespace {

// The drive letter `to` or `file` names; `to` wins (it says where the pagefile goes).
Result<std::optional<char>> named_drive(const SwapRequest& request) {
    for (const auto* given : {&request.to, &request.file}) {
        if (!*given) continue;
        if (auto letter = windows::drive_letter_of(**given)) return std::optional<char>(*letter);
        return fail(ErrorCode::Usage, **given + " is not a drive (D: or D:\\) or a pagefile at a drive's root "
                                                "(D:\\pagefile.sys)");
    }
    return std::optional<char>();
}

Result<Response> respond_pagefile(actions::ActionPlatform& platform, windows::MemorySettings& settings,
                                  const SwapRequest& request) {
    if (request.action == SwapAction::Show) {
        return to_response(windows::show_pagefiles(settings, platform.memory().memory_total_bytes(),
                                                   platform.memory().memory_available_bytes()),
                      windows::pagefile_show_to_json, windows::pagefile_show_to_text);
    }
    if (request.action == SwapAction::Remove) return tl::unexpected(windows::pagefile_removal_refused());
    auto drive = named_drive(request);
    if (!drive) return tl::unexpected(drive.error());
    windows::PagefileChange change;
    change.drive_letter = *drive;
    change.dry_run = request.dry_run;
    if (request.action == SwapAction::Resize) {
        if (!request.size) return fail(ErrorCode::Usage, "swap resize needs a SIZE, e.g. 4g");
        change.initial_bytes = request.size;
        change.maximum_bytes = request.maximum;
    } else if (request.size || request.maximum) {
        return fail(ErrorCode::Usage, "swap system-managed takes no size");
    }
    return to_response(windows::change_pagefile(settings, change), windows::pagefile_change_to_json,
                  windows::pagefile_change_to_text);
}

Result<Response> respond_swap_files(actions::ActionPlatform& platform, const SwapRequest& request) {
    if (request.action == SwapAction::SystemManaged || request.maximum) {
        return fail(ErrorCode::Usage, "system-managed and --maximum are for the Windows pagefile; here swap is a "
                                      "file or partition (swap resize SIZE)");
    }
    if (request.action == SwapAction::Show) {
        return to_response(actions::show_swap(platform), actions::swap_show_to_json, actions::swap_show_to_text);
    }
    actions::SwapChangeRequest change;
    change.file = request.file;
    change.to = request.to;
    change.fstab = request.fstab;
    change.dry_run = request.dry_run;
    if (request.action == SwapAction::Resize) {
        if (!request.size) return fail(ErrorCode::Usage, "swap resize needs a SIZE, e.g. 4g");
        change.size = request.size;
        return to_response(actions::resize_swap(platform, change), actions::swap_change_to_json,
                      actions::swap_change_to_text);
    }
    if (request.size || request.to) return fail(ErrorCode::Usage, "swap remove takes no size and no --to");
    return to_response(actions::remove_swap(platform, change), actions::swap_change_to_json, actions::swap_change_to_text);
}

Result<Response> respond_windows_hibernation(actions::ActionPlatform& platform, windows::MemorySettings& settings,
                                             const HibernationRequest& request) {
    if (request.action == HibernationAction::Show) {
        return to_response(windows::show_windows_hibernation(settings), windows::windows_hibernation_to_json,
                      windows::windows_hibernation_to_text);
    }
    windows::HibernationRequest change;
    switch (request.action) {
    case HibernationAction::On: change.change = windows::HibernationChange::On; break;
    case HibernationAction::Off: change.change = windows::HibernationChange::Off; break;
    case HibernationAction::Reduced: change.change = windows::HibernationChange::Reduced; break;
    case HibernationAction::Full: change.change = windows::HibernationChange::Full; break;
    case HibernationAction::Size:
        if (!request.percent) return fail(ErrorCode::Usage, "hibernation size needs a PERCENT of RAM (40-100), e.g. 60");
        change.change = windows::HibernationChange::SizePercent;
        change.size_percent = *request.percent;
        break;
    case HibernationAction::Show: break;
    }
    if (request.percent && request.action != HibernationAction::Size) {
        return fail(ErrorCode::Usage, "only hibernation size takes a PERCENT");
    }
    return to_response(windows::change_windows_hibernation(settings, platform.runner(), change, request.dry_run),
                  windows::windows_hibernation_to_json, windows::windows_hibernation_to_text);
}

Result<Response> respond_hibernation_files(actions::ActionPlatform& platform, const HibernationRequest& request) {
    const bool windows_only = request.action == HibernationAction::Reduced ||
                              request.action == HibernationAction::Full || request.action == HibernationAction::Size;
    if (windows_only || request.percent) {
        return fail(ErrorCode::Usage, "reduced, full and size set the Windows hibernation file (powercfg); here "
                                      "hibernation is only on or off");
    }
    if (request.action == HibernationAction::Show) {
        return to_response(actions::show_hibernation(platform), actions::hibernation_to_json, actions::hibernation_to_text);
    }
    return to_response(actions::set_hibernation(platform, request.action == HibernationAction::On, request.dry_run),
                  actions::hibernation_to_json, actions::hibernation_to_text);
}

} // namespace

// The platform's memory model picks the words' meaning; nothing here asks
// which OS it is.
Result<Response> respond_swap(actions::ActionPlatform& platform, const SwapRequest& request) {
    switch (platform.memory().model()) {
    case actions::MemoryModel::SwapFiles: return respond_swap_files(platform, request);
    case actions::MemoryModel::WindowsSettings:
        return respond_pagefile(platform, *platform.memory().windows_settings(), request);
    }
    return fail(ErrorCode::Refused, "swap: this system's memory model is not known");
}

Result<Response> respond_hibernation(actions::ActionPlatform& platform, const HibernationRequest& request) {
    switch (platform.memory().model()) {
    case actions::MemoryModel::SwapFiles: return respond_hibernation_files(platform, request);
    case actions::MemoryModel::WindowsSettings:
        return respond_windows_hibernation(platform, *platform.memory().windows_settings(), request);
    }
    return fail(ErrorCode::Refused, "hibernation: this system's memory model is not known");
}

} // namespace ssd::requests
