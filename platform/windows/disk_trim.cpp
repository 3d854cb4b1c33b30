#include "platform/windows/disk_trim.h"

#include <winioctl.h>

#include <cstddef>

namespace ssd::windows_platform {

std::optional<DWORD> trim_disk_range(HANDLE disk, std::uint64_t offset, std::uint64_t length) {
    struct {
        DEVICE_MANAGE_DATA_SET_ATTRIBUTES header;
        DEVICE_DATA_SET_RANGE range;
    } request{};
    request.header.Size = sizeof(DEVICE_MANAGE_DATA_SET_ATTRIBUTES);
    request.header.Action = DeviceDsmAction_Trim;
    request.header.DataSetRangesOffset = offsetof(decltype(request), range);
    request.header.DataSetRangesLength = sizeof(DEVICE_DATA_SET_RANGE);
    request.range.StartingOffset = static_cast<LONGLONG>(offset);
    request.range.LengthInBytes = length;
    DWORD returned = 0;
    if (DeviceIoControl(disk, IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES, &request, sizeof request, nullptr, 0,
                        &returned, nullptr)) {
        return std::nullopt;
    }
    return GetLastError();
}

} // namespace ssd::windows_platform
