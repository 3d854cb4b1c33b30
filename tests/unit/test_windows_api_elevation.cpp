// The elevated-helper path (platform/windows/elevation.h) end to end under
// Wine, minus the UAC prompt itself: the named pipe, ShellExecuteEx (verb
// "open" here; "runas" in production), ssdtool-elevated.exe connecting and
// running ssdtool.exe from its own folder with the pipe as stdin/stdout.
// What Wine cannot show: the UAC consent dialog and a split (filtered vs
// elevated) token; that needs real Windows.
#include <windows.h>

#include <gtest/gtest.h>

#include "core/windows/elevated_helper_args.h"
#include "platform/windows/elevation.h"

namespace {

using namespace std::chrono_literals;

// A Unix path from the build (Wine maps / to drive Z:) as a Windows path.
std::string windows_path(std::string path) {
    if (!path.empty() && path.front() == '/') path = "Z:" + path;
    for (auto& c : path) {
        if (c == '/') c = '\\';
    }
    return path;
}

std::string read_all(HANDLE pipe) {
    std::string data;
    char buffer[4096];
    for (;;) {
        OVERLAPPED read{};
        ssd::windows_platform::UniqueHandle event(CreateEventW(nullptr, TRUE, FALSE, nullptr));
        read.hEvent = event.get();
        DWORD got = 0;
        if (!ReadFile(pipe, buffer, sizeof buffer, nullptr, &read) && GetLastError() != ERROR_IO_PENDING) break;
        if (!GetOverlappedResult(pipe, &read, &got, TRUE) || got == 0) break;
        data.append(buffer, got);
    }
    return data;
}

TEST(WindowsApiElevation, HelperRunsSsdtoolOnThePipe) {
    ssd::windows_platform::ElevatedHelper::Options options;
    options.helper_path = windows_path(std::string(SSD_WINDOWS_BUILD_DIR) + "/ssdtool-elevated.exe");
    options.verb = "open";
    options.connect_timeout = 60s;
    auto helper = ssd::windows_platform::ElevatedHelper::launch({"--version"}, options);
    ASSERT_TRUE(helper) << helper.error().message;
    const std::string output = read_all(helper->pipe());
    EXPECT_NE(output.find("ssdtool 0.1.0"), std::string::npos) << output;
    ASSERT_NE(helper->process(), nullptr);
    EXPECT_EQ(WaitForSingleObject(helper->process(), 30000), WAIT_OBJECT_0);
    DWORD exit_code = 99;
    GetExitCodeProcess(helper->process(), &exit_code);
    EXPECT_EQ(exit_code, 0U);
}

TEST(WindowsApiElevation, MissingHelperIsToolMissing) {
    ssd::windows_platform::ElevatedHelper::Options options;
    options.helper_path = "C:\\no\\such\\ssdtool-elevated.exe";
    const auto helper = ssd::windows_platform::ElevatedHelper::launch({"serve"}, options);
    ASSERT_FALSE(helper);
    EXPECT_EQ(helper.error().code, ssd::ErrorCode::ToolMissing);
}

} // namespace
