// ssdtool-elevated.exe: the UAC-elevated helper (core/windows/
// elevated_helper_args.h has its command line, elevation.h the caller's
// side). It connects to its caller's pipe, runs ssdtool.exe from its own
// folder with the pipe as stdin and stdout (stderr goes nowhere: the
// protocol carries errors in JSON), and ends it when the caller's process
// ends. Exit status: ssdtool's, or 1 when it cannot start it.
#include <windows.h>

#include <cstdio>
#include <string>
#include <vector>

#include "core/windows/command_line.h"
#include "core/windows/elevated_helper_args.h"
#include "platform/windows/elevation.h"
#include "platform/windows/win_util.h"

namespace {

using namespace ssd::windows_platform;
namespace w = ssd::windows;

int fail_with(const std::string& message) {
    std::fprintf(stderr, "ssdtool-elevated: %s\n", message.c_str());
    return 1;
}

std::vector<std::string> own_arguments() {
    const auto all = w::split_command_line(narrow(GetCommandLineW()));
    return std::vector<std::string>(all.begin() + (all.empty() ? 0 : 1), all.end());
}

} // namespace

int main() {
    const auto arguments = w::parse_helper_arguments(own_arguments());
    if (!arguments) return fail_with(arguments.error().message);
    UniqueHandle parent(OpenProcess(SYNCHRONIZE, FALSE, arguments->parent_pid));
    if (!parent.valid()) return fail_with("the calling process " + std::to_string(arguments->parent_pid) + " is gone");
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    UniqueHandle pipe(CreateFileW(widen(arguments->pipe).c_str(), GENERIC_READ | GENERIC_WRITE, 0, &inherit,
                                  OPEN_EXISTING, 0, nullptr));
    if (!pipe.valid()) return fail_with("cannot open " + arguments->pipe + ": " + error_text(GetLastError()));
    UniqueHandle null_error(CreateFileW(L"NUL", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, &inherit,
                                        OPEN_EXISTING, 0, nullptr));

    std::vector<std::string> argv = {program_directory() + "\\ssdtool.exe"};
    argv.insert(argv.end(), arguments->ssdtool.begin(), arguments->ssdtool.end());
    const auto line = w::build_command_line(argv);
    if (!line) return fail_with(line.error().message);

    UniqueHandle job(CreateJobObjectW(nullptr, nullptr));
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    if (job.valid()) SetInformationJobObject(job.get(), JobObjectExtendedLimitInformation, &limits, sizeof limits);

    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = pipe.get();
    startup.hStdOutput = pipe.get();
    startup.hStdError = null_error.get();
    std::wstring wide_line = widen(*line);
    const std::wstring application = widen(argv.front());
    PROCESS_INFORMATION process{};
    if (!CreateProcessW(application.c_str(), wide_line.data(), nullptr, nullptr, TRUE,
                        CREATE_NO_WINDOW | CREATE_SUSPENDED, nullptr, nullptr, &startup, &process)) {
        return fail_with("cannot start " + argv.front() + ": " + error_text(GetLastError()));
    }
    UniqueHandle child(process.hProcess);
    UniqueHandle thread(process.hThread);
    if (job.valid()) AssignProcessToJobObject(job.get(), child.get());
    ResumeThread(thread.get());
    pipe.reset(); // the child holds it now

    HANDLE waits[] = {child.get(), parent.get()};
    if (WaitForMultipleObjects(2, waits, FALSE, INFINITE) == WAIT_OBJECT_0 + 1) {
        // The caller went away: nobody may keep an elevated ssdtool running.
        if (job.valid()) TerminateJobObject(job.get(), 1);
        TerminateProcess(child.get(), 1);
        return 1;
    }
    DWORD exit_code = 1;
    GetExitCodeProcess(child.get(), &exit_code);
    return static_cast<int>(exit_code);
}
