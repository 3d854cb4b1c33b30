#include "core/actions/swap.h"

#include <algorithm>
#include <functional>
#include <sstream>

#include "core/actions/fstab.h"
#include "core/actions/trim.h"
#include "core/util/join.h"
#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd::actions {

namespace {

using nlohmann::json;

struct Step {
    safety::PlanStep plan;
    std::function<Result<void>()> run;
};

Result<void> run_tool(ActionPlatform& platform, const safety::PlanStep& step) {
    auto output = run_plan_command(platform.runner(), step);
    if (!output) return tl::unexpected(output.error());
    return {};
}

Step tool_step(ActionPlatform& platform, std::vector<std::string> argv, std::string description) {
    Step step;
    step.plan = safety::command_step(std::move(argv), std::move(description), std::chrono::seconds(600));
    const safety::PlanStep copy = step.plan;
    step.run = [&platform, copy] { return run_tool(platform, copy); };
    return step;
}

Step create_step(ActionPlatform& platform, const std::string& path, std::uint64_t bytes) {
    Step step;
    step.plan = safety::file_step("create " + path + ": " + std::to_string(bytes) +
                                  " bytes, fully allocated (no holes), owner root, mode 0600");
    step.run = [&platform, path, bytes] { return swap_files_of(platform).create_swap_file(path, bytes); };
    return step;
}

Step remove_step(ActionPlatform& platform, const std::string& path) {
    Step step;
    step.plan = safety::file_step("remove " + path);
    step.run = [&platform, path] { return platform.files().remove_file(path); };
    return step;
}

std::vector<std::string> swapon_argv(const std::string& path, int priority) {
    if (priority >= 0) return {"swapon", "--priority", std::to_string(priority), path};
    return {"swapon", path};
}

std::string backup_name(ActionPlatform& platform, const std::string& fstab) {
    std::string name = fstab + ".ssdtool-backup";
    for (int i = 1; platform.files().file_exists(name) && i < 1000; ++i) name = fstab + ".ssdtool-backup." + std::to_string(i);
    return name;
}

// Backs up the fstab and writes the edited text.
void add_fstab_steps(ActionPlatform& platform, std::vector<Step>& steps, SwapChangeReport& report, const FstabEdit& edit,
                     const std::string& original, const std::string& fstab) {
    if (!edit.changed) return;
    report.fstab = fstab;
    report.fstab_backup = backup_name(platform, report.fstab);
    report.fstab_line_before = edit.line_before;
    report.fstab_line_after = edit.line_after;
    Step backup;
    backup.plan = safety::file_step("back up " + report.fstab + " to " + report.fstab_backup);
    backup.run = [&platform, path = report.fstab_backup, original] { return platform.files().write_text_atomically(path, original); };
    steps.push_back(backup);
    Step write;
    std::string what;
    if (edit.line_before.empty()) what = "add the line \"" + edit.line_after + "\"";
    else if (edit.line_after.empty()) what = "remove the line \"" + edit.line_before + "\"";
    else what = "change the line \"" + edit.line_before + "\" to \"" + edit.line_after + "\"";
    write.plan = safety::file_step("in " + report.fstab + ", " + what + " (nothing else changes)");
    write.run = [&platform, path = report.fstab, text = edit.text] { return platform.files().write_text_atomically(path, text); };
    steps.push_back(write);
}

Result<SwapChangeReport> execute(std::vector<Step>& steps, SwapChangeReport report) {
    for (const auto& step : steps) report.plan.steps.push_back(step.plan);
    if (report.dry_run) return report;
    for (const auto& step : steps) {
        if (auto done = step.run(); !done) {
            return fail(done.error().code, done.error().message + ". Steps done before it: " +
                                               (report.done.empty() ? "none (nothing changed)" : join(report.done, "; ")));
        }
        report.done.push_back(step.plan.argv.empty() ? step.plan.description : describe_argv(step.plan.argv));
    }
    return report;
}

bool swap_file_unsupported(const std::string& fstype, std::string& why) {
    static const std::vector<std::string> no_swap = {"tmpfs", "ramfs", "overlay", "nfs", "nfs4", "cifs", "smb3",
                                                     "fuse", "squashfs", "iso9660", "zfs", "rootfs", "aufs"};
    if (std::find(no_swap.begin(), no_swap.end(), fstype) != no_swap.end() || fstype.rfind("fuse.", 0) == 0) {
        why = "the kernel cannot swap to a file on " + fstype;
        return true;
    }
    if (fstype == "btrfs") {
        why = "a swap file on btrfs must be created without copy-on-write and compression "
              "(`btrfs filesystem mkswapfile`); ssdtool does not create those";
        return true;
    }
    return false;
}

const SwapObservation* find_area(const std::vector<SwapObservation>& areas, const std::string& path) {
    for (const auto& a : areas) {
        if (a.path == path) return &a;
    }
    return nullptr;
}

Result<const SwapObservation*> pick_file(const std::vector<SwapObservation>& areas, const std::optional<std::string>& file,
                                         bool must_exist) {
    if (file) {
        const auto* area = find_area(areas, *file);
        if (area && area->type != "file") {
            return fail(ErrorCode::Refused, *file + " is a swap partition; ssdtool resizes and removes swap files "
                                                    "(partitions: change the partition table)");
        }
        if (!area && must_exist) return fail(ErrorCode::Refused, *file + " is not an active swap file");
        return area;
    }
    std::vector<const SwapObservation*> files;
    for (const auto& a : areas) {
        if (a.type == "file") files.push_back(&a);
    }
    if (files.size() > 1) {
        const std::string names = join(files, ", ", [](const SwapObservation* area) { return area->path; });
        return fail(ErrorCode::Usage, "several swap files are active (" + names + "): name one with --file");
    }
    if (files.empty()) {
        if (must_exist) return fail(ErrorCode::Refused, "no swap file is active, so there is none to remove");
        return static_cast<const SwapObservation*>(nullptr);
    }
    return files.front();
}

std::uint64_t round_up_pages(std::uint64_t bytes) { return (bytes + 4095) / 4096 * 4096; }

// What swap_files_of() hands out where swap is not kept in files: every
// answer says which model the system uses instead.
class NoSwapFiles final : public SwapFiles {
public:
    explicit NoSwapFiles(MemoryModel model) : why_("this system keeps swap and hibernation as " +
                                                   std::string(kMemoryModels.label(model)) + ", not as swap files") {}
    Observed<std::vector<SwapObservation>> swap_areas() override {
        return Observed<std::vector<SwapObservation>>::unknown(why_);
    }
    Observed<HibernationObservation> hibernation_state() override { return Observed<HibernationObservation>::unknown(why_); }

private:
    std::string why_;
};

} // namespace

SwapFiles& swap_files_of(ActionPlatform& platform) {
    if (auto* files = platform.memory().swap_files()) return *files;
    static NoSwapFiles settings_only(MemoryModel::WindowsSettings);
    return settings_only;
}

// ---- show ---------------------------------------------------------------------

Result<SwapShowReport> show_swap(ActionPlatform& platform) {
    auto areas = swap_files_of(platform).swap_areas();
    if (!areas) return fail(ErrorCode::InputUnreadable, "the swap areas cannot be read: " + areas.reason());
    return SwapShowReport{*areas, platform.memory().memory_total_bytes(), platform.memory().memory_available_bytes()};
}

json swap_show_to_json(const SwapShowReport& report) {
    json areas = json::array();
    std::uint64_t total = 0;
    std::uint64_t used = 0;
    for (const auto& a : report.areas) {
        total += a.size_bytes;
        used += a.used_bytes;
        areas.push_back({{"path", a.path},
                         {"type", a.type},
                         {"size_bytes", a.size_bytes},
                         {"used_bytes", a.used_bytes},
                         {"priority", a.priority},
                         {"device", a.block_device.empty() ? json(nullptr) : json("/dev/" + a.block_device)},
                         {"drives", a.drives}});
    }
    return {{"swap", areas},
            {"total_bytes", total},
            {"used_bytes", used},
            {"memory_bytes", optional_json(report.memory_bytes)},
            {"memory_available_bytes", optional_json(report.memory_available_bytes)}};
}

std::string swap_show_to_text(const SwapShowReport& report) {
    std::ostringstream out;
    if (report.areas.empty()) out << "No swap is active.\n";
    for (const auto& a : report.areas) {
        out << a.path << " (" << a.type << "): " << format_bytes(a.size_bytes) << ", " << format_bytes(a.used_bytes)
            << " used, priority " << a.priority;
        if (!a.block_device.empty()) out << ", on /dev/" << a.block_device;
        if (!a.drives.empty()) {
            out << " (drive";
            for (const auto& d : a.drives) out << " /dev/" << d;
            out << ")";
        }
        out << "\n";
    }
    if (report.memory_bytes) out << "Memory: " << format_bytes(*report.memory_bytes) << "\n";
    return out.str();
}

// ---- resize / move / create ------------------------------------------------------

Result<SwapChangeReport> resize_swap(ActionPlatform& platform, const SwapChangeRequest& request) {
    if (!request.size) return fail(ErrorCode::Usage, "swap resize needs a size, e.g. 4g");
    const std::uint64_t new_bytes = round_up_pages(*request.size);
    if (new_bytes < kMinimumSwapBytes) return fail(ErrorCode::Usage, "a swap file of less than 1 MiB is of no use");
    auto areas = swap_files_of(platform).swap_areas();
    if (!areas) return fail(ErrorCode::InputUnreadable, "the swap areas cannot be read: " + areas.reason());
    auto old = pick_file(*areas, request.file, false);
    if (!old) return tl::unexpected(old.error());
    const SwapObservation* active = *old;

    SwapChangeReport report;
    report.dry_run = request.dry_run;
    report.new_bytes = new_bytes;
    report.old_path = active ? active->path : "";
    report.new_path = request.to ? *request.to : active ? active->path : request.file.value_or(kDefaultSwapFile);
    report.old_bytes = active ? active->size_bytes : 0;
    report.action = !active ? "create" : report.new_path == report.old_path ? "resize" : "move";
    report.plan.action = "swap-" + report.action;
    report.plan.target = report.new_path;
    if (report.new_path.empty() || report.new_path.front() != '/') {
        return fail(ErrorCode::Usage, "the swap file must be an absolute path: " + report.new_path);
    }

    // Never below the swap in use.
    if (active && active->used_bytes > 0 && new_bytes < active->used_bytes + active->used_bytes / 10) {
        return fail(ErrorCode::Refused, format_bytes(active->used_bytes) + " of swap is in use on " + active->path +
                                            "; the new file must hold that and a margin (at least " +
                                            format_bytes(active->used_bytes + active->used_bytes / 10) + ")");
    }
    if (report.action != "resize" && platform.files().file_exists(report.new_path)) {
        return fail(ErrorCode::Refused, report.new_path + " already exists; ssdtool never overwrites a file");
    }
    auto fstype = swap_files_of(platform).filesystem_type_for(report.new_path);
    if (!fstype) return tl::unexpected(fstype.error());
    if (std::string why; swap_file_unsupported(*fstype, why)) {
        return fail(ErrorCode::Refused, "cannot put a swap file at " + report.new_path + ": " + why);
    }
    auto space = swap_files_of(platform).space_for(report.new_path);
    if (!space) return tl::unexpected(space.error());
    if (space->available_bytes < new_bytes + kSwapSpaceReserveBytes) {
        return fail(ErrorCode::Refused, "not enough free space for a swap file of " + format_bytes(new_bytes) + " at " +
                                            report.new_path + ": " + format_bytes(space->available_bytes) +
                                            " available, and " + format_bytes(kSwapSpaceReserveBytes) +
                                            " stay free");
    }
    const std::string fstab = request.fstab.value_or(swap_files_of(platform).fstab_path());
    std::string fstab_text;
    if (!fstab.empty()) {
        auto text = platform.files().read_text(fstab);
        if (!text) return tl::unexpected(text.error());
        fstab_text = *text;
    }

    std::vector<Step> steps;
    const int priority = active ? active->priority : -1;
    auto bring_up = [&](const std::string& path, const std::string& why) {
        steps.push_back(create_step(platform, path, new_bytes));
        steps.push_back(tool_step(platform, {"mkswap", path}, "write the swap signature" + why));
        steps.push_back(tool_step(platform, swapon_argv(path, priority), "turn it on"));
    };
    auto take_down = [&](const std::string& path) {
        steps.push_back(tool_step(platform, {"swapoff", path},
                                  "turn " + path + " off: the kernel moves its pages to the swap that is on"));
        steps.push_back(remove_step(platform, path));
    };
    if (report.action == "create") {
        bring_up(report.new_path, "");
        if (!fstab.empty()) add_fstab_steps(platform, steps, report, fstab_add_swap(fstab_text, report.new_path), fstab_text, fstab);
    } else if (report.action == "move") {
        bring_up(report.new_path, "");
        take_down(report.old_path);
        if (!fstab.empty()) {
            add_fstab_steps(platform, steps, report, fstab_replace_swap(fstab_text, report.old_path, report.new_path),
                            fstab_text, fstab);
        }
    } else {
        // An active swap file cannot be renamed: a temporary file carries the
        // swap while the file is re-created at its own path.
        const std::string temporary = report.old_path + ".ssdtool-new";
        if (platform.files().file_exists(temporary)) {
            return fail(ErrorCode::Refused, temporary + " exists (left from an earlier run?); remove it first");
        }
        if (space->available_bytes < 2 * new_bytes + kSwapSpaceReserveBytes - std::min(report.old_bytes, new_bytes)) {
            return fail(ErrorCode::Refused, "resizing in place needs room for a temporary copy: " +
                                                format_bytes(space->available_bytes) + " available");
        }
        bring_up(temporary, " (a temporary swap file carries the swap meanwhile)");
        take_down(report.old_path);
        bring_up(report.old_path, "");
        take_down(temporary);
    }
    return execute(steps, std::move(report));
}

Result<SwapChangeReport> remove_swap(ActionPlatform& platform, const SwapChangeRequest& request) {
    auto areas = swap_files_of(platform).swap_areas();
    if (!areas) return fail(ErrorCode::InputUnreadable, "the swap areas cannot be read: " + areas.reason());
    auto picked = pick_file(*areas, request.file, true);
    if (!picked) return tl::unexpected(picked.error());
    const SwapObservation& area = **picked;
    // What is in use must fit in memory plus the other swap areas.
    std::uint64_t other_free = 0;
    for (const auto& a : *areas) {
        if (a.path != area.path) other_free += a.size_bytes - std::min(a.size_bytes, a.used_bytes);
    }
    const auto available = platform.memory().memory_available_bytes();
    if (area.used_bytes > 0 && (!available || area.used_bytes > *available + other_free)) {
        return fail(ErrorCode::Refused,
                    format_bytes(area.used_bytes) + " of swap is in use on " + area.path + ", more than free memory (" +
                        (available ? format_bytes(*available) : std::string("unknown")) +
                        ") and the other swap areas can take; close programs first");
    }
    SwapChangeReport report;
    report.action = "remove";
    report.dry_run = request.dry_run;
    report.old_path = area.path;
    report.old_bytes = area.size_bytes;
    report.plan.action = "swap-remove";
    report.plan.target = area.path;
    std::vector<Step> steps;
    steps.push_back(tool_step(platform, {"swapoff", area.path},
                              "turn it off: the kernel moves its pages to memory and the other swap areas"));
    steps.push_back(remove_step(platform, area.path));
    const std::string fstab = request.fstab.value_or(swap_files_of(platform).fstab_path());
    if (!fstab.empty()) {
        auto text = platform.files().read_text(fstab);
        if (!text) return tl::unexpected(text.error());
        add_fstab_steps(platform, steps, report, fstab_remove_swap(*text, area.path), *text, fstab);
    }
    return execute(steps, std::move(report));
}

json swap_change_to_json(const SwapChangeReport& report) {
    auto or_null = [](const std::string& s) { return s.empty() ? json(nullptr) : json(s); };
    return {{"action", report.action},
            {"old_path", or_null(report.old_path)},
            {"new_path", or_null(report.new_path)},
            {"old_bytes", report.old_bytes},
            {"new_bytes", report.new_bytes},
            {"fstab", or_null(report.fstab)},
            {"fstab_backup", or_null(report.fstab_backup)},
            {"fstab_line_before", or_null(report.fstab_line_before)},
            {"fstab_line_after", or_null(report.fstab_line_after)},
            {"dry_run", report.dry_run},
            {"plan", safety::plan_to_json(report.plan)},
            {"done", report.done}};
}

std::string swap_change_to_text(const SwapChangeReport& report) {
    std::ostringstream out;
    if (report.dry_run) return safety::plan_to_text(report.plan) + "Dry run: nothing was changed.\n";
    if (report.action == "remove") {
        out << "Removed the swap file " << report.old_path << " (" << format_bytes(report.old_bytes) << ").\n";
    } else {
        out << "Swap file " << report.new_path << " is now " << format_bytes(report.new_bytes);
        if (report.action == "move") out << " (moved from " << report.old_path << ")";
        if (report.action == "resize") out << " (was " << format_bytes(report.old_bytes) << ")";
        out << ".\n";
    }
    if (!report.fstab.empty()) {
        out << report.fstab << " updated (backup: " << report.fstab_backup << ").\n";
    }
    return out.str();
}

} // namespace ssd::actions
