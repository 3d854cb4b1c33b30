// Small Win32 helpers of the Windows back end: UTF-8 <-> UTF-16, the text
// of a Win32 error code, the running program's path, and an owning HANDLE.
#pragma once

#include <windows.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace ssd::windows_platform {

std::wstring widen(std::string_view utf8);
std::string narrow(std::wstring_view wide);

// "Access is denied. (error 5)"
std::string error_text(DWORD code);

// The full path of the running program (GetModuleFileNameW, any length);
// nullopt when Windows does not give it.
std::optional<std::wstring> executable_path();

class UniqueHandle {
public:
    UniqueHandle() = default;
    explicit UniqueHandle(HANDLE handle) : handle_(handle) {}
    ~UniqueHandle() { reset(); }
    UniqueHandle(UniqueHandle&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
    UniqueHandle& operator=(UniqueHandle&& other) noexcept {
        if (this != &other) {
            reset();
            handle_ = std::exchange(other.handle_, nullptr);
        }
        return *this;
    }
    UniqueHandle(const UniqueHandle&) = delete;
    UniqueHandle& operator=(const UniqueHandle&) = delete;

    HANDLE get() const { return handle_; }
    // False for both null and INVALID_HANDLE_VALUE (CreateFile's failure value).
    bool valid() const { return handle_ != nullptr && handle_ != INVALID_HANDLE_VALUE; }
    HANDLE release() { return std::exchange(handle_, nullptr); }
    void reset(HANDLE handle = nullptr) {
        if (valid()) CloseHandle(handle_);
        handle_ = handle;
    }

private:
    HANDLE handle_ = nullptr;
};

} // namespace ssd::windows_platform
