#include "platform/windows/elevation.h"

#include <sddl.h>
#include <shellapi.h>

#include <random>

#include "core/windows/command_line.h"
#include "core/windows/elevated_helper_args.h"

namespace ssd::windows_platform {

namespace {

namespace w = ssd::windows;

std::string random_hex(std::size_t digits) {
    std::random_device random;
    std::string text;
    constexpr char kHex[] = "0123456789abcdef";
    while (text.size() < digits) text += kHex[random() % 16];
    return text;
}

// "D:P(A;;GA;;;<the user's SID>)": only this user (elevated or not) may open the pipe.
Result<std::wstring> owner_only_sddl() {
    HANDLE token = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token)) {
        return fail(ErrorCode::ToolFailed, "cannot read the process token: " + error_text(GetLastError()));
    }
    UniqueHandle owned(token);
    DWORD size = 0;
    GetTokenInformation(token, TokenUser, nullptr, 0, &size);
    std::vector<char> buffer(size);
    if (size == 0 || !GetTokenInformation(token, TokenUser, buffer.data(), size, &size)) {
        return fail(ErrorCode::ToolFailed, "cannot read the user of this process: " + error_text(GetLastError()));
    }
    const auto* user = reinterpret_cast<const TOKEN_USER*>(buffer.data());
    wchar_t* sid = nullptr;
    if (!ConvertSidToStringSidW(user->User.Sid, &sid)) {
        return fail(ErrorCode::ToolFailed, "cannot format the user's SID: " + error_text(GetLastError()));
    }
    std::wstring sddl = L"D:P(A;;GA;;;" + std::wstring(sid) + L")";
    LocalFree(sid);
    return sddl;
}

} // namespace

bool process_is_elevated() {
    HANDLE token = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token)) return false;
    UniqueHandle owned(token);
    TOKEN_ELEVATION elevation{};
    DWORD size = 0;
    return GetTokenInformation(token, TokenElevation, &elevation, sizeof elevation, &size) && elevation.TokenIsElevated != 0;
}

std::string program_directory() {
    const std::wstring path = executable_path().value_or(std::wstring());
    const auto slash = path.find_last_of(L"\\/");
    return narrow(slash == std::wstring::npos ? std::wstring(L".") : path.substr(0, slash));
}

Result<ElevatedHelper> ElevatedHelper::launch(const std::vector<std::string>& ssdtool_arguments, const Options& options) {
    const std::string helper = options.helper_path.empty() ? program_directory() + "\\ssdtool-elevated.exe"
                                                           : options.helper_path;
    if (GetFileAttributesW(widen(helper).c_str()) == INVALID_FILE_ATTRIBUTES) {
        return fail(ErrorCode::ToolMissing, helper + " is missing: reinstall SSD Toolbox");
    }
    auto sddl = owner_only_sddl();
    if (!sddl) return tl::unexpected(sddl.error());
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (!ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl->c_str(), SDDL_REVISION_1, &descriptor, nullptr)) {
        return fail(ErrorCode::ToolFailed, "cannot build the pipe's access list: " + error_text(GetLastError()));
    }
    SECURITY_ATTRIBUTES security{sizeof(SECURITY_ATTRIBUTES), descriptor, FALSE};
    w::HelperArguments arguments;
    arguments.pipe = w::helper_pipe_name(random_hex(32));
    arguments.parent_pid = GetCurrentProcessId();
    arguments.ssdtool = ssdtool_arguments;
    auto argv = w::helper_arguments(arguments);
    if (!argv) {
        LocalFree(descriptor);
        return tl::unexpected(argv.error());
    }
    ElevatedHelper result;
    result.pipe_.reset(CreateNamedPipeW(widen(arguments.pipe).c_str(),
                                        PIPE_ACCESS_DUPLEX | FILE_FLAG_FIRST_PIPE_INSTANCE | FILE_FLAG_OVERLAPPED,
                                        PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS, 1,
                                        65536, 65536, 0, &security));
    LocalFree(descriptor);
    if (!result.pipe_.valid()) {
        return fail(ErrorCode::ToolFailed, "cannot create the helper's pipe: " + error_text(GetLastError()));
    }
    // The parameters: every argument after the program, quoted for the helper's runtime.
    std::string parameters;
    for (const auto& argument : *argv) parameters += (parameters.empty() ? "" : " ") + w::quote_argument(argument);
    const std::wstring verb = widen(options.verb);
    const std::wstring file = widen(helper);
    const std::wstring wide_parameters = widen(parameters);
    SHELLEXECUTEINFOW execute{};
    execute.cbSize = sizeof execute;
    execute.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NOASYNC | SEE_MASK_FLAG_NO_UI;
    execute.lpVerb = verb.c_str();
    execute.lpFile = file.c_str();
    execute.lpParameters = wide_parameters.c_str();
    execute.nShow = SW_HIDE;
    if (!ShellExecuteExW(&execute)) {
        const DWORD error = GetLastError();
        if (error == ERROR_CANCELLED) {
            return fail(ErrorCode::PermissionDenied, "the administrator prompt was declined, so nothing that needs "
                                                     "administrator rights can be done");
        }
        return fail(ErrorCode::ToolFailed, "cannot start " + helper + ": " + error_text(error));
    }
    result.process_.reset(execute.hProcess);

    OVERLAPPED connect{};
    UniqueHandle event(CreateEventW(nullptr, TRUE, FALSE, nullptr));
    connect.hEvent = event.get();
    if (!ConnectNamedPipe(result.pipe_.get(), &connect)) {
        const DWORD error = GetLastError();
        if (error == ERROR_IO_PENDING) {
            // The connection, the helper's end, or the caller's cancel: whichever comes first.
            HANDLE waits[3] = {event.get()};
            DWORD count = 1;
            const DWORD cancelled = options.cancel != nullptr ? WAIT_OBJECT_0 + count : WAIT_TIMEOUT;
            if (options.cancel != nullptr) waits[count++] = options.cancel;
            const DWORD ended = result.process_.valid() ? WAIT_OBJECT_0 + count : WAIT_TIMEOUT;
            if (result.process_.valid()) waits[count++] = result.process_.get();
            const DWORD woke = WaitForMultipleObjects(count, waits, FALSE,
                                                      static_cast<DWORD>(options.connect_timeout.count()));
            if (woke != WAIT_OBJECT_0) {
                CancelIoEx(result.pipe_.get(), &connect);
                DWORD ignored = 0;
                GetOverlappedResult(result.pipe_.get(), &connect, &ignored, TRUE);
                if (woke == cancelled) return fail(ErrorCode::Cancelled, "stopped waiting for the helper");
                return fail(ErrorCode::ToolFailed, woke == ended ? "the helper ended before it connected"
                                                                 : "the helper did not connect in time");
            }
        } else if (error != ERROR_PIPE_CONNECTED) {
            return fail(ErrorCode::ToolFailed, "waiting for the helper failed: " + error_text(error));
        }
    }
    return result;
}

} // namespace ssd::windows_platform
