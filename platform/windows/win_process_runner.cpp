// CommandRunner for Windows: CreateProcessW with a command line quoted by
// core/windows/command_line.h, stdout and stderr through pipes (read by two
// threads so neither can fill up and stall the tool), stdin from NUL, no
// console window, only those three handles inherited. The tool runs in a
// job object: on timeout or past Command's output limits the whole job (the
// tool and anything it started) is terminated, and closing the job kills
// stragglers too.
//
// Output bytes are returned as the tool wrote them (smartctl's
// JSON is ASCII; powercfg and fsutil write the console's OEM code page).
#include "platform/windows/win_process_runner.h"

#include <functional>
#include <thread>
#include <vector>

#include "core/process/install_hints.h"
#include "core/windows/command_line.h"
#include "core/windows/tool_search.h"
#include "platform/os_process_runner.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

std::optional<std::string> environment_variable(std::string_view name) {
    const std::wstring wide_name = widen(name);
    const DWORD size = GetEnvironmentVariableW(wide_name.c_str(), nullptr, 0);
    if (size == 0) return std::nullopt;
    std::wstring value(size, L'\0');
    const DWORD written = GetEnvironmentVariableW(wide_name.c_str(), value.data(), size);
    value.resize(written);
    return narrow(value);
}

bool is_file(const std::string& path) {
    const DWORD attributes = GetFileAttributesW(widen(path).c_str());
    return attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY) == 0;
}

// Reads a pipe to its end on its own thread, keeping at most `limit` bytes; past
// that it calls `stop` (which ends the tool) and reads no more.
class PipeReader {
public:
    PipeReader(HANDLE pipe, std::size_t limit, std::function<void()> stop)
        : pipe_(pipe), limit_(limit), stop_(std::move(stop)), thread_([this] { read_all(); }) {}
    ~PipeReader() {
        if (thread_.joinable()) thread_.join();
    }
    PipeReader(const PipeReader&) = delete;
    PipeReader& operator=(const PipeReader&) = delete;

    std::string take() {
        if (thread_.joinable()) thread_.join();
        return std::move(data_);
    }
    // Whether it stopped the tool for printing too much (after take()).
    bool too_long() const { return too_long_; }

private:
    HANDLE pipe_;
    std::size_t limit_;
    std::function<void()> stop_;
    std::string data_;
    bool too_long_ = false;
    std::thread thread_; // last: started once the members above exist

    void read_all() {
        char buffer[4096];
        DWORD got = 0;
        while (ReadFile(pipe_, buffer, sizeof buffer, &got, nullptr) && got > 0) {
            if (!append_within(data_, {buffer, got}, limit_)) {
                too_long_ = true;
                stop_();
                return;
            }
        }
    }
};

struct Pipe {
    UniqueHandle read;
    UniqueHandle write; // inheritable: handed to the child
};

bool make_pipe(Pipe& pipe) {
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE read = nullptr;
    HANDLE write = nullptr;
    if (!CreatePipe(&read, &write, &inherit, 0)) return false;
    pipe.read.reset(read);
    pipe.write.reset(write);
    return SetHandleInformation(read, HANDLE_FLAG_INHERIT, 0) != 0;
}

// ERROR_ELEVATION_REQUIRED (winerror.h; not in every mingw-w64 release).
constexpr DWORD kErrorElevationRequired = 740;

// Exit codes from 0xC0000000 up are NTSTATUS errors: the process crashed
// (access violation, stack overflow…) or was ended like Ctrl-C ends it.
bool crashed(DWORD exit_code) { return exit_code >= 0xC0000000U; }

} // namespace

std::optional<std::string> resolve_program(const std::string& program) {
    if (windows::is_explicit_path(program)) {
        if (is_file(program)) return program;
        if (program.find('.') == std::string::npos && is_file(program + ".exe")) return program + ".exe";
        return std::nullopt;
    }
    for (const auto& candidate : windows::tool_candidates(program, environment_variable)) {
        if (is_file(candidate)) return candidate;
    }
    return std::nullopt;
}

Result<CommandOutput> run_process(const Command& command) {
    if (command.argv.empty()) return fail(ErrorCode::Usage, "no command to run");
    const auto program = resolve_program(command.argv.front());
    if (!program) {
        return fail(ErrorCode::ToolMissing, command.argv.front() + " was not found (searched PATH" +
                                                (command.argv.front() == "smartctl"
                                                     ? std::string(" and %ProgramFiles%\\smartmontools\\bin")
                                                     : std::string()) +
                                                ")");
    }
    std::vector<std::string> argv = command.argv;
    argv.front() = *program;
    auto line = windows::build_command_line(argv);
    if (!line) return tl::unexpected(line.error());

    Pipe out;
    Pipe err;
    if (!make_pipe(out) || !make_pipe(err)) {
        return fail(ErrorCode::ToolFailed, "cannot create pipes: " + error_text(GetLastError()));
    }
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    UniqueHandle null_input(CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &inherit,
                                        OPEN_EXISTING, 0, nullptr));
    if (!null_input.valid()) return fail(ErrorCode::ToolFailed, "cannot open NUL: " + error_text(GetLastError()));

    UniqueHandle job(CreateJobObjectW(nullptr, nullptr));
    if (job.valid()) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        SetInformationJobObject(job.get(), JobObjectExtendedLimitInformation, &limits, sizeof limits);
    }

    // Only these three handles are inherited, even while other threads
    // create inheritable handles of their own.
    HANDLE inherited[] = {null_input.get(), out.write.get(), err.write.get()};
    SIZE_T attribute_size = 0;
    InitializeProcThreadAttributeList(nullptr, 1, 0, &attribute_size);
    std::vector<char> attribute_storage(attribute_size);
    auto* attributes = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attribute_storage.data());
    const bool have_list = InitializeProcThreadAttributeList(attributes, 1, 0, &attribute_size) &&
                           UpdateProcThreadAttribute(attributes, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited,
                                                     sizeof inherited, nullptr, nullptr);

    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = null_input.get();
    startup.StartupInfo.hStdOutput = out.write.get();
    startup.StartupInfo.hStdError = err.write.get();
    DWORD flags = CREATE_NO_WINDOW | CREATE_UNICODE_ENVIRONMENT | CREATE_SUSPENDED;
    if (have_list) {
        startup.lpAttributeList = attributes;
        flags |= EXTENDED_STARTUPINFO_PRESENT;
    }
    std::wstring wide_line = widen(*line);
    const std::wstring application = widen(*program);
    PROCESS_INFORMATION process{};
    const BOOL created = CreateProcessW(application.c_str(), wide_line.data(), nullptr, nullptr, TRUE, flags,
                                        nullptr, nullptr, &startup.StartupInfo, &process);
    const DWORD create_error = GetLastError();
    if (have_list) DeleteProcThreadAttributeList(attributes);
    if (!created) {
        if (create_error == ERROR_FILE_NOT_FOUND || create_error == ERROR_PATH_NOT_FOUND) {
            return fail(ErrorCode::ToolMissing, *program + " was not found");
        }
        if (create_error == kErrorElevationRequired) {
            return fail(ErrorCode::PermissionDenied, *program + " needs administrator rights");
        }
        return fail(ErrorCode::ToolFailed, "cannot start " + *program + ": " + error_text(create_error));
    }
    UniqueHandle process_handle(process.hProcess);
    UniqueHandle thread_handle(process.hThread);
    if (job.valid()) AssignProcessToJobObject(job.get(), process_handle.get());
    ResumeThread(thread_handle.get());
    // Our copies of the write ends go, so the readers see the end of the
    // output when the tool (and everything it started) is gone.
    out.write.reset();
    err.write.reset();
    null_input.reset();

    const auto stop = [&job, &process_handle] {
        if (job.valid()) {
            TerminateJobObject(job.get(), 1);
        } else {
            TerminateProcess(process_handle.get(), 1);
        }
    };
    PipeReader out_reader(out.read.get(), command.max_stdout_bytes, stop);
    PipeReader err_reader(err.read.get(), command.max_stderr_bytes, stop);
    CommandOutput output;
    const auto timeout_ms = command.timeout.count() <= 0 ? INFINITE
                                                          : static_cast<DWORD>(std::min<long long>(
                                                                command.timeout.count(), INFINITE - 1));
    if (WaitForSingleObject(process_handle.get(), timeout_ms) == WAIT_TIMEOUT) {
        output.timed_out = true;
        stop();
        WaitForSingleObject(process_handle.get(), INFINITE);
    } else if (job.valid()) {
        // The tool is done; anything it left running still holds the pipes.
        TerminateJobObject(job.get(), 1);
    }
    DWORD exit_code = 0;
    GetExitCodeProcess(process_handle.get(), &exit_code);
    output.out = out_reader.take();
    output.err = err_reader.take();
    if (out_reader.too_long()) return tl::unexpected(output_limit_error(command, "stdout", command.max_stdout_bytes));
    if (err_reader.too_long()) return tl::unexpected(output_limit_error(command, "stderr", command.max_stderr_bytes));
    if (!output.timed_out) {
        output.killed_by_signal = crashed(exit_code);
        output.exit_status = static_cast<int>(exit_code);
    }
    return output;
}

} // namespace ssd::windows_platform

namespace ssd {

Result<CommandOutput> OsProcessRunner::run(const Command& command, const EnvironmentVariables& environment) {
    // Only the alert command hook sets variables, and alert delivery is not built for Windows.
    if (!environment.empty()) return fail(ErrorCode::ToolFailed, "setting a command's environment is not supported on Windows");
    return windows_platform::run_process(command);
}

// LC_ALL means nothing to Windows tools (they write the console's code page), so no tool_environment().
Result<CommandOutput> OsProcessRunner::run(const Command& command) { return windows_platform::run_process(command); }

std::string OsProcessRunner::install_hint(std::string_view tool) const { return ssd::install_hint(tool, HostOs::Windows); }

} // namespace ssd
