#include "core/actions/windows/pagefile_commands.h"

#include <algorithm>
#include <limits>
#include <sstream>

#include "core/actions/windows/maintenance_plans.h"
#include "core/util/join.h"
#include "core/util/json_util.h"
#include "core/util/units.h"
#include "core/windows/paging_files.h"
#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

using nlohmann::json;

constexpr std::uint64_t kMiB = 1ULL << 20U;

std::string sizing_name(const PagingFileEntry& entry) {
    if (entry.automatic_all_drives) return "automatic";
    if (entry.system_managed) return "system-managed";
    return "custom";
}

std::string sizing_text(const PagingFileEntry& entry) {
    if (entry.automatic_all_drives) return "Windows manages the size on all drives";
    if (entry.system_managed) return "system-managed size";
    return "custom size " + std::to_string(entry.initial_mb.value_or(0)) + "-" +
           std::to_string(entry.maximum_mb.value_or(0)) + " MiB";
}

std::string quoted_list(const std::vector<std::string>& strings) {
    if (strings.empty()) return "(empty: no pagefile)";
    std::string text;
    for (const auto& s : strings) text += (text.empty() ? "\"" : ", \"") + s + "\"";
    return text;
}

// The MiB Windows is given for a byte size (rounded up: never less than asked).
Result<std::uint32_t> whole_mib(std::uint64_t bytes, const char* what) {
    const std::uint64_t mib = bytes / kMiB + (bytes % kMiB != 0 ? 1 : 0);
    if (mib > std::numeric_limits<std::uint32_t>::max()) {
        return fail(ErrorCode::Usage, std::string(what) + " is too large for a pagefile: " + format_bytes(bytes));
    }
    return static_cast<std::uint32_t>(mib);
}

// The drive whose pagefile a change is about when none was named.
Result<char> chosen_letter(const PagefileChange& change, const PagefileSettings& current) {
    if (change.drive_letter) return ascii_upper(*change.drive_letter);
    std::vector<char> letters;
    if (auto entries = parse_paging_files(current.configured)) {
        for (const auto& entry : *entries) {
            if (!entry.automatic_all_drives && std::find(letters.begin(), letters.end(), entry.drive_letter) == letters.end()) {
                letters.push_back(entry.drive_letter);
            }
        }
    }
    if (letters.size() > 1) {
        const std::string names = join(letters, ", ", [](char letter) { return std::string(1, letter) + ":"; });
        return fail(ErrorCode::Usage, "pagefiles are configured on " + names +
                                          "; name the drive that keeps one with --to X: (the others are removed)");
    }
    return letters.empty() ? ascii_upper(current.system_drive_letter) : letters.front();
}

json entries_json(const std::vector<std::string>& configured) {
    auto entries = parse_paging_files(configured);
    if (!entries) return nullptr;
    json list = json::array();
    for (const auto& e : *entries) {
        list.push_back({{"path", e.path},
                        {"drive", e.automatic_all_drives ? json(nullptr) : json(std::string(1, e.drive_letter) + ":")},
                        {"sizing", sizing_name(e)},
                        {"initial_mib", optional_json(e.initial_mb)},
                        {"maximum_mib", optional_json(e.maximum_mb)}});
    }
    return list;
}

} // namespace

std::optional<char> drive_letter_of(std::string_view text) {
    if (text.size() < 2 || text[1] != ':') return std::nullopt;
    const char letter = ascii_upper(text[0]);
    if (letter < 'A' || letter > 'Z') return std::nullopt;
    const std::string_view rest = text.substr(2);
    if (rest.empty() || rest == "\\" || rest == "/") return letter;
    return (rest[0] == '\\' || rest[0] == '/') && iequals(rest.substr(1), "pagefile.sys") ? std::optional<char>(letter)
                                                                                         : std::nullopt;
}

Result<PagefileShow> show_pagefiles(MemorySettings& settings, std::optional<std::uint64_t> memory_bytes,
                                    std::optional<std::uint64_t> memory_available_bytes) {
    auto current = settings.pagefiles();
    if (!current) return tl::unexpected(current.error());
    return PagefileShow{std::move(*current), memory_bytes, memory_available_bytes};
}

json pagefile_show_to_json(const PagefileShow& show) {
    json swap = json::array();
    std::uint64_t total = 0;
    std::uint64_t used = 0;
    for (const auto& f : show.settings.files) {
        total += f.file_bytes.value_or(0);
        used += f.in_use_bytes.value_or(0);
        const auto letter = drive_letter_of(f.file_path.substr(0, 2));
        swap.push_back({{"path", f.file_path},
                        {"type", "file"},
                        {"size_bytes", optional_json(f.file_bytes)},
                        {"used_bytes", optional_json(f.in_use_bytes)},
                        {"priority", nullptr}, // Windows has no swap priorities
                        {"device", letter ? json(std::string(1, *letter) + ":") : json(nullptr)},
                        {"drives", f.drives},
                        {"sizing", f.entry.path.empty() ? json(nullptr) : json(sizing_name(f.entry))}});
    }
    return {{"swap", swap},
            {"total_bytes", total},
            {"used_bytes", used},
            {"memory_bytes", optional_json(show.memory_bytes)},
            {"memory_available_bytes", optional_json(show.memory_available_bytes)},
            {"pagefile_settings", {{"PagingFiles", show.settings.configured}, {"entries", entries_json(show.settings.configured)}}},
            {"restart_applies_changes", true}};
}

std::string pagefile_show_to_text(const PagefileShow& show) {
    std::ostringstream out;
    if (show.settings.files.empty()) out << "No pagefile is in use.\n";
    for (const auto& f : show.settings.files) {
        out << f.file_path << " (pagefile): " << (f.file_bytes ? format_bytes(*f.file_bytes) : "size unknown");
        if (f.in_use_bytes) out << ", " << format_bytes(*f.in_use_bytes) << " in use";
        for (const auto& d : f.drives) out << ", on " << d;
        if (!f.entry.path.empty()) out << " (" << sizing_text(f.entry) << ")";
        out << "\n";
    }
    out << "Configured (PagingFiles): " << quoted_list(show.settings.configured) << "\n";
    if (show.memory_bytes) out << "Memory: " << format_bytes(*show.memory_bytes) << "\n";
    out << "Pagefile changes apply after a restart.\n";
    return out.str();
}

Result<PagefileChangeReport> change_pagefile(MemorySettings& settings, const PagefileChange& change) {
    if (!change.initial_bytes && change.maximum_bytes) {
        return fail(ErrorCode::Usage, "a maximum size needs a size: swap resize SIZE --maximum SIZE");
    }
    PagefileChangeReport report;
    report.dry_run = change.dry_run;
    report.sizing = change.initial_bytes ? "custom" : "system-managed";
    if (change.initial_bytes) {
        if (*change.initial_bytes < kMinimumPagefileBytes) {
            return fail(ErrorCode::Usage, "a pagefile of less than 16 MiB is not accepted by Windows");
        }
        auto initial = whole_mib(*change.initial_bytes, "the size");
        if (!initial) return tl::unexpected(initial.error());
        auto maximum = change.maximum_bytes ? whole_mib(*change.maximum_bytes, "the maximum size") : initial;
        if (!maximum) return tl::unexpected(maximum.error());
        if (*maximum < *initial) {
            return fail(ErrorCode::Usage, "the maximum size (" + std::to_string(*maximum) +
                                              " MiB) is below the initial size (" + std::to_string(*initial) + " MiB)");
        }
        report.initial_mib = *initial;
        report.maximum_mib = *maximum;
    }
    auto current = settings.pagefiles();
    if (!current) return tl::unexpected(current.error());
    auto letter = chosen_letter(change, *current);
    if (!letter) return tl::unexpected(letter.error());
    auto after = paging_files_value(*letter, report.initial_mib, report.maximum_mib);
    if (!after) return tl::unexpected(after.error());
    auto plan = plan_pagefile(PagefileRequest{*letter, report.initial_mib, report.maximum_mib}, current->configured);
    if (!plan) return tl::unexpected(plan.error());
    report.pagefile = std::string(1, *letter) + ":\\pagefile.sys";
    report.before = current->configured;
    report.after = *after;
    report.plan = std::move(*plan);
    report.already_set = report.before == report.after;
    if (report.dry_run || report.already_set) return report;
    if (auto written = settings.write_paging_files(report.after); !written) return tl::unexpected(written.error());
    report.written = true;
    return report;
}

json pagefile_change_to_json(const PagefileChangeReport& report) {
    return {{"action", report.sizing == "custom" ? "pagefile-resize" : "pagefile-system-managed"},
            {"pagefile", report.pagefile},
            {"sizing", report.sizing},
            {"initial_mib", optional_json(report.initial_mib)},
            {"maximum_mib", optional_json(report.maximum_mib)},
            {"PagingFiles_before", report.before},
            {"PagingFiles_after", report.after},
            {"already_set", report.already_set},
            {"written", report.written},
            {"restart_required", report.written},
            {"dry_run", report.dry_run},
            {"plan", safety::plan_to_json(report.plan)}};
}

std::string pagefile_change_to_text(const PagefileChangeReport& report) {
    if (report.already_set) {
        return "The pagefile is already set so (PagingFiles: " + quoted_list(report.before) + "); nothing changed.\n";
    }
    if (report.dry_run) return safety::plan_to_text(report.plan) + "Dry run: nothing was changed.\n";
    return "PagingFiles is now " + quoted_list(report.after) + " (was " + quoted_list(report.before) +
           ").\nRestart Windows to apply it; until then the pagefile stays as it is.\n";
}

Error pagefile_removal_refused() {
    return Error{ErrorCode::Refused,
                 "ssdtool does not remove the Windows pagefile: without one Windows cannot write a crash dump, and "
                 "programs fail when memory runs short instead of paging. To make it take less space, give it a "
                 "small custom size (`ssdtool swap resize 1g`); to remove it anyway, use System Properties > Advanced "
                 "> Performance > Virtual memory > No paging file, and restart"};
}

} // namespace ssd::windows
