// `fsutil behavior query DisableDeleteNotify`: whether NTFS and ReFS send
// TRIM/UNMAP ("delete notifications") to the storage. 0 = TRIM is sent.
// Formats seen:
//   Windows 10 1709+:  "NTFS DisableDeleteNotify = 0  (Allows TRIM operations to be sent to the storage device)"
//                      "ReFS DisableDeleteNotify is not currently set"
//   earlier Windows 10: "NTFS DisableDeleteNotify = 0  (Disabled)"
//   Windows 7 / 8:     "DisableDeleteNotify = 0"   (one value for NTFS and ReFS v1)
// The number decides; the prose in parentheses is ignored (it is localised
// and has changed wording between releases).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows {

struct DeleteNotifySetting {
    std::string filesystem;              // "NTFS", "ReFS", or "" (Windows 7/8: NTFS and ReFS v1)
    std::optional<std::uint32_t> value;  // nullopt: "is not currently set" (the default: TRIM is sent)
};

// InputEmpty for no output; UnsupportedFormat when no DisableDeleteNotify
// line is found (an error message such as "Access is denied." instead).
Result<std::vector<DeleteNotifySetting>> parse_disable_delete_notify(std::string_view text);

// TRIM is sent for this setting: not set, or set to 0.
bool trim_allowed(const DeleteNotifySetting& setting);

// The setting that applies to a filesystem ("NTFS", "ReFS"): its own line,
// else the combined Windows 7/8 line; nullptr when none applies.
const DeleteNotifySetting* setting_for(const std::vector<DeleteNotifySetting>& settings, std::string_view filesystem);

} // namespace ssd::windows
