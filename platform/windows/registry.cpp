#include "platform/windows/registry.h"

#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

std::optional<DWORD> read_dword(const std::string& key, const std::string& value) {
    DWORD data = 0;
    DWORD size = sizeof data;
    const LSTATUS status = RegGetValueW(HKEY_LOCAL_MACHINE, widen(key).c_str(), widen(value).c_str(),
                                        RRF_RT_REG_DWORD, nullptr, &data, &size);
    if (status != ERROR_SUCCESS) return std::nullopt;
    return data;
}

std::optional<std::vector<std::string>> read_multi_sz(const std::string& key, const std::string& value) {
    const std::wstring wide_key = widen(key);
    const std::wstring wide_value = widen(value);
    DWORD size = 0;
    if (RegGetValueW(HKEY_LOCAL_MACHINE, wide_key.c_str(), wide_value.c_str(), RRF_RT_REG_MULTI_SZ, nullptr, nullptr,
                     &size) != ERROR_SUCCESS) {
        return std::nullopt;
    }
    std::wstring data(size / sizeof(wchar_t) + 2, L'\0');
    DWORD got = static_cast<DWORD>(data.size() * sizeof(wchar_t));
    if (RegGetValueW(HKEY_LOCAL_MACHINE, wide_key.c_str(), wide_value.c_str(), RRF_RT_REG_MULTI_SZ, nullptr,
                     data.data(), &got) != ERROR_SUCCESS) {
        return std::nullopt;
    }
    data.resize(got / sizeof(wchar_t));
    std::vector<std::string> strings;
    std::size_t at = 0;
    while (at < data.size()) {
        const std::size_t end = data.find(L'\0', at);
        const std::wstring_view item(data.data() + at, (end == std::wstring::npos ? data.size() : end) - at);
        if (item.empty()) break; // the terminating empty string
        strings.push_back(narrow(item));
        if (end == std::wstring::npos) break;
        at = end + 1;
    }
    return strings;
}

Result<void> write_multi_sz(const std::string& key, const std::string& value, const std::vector<std::string>& strings) {
    std::wstring data;
    for (const auto& item : strings) {
        data += widen(item);
        data += L'\0';
    }
    data += L'\0';
    HKEY handle = nullptr;
    LSTATUS status = RegOpenKeyExW(HKEY_LOCAL_MACHINE, widen(key).c_str(), 0, KEY_SET_VALUE, &handle);
    if (status == ERROR_SUCCESS) {
        status = RegSetValueExW(handle, widen(value).c_str(), 0, REG_MULTI_SZ,
                                reinterpret_cast<const BYTE*>(data.data()),
                                static_cast<DWORD>(data.size() * sizeof(wchar_t)));
        RegCloseKey(handle);
    }
    if (status == ERROR_ACCESS_DENIED) {
        return fail(ErrorCode::PermissionDenied, "changing HKLM\\" + key + " needs administrator rights");
    }
    if (status != ERROR_SUCCESS) {
        return fail(ErrorCode::ToolFailed, "cannot write HKLM\\" + key + "\\" + value + ": " +
                                               error_text(static_cast<DWORD>(status)));
    }
    return {};
}

} // namespace ssd::windows_platform
