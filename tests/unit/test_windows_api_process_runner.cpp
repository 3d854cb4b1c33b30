// The Windows process runner against real child processes (under Wine in
// CI): the test binary doubles as the child (Qt Creator's trick): when
// SSD_TEST_CHILD is set, a static initializer acts the part and exits before
// GoogleTest starts.
#include <windows.h>
#include <shellapi.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/windows/command_line.h"
#include "platform/os_process_runner.h"
#include "platform/windows/win_process_runner.h"
#include "platform/windows/win_util.h"

namespace {

using namespace std::chrono_literals;
using ssd::Command;
using ssd::windows_platform::narrow;
using ssd::windows_platform::widen;

std::string hex_line(const std::string& text) {
    std::string out;
    for (const char ch : text) {
        char hex[3];
        std::snprintf(hex, sizeof hex, "%02x", static_cast<unsigned>(static_cast<unsigned char>(ch)));
        out += hex;
    }
    return out + "\n";
}

void write_stdout(const std::string& text) {
    DWORD written = 0;
    WriteFile(GetStdHandle(STD_OUTPUT_HANDLE), text.data(), static_cast<DWORD>(text.size()), &written, nullptr);
}

// The child's parts, chosen by SSD_TEST_CHILD.
int act_as_child(const std::string& mode) {
    if (mode == "argv") {
        // What the child's runtime sees: each argument after argv[0] on its
        // own line, hex-encoded so blanks and quotes stay visible.
        int count = 0;
        LPWSTR* arguments = CommandLineToArgvW(GetCommandLineW(), &count);
        std::string out;
        for (int i = 1; i < count; ++i) out += hex_line(narrow(arguments[i]));
        LocalFree(arguments);
        write_stdout(out);
        return 0;
    }
    if (mode == "streams") {
        write_stdout(std::string(200000, 'o')); // more than a pipe holds
        DWORD written = 0;
        const std::string err = "to stderr";
        WriteFile(GetStdHandle(STD_ERROR_HANDLE), err.data(), static_cast<DWORD>(err.size()), &written, nullptr);
        return 7;
    }
    if (mode == "sleep") {
        Sleep(60000);
        return 0;
    }
    return 99;
}

const int g_child_exit = [] {
    wchar_t mode[32] = {};
    if (GetEnvironmentVariableW(L"SSD_TEST_CHILD", mode, 32) == 0) return 0;
    ExitProcess(static_cast<UINT>(act_as_child(narrow(mode))));
}();

std::string self_path() {
    wchar_t path[MAX_PATH + 1] = {};
    GetModuleFileNameW(nullptr, path, MAX_PATH + 1);
    return narrow(path);
}

class ChildMode {
public:
    explicit ChildMode(const wchar_t* mode) { SetEnvironmentVariableW(L"SSD_TEST_CHILD", mode); }
    ~ChildMode() { SetEnvironmentVariableW(L"SSD_TEST_CHILD", nullptr); }
    ChildMode(const ChildMode&) = delete;
    ChildMode& operator=(const ChildMode&) = delete;
};

TEST(WindowsApiProcessRunner, EveryArgumentArrivesUnchanged) {
    const ChildMode mode(L"argv");
    const std::vector<std::string> arguments = {
        "", " ", "plain", "two words", "\"", "\\", "\\\\", "a\\", "trailing \\", "x\"y\"z", "\t", "%PATH%", "&|<>^",
        "C:\\Program Files\\", "unicode \xC3\xA9\xE2\x82\xAC"};
    std::vector<std::string> argv = {self_path()};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    ssd::OsProcessRunner runner;
    const auto output = runner.run(Command{argv, 30s});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_EQ(output->exit_status, 0);
    std::string expected;
    for (const auto& argument : arguments) expected += hex_line(argument);
    EXPECT_EQ(output->out, expected);
}

TEST(WindowsApiProcessRunner, CapturesBothStreamsAndTheExitStatus) {
    const ChildMode mode(L"streams");
    ssd::OsProcessRunner runner;
    const auto output = runner.run(Command{{self_path()}, 30s});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_EQ(output->exit_status, 7);
    EXPECT_FALSE(output->timed_out);
    EXPECT_EQ(output->out.size(), 200000U);
    EXPECT_EQ(output->err, "to stderr");
}

TEST(WindowsApiProcessRunner, KillsATimedOutTool) {
    const ChildMode mode(L"sleep");
    ssd::OsProcessRunner runner;
    const auto started = std::chrono::steady_clock::now();
    const auto output = runner.run(Command{{self_path()}, 500ms});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_TRUE(output->timed_out);
    EXPECT_LT(std::chrono::steady_clock::now() - started, 20s);
}

TEST(WindowsApiProcessRunner, MissingToolsAreToolMissing) {
    ssd::OsProcessRunner runner;
    const auto missing = runner.run(Command{{"ssdtool-no-such-tool"}, 5s});
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ssd::ErrorCode::ToolMissing);
    const auto path = runner.run(Command{{"C:\\no\\such\\tool.exe"}, 5s});
    ASSERT_FALSE(path);
    EXPECT_EQ(path.error().code, ssd::ErrorCode::ToolMissing);
}

TEST(WindowsApiProcessRunner, FindsToolsOnPath) {
    // Wine provides cmd.exe in C:\windows\system32, which is on PATH.
    const auto found = ssd::windows_platform::resolve_program("cmd");
    ASSERT_TRUE(found.has_value());
    EXPECT_NE(found->find("cmd.exe"), std::string::npos);
}

} // namespace
