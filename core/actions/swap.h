// `ssdtool swap [show|resize SIZE|remove]` on swap files (hibernation.h:
// hibernation; memory_commands.h: which of them a system uses).
//
// Resizing or moving a swap file never lets the swap available drop below
// what is in use: the new file is created (fully allocated), formatted and
// turned on before the old one is turned off and removed. Resizing in place
// goes through a temporary file beside it (an active swap file cannot be
// renamed). /etc/fstab (a setting) is backed up and only the line concerned
// changes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"

namespace ssd::actions {

inline constexpr const char* kDefaultSwapFile = "/swapfile";
inline constexpr std::uint64_t kMinimumSwapBytes = 1ULL << 20;
// Space left free on the filesystem after the new swap file.
inline constexpr std::uint64_t kSwapSpaceReserveBytes = 64ULL << 20;

// The swap files of `platform`. Where the system keeps swap as settings
// instead (MemoryModel::WindowsSettings, which core/requests/
// memory_handlers.h handles), one whose every answer says so.
SwapFiles& swap_files_of(ActionPlatform& platform);

struct SwapShowReport {
    std::vector<SwapObservation> areas;
    std::optional<std::uint64_t> memory_bytes;
    std::optional<std::uint64_t> memory_available_bytes;
};
Result<SwapShowReport> show_swap(ActionPlatform& platform);
nlohmann::json swap_show_to_json(const SwapShowReport& report);
std::string swap_show_to_text(const SwapShowReport& report);

struct SwapChangeRequest {
    std::optional<std::uint64_t> size;     // resize: the new size in bytes
    std::optional<std::string> file;       // the swap file concerned (default: the only active one)
    std::optional<std::string> to;         // resize: move it here
    std::optional<std::string> fstab;      // the filesystem table to keep consistent (default: the platform's)
    bool dry_run = false;
};

struct SwapChangeReport {
    std::string action;                    // "resize", "create", "move", "remove"
    std::string old_path;
    std::string new_path;
    std::uint64_t old_bytes = 0;
    std::uint64_t new_bytes = 0;
    std::string fstab;                     // the file edited ("" when none)
    std::string fstab_backup;
    std::string fstab_line_before;
    std::string fstab_line_after;
    safety::ActionPlan plan;
    bool dry_run = false;
    std::vector<std::string> done;         // steps completed (in order)
};
Result<SwapChangeReport> resize_swap(ActionPlatform& platform, const SwapChangeRequest& request);
Result<SwapChangeReport> remove_swap(ActionPlatform& platform, const SwapChangeRequest& request);
nlohmann::json swap_change_to_json(const SwapChangeReport& report);
std::string swap_change_to_text(const SwapChangeReport& report);

} // namespace ssd::actions
