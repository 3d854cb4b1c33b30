// TRIM of one byte range of a disk opened for writing:
// IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES with DeviceDsmAction_Trim and one
// DEVICE_DATA_SET_RANGE after the header. Used by `discard` and by the
// benchmark's consistency run on a raw disk; each words the outcome itself.
#pragma once

#include <windows.h>

#include <cstdint>
#include <optional>

namespace ssd::windows_platform {

// nullopt when the disk accepted the TRIM; else GetLastError()'s code.
std::optional<DWORD> trim_disk_range(HANDLE disk, std::uint64_t offset, std::uint64_t length);

} // namespace ssd::windows_platform
