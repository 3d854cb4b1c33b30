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
#include "platform/windows/helper_pipe.h"

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
        const auto got = ssd::windows_platform::read_pipe(pipe, buffer, sizeof buffer, nullptr);
        if (!got || *got == 0) break;
        data.append(buffer, *got);
    }
    return data;
}

// Both ends of an overlapped byte pipe in this process, as the GUI and the helper hold them.
struct PipePair {
    ssd::windows_platform::UniqueHandle server;
    ssd::windows_platform::UniqueHandle client;
};

PipePair connected_pipe(const wchar_t* name) {
    PipePair pair;
    pair.server.reset(CreateNamedPipeW(name, PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED,
                                       PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT, 1, 4096, 4096, 0, nullptr));
    pair.client.reset(CreateFileW(name, GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING,
                                  FILE_FLAG_OVERLAPPED, nullptr));
    return pair;
}

TEST(WindowsApiHelperPipe, WhatOneSideWritesTheOtherReadsUntilItCloses) {
    auto pair = connected_pipe(L"\\\\.\\pipe\\ssd-toolbox-test-roundtrip");
    ASSERT_TRUE(pair.server.valid() && pair.client.valid());
    ASSERT_TRUE(ssd::windows_platform::write_pipe(pair.client.get(), "{\"id\":1}\n"));
    pair.client.reset(); // the helper went away: the reader sees the end after the data
    EXPECT_EQ(read_all(pair.server.get()), "{\"id\":1}\n");
    EXPECT_FALSE(ssd::windows_platform::write_pipe(pair.server.get(), "x"));
}

TEST(WindowsApiHelperPipe, ACancelledReadEndsWithoutData) {
    auto pair = connected_pipe(L"\\\\.\\pipe\\ssd-toolbox-test-cancel");
    ASSERT_TRUE(pair.server.valid() && pair.client.valid());
    ssd::windows_platform::UniqueHandle cancel(CreateEventW(nullptr, TRUE, TRUE, nullptr)); // already signalled
    char buffer[16];
    const auto got = ssd::windows_platform::read_pipe(pair.server.get(), buffer, sizeof buffer, cancel.get());
    ASSERT_TRUE(got) << got.error().message;
    EXPECT_EQ(*got, 0U);
    // The pipe still works afterwards: the cancel took only that read.
    ASSERT_TRUE(ssd::windows_platform::write_pipe(pair.client.get(), "late"));
    const auto later = ssd::windows_platform::read_pipe(pair.server.get(), buffer, sizeof buffer, nullptr);
    ASSERT_TRUE(later) << later.error().message;
    EXPECT_EQ(std::string(buffer, *later), "late");
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
