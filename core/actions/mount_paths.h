// Whether a path lies on the filesystem mounted at a mountpoint, for the
// path styles the action platforms give: POSIX ("/", "/mnt/data": exact,
// '/'-separated) and Windows, where a volume is mounted at a drive letter
// ("C:\"), in a folder ("D:\Mounts\Data\") or named by its volume GUID path
// ("\\?\Volume{…}\"). Windows paths compare case-insensitively (ASCII) with
// '\' and '/' alike, ignore a trailing separator, and "\\?\C:\x" is "C:\x".
// A POSIX path is never on a Windows mountpoint, nor the other way round.
#pragma once

#include <string_view>

namespace ssd::actions {

bool path_is_on_mount(std::string_view path, std::string_view mountpoint);

// A Windows volume GUID path ("\\?\Volume{…}\"), which names a volume
// whether or not it has a drive letter.
bool is_volume_guid_path(std::string_view path);

} // namespace ssd::actions
