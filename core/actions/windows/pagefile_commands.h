// `ssdtool swap` on Windows: the pagefiles (show), a custom size or the
// system-managed size for one drive's pagefile (resize SIZE [--maximum
// SIZE], system-managed). A change is maintenance_plans.h's plan (the
// PagingFiles value before and after, shown by --dry-run) written through
// MemorySettings; Windows applies it at the next boot, and the report says
// so. Removing the pagefile is refused with the reason.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/windows/memory_settings.h"
#include "core/safety/action_plan.h"

namespace ssd::windows {

// The smallest custom size the Virtual Memory dialog accepts ("Minimum allowed: 16 MB").
inline constexpr std::uint64_t kMinimumPagefileBytes = 16ULL << 20U;

struct PagefileShow {
    PagefileSettings settings;
    std::optional<std::uint64_t> memory_bytes;
    std::optional<std::uint64_t> memory_available_bytes;
};
Result<PagefileShow> show_pagefiles(MemorySettings& settings, std::optional<std::uint64_t> memory_bytes,
                                    std::optional<std::uint64_t> memory_available_bytes);
// The shape of `swap show` on Linux ({"swap": [{"path", "type", "size_bytes",
// "used_bytes", "priority", "device", "drives"}], "total_bytes", …}) plus
// "pagefile_settings" (the PagingFiles entries) and "restart_applies_changes".
nlohmann::json pagefile_show_to_json(const PagefileShow& show);
std::string pagefile_show_to_text(const PagefileShow& show);

struct PagefileChange {
    std::optional<char> drive_letter;            // nullopt: the drive of the one configured now (else the system drive)
    std::optional<std::uint64_t> initial_bytes;  // nullopt: the system-managed size
    std::optional<std::uint64_t> maximum_bytes;  // nullopt with a size: the same as the initial size
    bool dry_run = false;
};

struct PagefileChangeReport {
    std::string sizing;                          // "custom" | "system-managed"
    std::string pagefile;                        // "C:\pagefile.sys"
    std::optional<std::uint32_t> initial_mib;
    std::optional<std::uint32_t> maximum_mib;
    std::vector<std::string> before;             // PagingFiles before
    std::vector<std::string> after;              // … and as written (or to be written)
    bool already_set = false;                    // nothing to change
    bool dry_run = false;
    bool written = false;
    safety::ActionPlan plan;
};
// Usage for sizes that do not fit (below 16 MiB, maximum below initial),
// several configured pagefiles without a drive named; the errors of
// MemorySettings otherwise.
Result<PagefileChangeReport> change_pagefile(MemorySettings& settings, const PagefileChange& change);
nlohmann::json pagefile_change_to_json(const PagefileChangeReport& report);
std::string pagefile_change_to_text(const PagefileChangeReport& report);

// `swap remove` on Windows: Refused, with what to do instead.
Error pagefile_removal_refused();

// 'D' for "D:", "d:\", "D:\pagefile.sys"; nullopt for anything else.
std::optional<char> drive_letter_of(std::string_view text);

} // namespace ssd::windows
