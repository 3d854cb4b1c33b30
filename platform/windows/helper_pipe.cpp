#include "platform/windows/helper_pipe.h"

#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

// Waits for an overlapped operation; cancels it when `cancel` is signalled first.
// False when it was cancelled (or failed); `transferred` holds the bytes moved.
bool finish(HANDLE pipe, OVERLAPPED& operation, HANDLE cancel, DWORD& transferred) {
    HANDLE waits[] = {operation.hEvent, cancel};
    const DWORD count = cancel != nullptr ? 2 : 1;
    if (WaitForMultipleObjects(count, waits, FALSE, INFINITE) != WAIT_OBJECT_0) {
        CancelIoEx(pipe, &operation);
        GetOverlappedResult(pipe, &operation, &transferred, TRUE); // the buffer is ours again
        return false;
    }
    return GetOverlappedResult(pipe, &operation, &transferred, FALSE) != 0;
}

} // namespace

Result<std::size_t> read_pipe(HANDLE pipe, char* buffer, std::size_t size, HANDLE cancel) {
    UniqueHandle event(CreateEventW(nullptr, TRUE, FALSE, nullptr));
    if (!event.valid()) return fail(ErrorCode::ToolFailed, "cannot create an event: " + error_text(GetLastError()));
    OVERLAPPED read{};
    read.hEvent = event.get();
    DWORD got = 0;
    if (!ReadFile(pipe, buffer, static_cast<DWORD>(size), nullptr, &read)) {
        const DWORD error = GetLastError();
        if (error == ERROR_BROKEN_PIPE || error == ERROR_PIPE_NOT_CONNECTED) return std::size_t{0};
        if (error != ERROR_IO_PENDING) return fail(ErrorCode::ToolFailed, "reading from the helper: " + error_text(error));
    }
    if (!finish(pipe, read, cancel, got)) {
        const DWORD error = GetLastError();
        if (error == ERROR_BROKEN_PIPE || error == ERROR_OPERATION_ABORTED || got == 0) return std::size_t{0};
        return fail(ErrorCode::ToolFailed, "reading from the helper: " + error_text(error));
    }
    return static_cast<std::size_t>(got);
}

Result<void> write_pipe(HANDLE pipe, std::string_view bytes) {
    UniqueHandle event(CreateEventW(nullptr, TRUE, FALSE, nullptr));
    if (!event.valid()) return fail(ErrorCode::ToolFailed, "cannot create an event: " + error_text(GetLastError()));
    while (!bytes.empty()) {
        OVERLAPPED write{};
        write.hEvent = event.get();
        DWORD written = 0;
        if (!WriteFile(pipe, bytes.data(), static_cast<DWORD>(bytes.size()), nullptr, &write) &&
            GetLastError() != ERROR_IO_PENDING) {
            return fail(ErrorCode::ToolFailed, "writing to the helper: " + error_text(GetLastError()));
        }
        if (!finish(pipe, write, nullptr, written) || written == 0) {
            return fail(ErrorCode::ToolFailed, "writing to the helper: " + error_text(GetLastError()));
        }
        bytes.remove_prefix(written);
    }
    return {};
}

std::optional<int> process_exit_code(HANDLE process, std::chrono::milliseconds wait) {
    if (process == nullptr || WaitForSingleObject(process, static_cast<DWORD>(wait.count())) != WAIT_OBJECT_0) {
        return std::nullopt;
    }
    DWORD code = 0;
    if (!GetExitCodeProcess(process, &code)) return std::nullopt;
    return static_cast<int>(code);
}

} // namespace ssd::windows_platform
