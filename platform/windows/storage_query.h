// DeviceIoControl wrappers that return the raw output bytes; the decoding
// happens in core/windows (storage_descriptors.h, drive_layout.h), where it
// is tested on recorded bytes.
#pragma once

#include <windows.h>

#include <string>

#include "core/util/error.h"

namespace ssd::windows_platform {

// Opens a disk or volume for queries only (no read or write access: no
// administrator rights needed for the property queries).
HANDLE open_for_query(const std::wstring& path);

// IOCTL_STORAGE_QUERY_PROPERTY, PropertyStandardQuery for `property_id`
// (STORAGE_PROPERTY_ID). The output buffer grows as the reported Size asks.
Result<std::string> query_storage_property(HANDLE device, int property_id);

// Any METHOD_BUFFERED IOCTL without input; the buffer doubles on
// ERROR_INSUFFICIENT_BUFFER / ERROR_MORE_DATA up to 1 MiB.
Result<std::string> device_io_control(HANDLE device, DWORD code, std::size_t initial_size = 4096);

} // namespace ssd::windows_platform
