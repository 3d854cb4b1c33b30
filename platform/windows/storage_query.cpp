#include "platform/windows/storage_query.h"

#include <winioctl.h>

#include <cstring>

#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

constexpr std::size_t kMaxOutput = 1U << 20U;

Result<std::string> failure(const char* what, DWORD error) {
    if (error == ERROR_ACCESS_DENIED) {
        return fail(ErrorCode::PermissionDenied, std::string(what) + ": access denied (run as administrator)");
    }
    if (error == ERROR_INVALID_FUNCTION || error == ERROR_NOT_SUPPORTED) {
        return fail(ErrorCode::DriveRejected, std::string(what) + " is not supported by this device or driver");
    }
    return fail(ErrorCode::InputUnreadable, std::string(what) + " failed: " + error_text(error));
}

} // namespace

HANDLE open_for_query(const std::wstring& path) {
    return CreateFileW(path.c_str(), 0, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING, 0, nullptr);
}

Result<std::string> query_storage_property(HANDLE device, int property_id) {
    STORAGE_PROPERTY_QUERY query{};
    query.PropertyId = static_cast<STORAGE_PROPERTY_ID>(property_id);
    query.QueryType = PropertyStandardQuery;
    std::string output(1024, '\0');
    for (;;) {
        DWORD returned = 0;
        if (!DeviceIoControl(device, IOCTL_STORAGE_QUERY_PROPERTY, &query, sizeof query, output.data(),
                             static_cast<DWORD>(output.size()), &returned, nullptr)) {
            return failure("IOCTL_STORAGE_QUERY_PROPERTY", GetLastError());
        }
        // Every descriptor starts with DWORD Version, DWORD Size: the size it needs.
        if (returned >= 8) {
            DWORD needed = 0;
            std::memcpy(&needed, output.data() + 4, sizeof needed);
            if (needed > output.size() && needed <= kMaxOutput) {
                output.assign(needed, '\0');
                continue;
            }
        }
        output.resize(returned);
        return output;
    }
}

Result<std::string> device_io_control(HANDLE device, DWORD code, std::size_t initial_size) {
    std::string output(initial_size, '\0');
    for (;;) {
        DWORD returned = 0;
        if (DeviceIoControl(device, code, nullptr, 0, output.data(), static_cast<DWORD>(output.size()), &returned,
                            nullptr)) {
            output.resize(returned);
            return output;
        }
        const DWORD error = GetLastError();
        if ((error == ERROR_INSUFFICIENT_BUFFER || error == ERROR_MORE_DATA) && output.size() < kMaxOutput) {
            output.assign(output.size() * 2, '\0');
            continue;
        }
        return failure("DeviceIoControl", error);
    }
}

} // namespace ssd::windows_platform
