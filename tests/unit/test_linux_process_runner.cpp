// The real POSIX process runner, against /bin/sh and coreutils.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "platform/os_process_runner.h"

namespace ssd {
namespace {

using namespace std::chrono_literals;

TEST(PosixProcessRunner, CapturesStdoutStderrAndExitStatus) {
    OsProcessRunner runner;
    auto output = runner.run({{"sh", "-c", "printf 'out\\n'; printf 'err\\n' >&2; exit 3"}, 10s});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_EQ(output->out, "out\n");
    EXPECT_EQ(output->err, "err\n");
    EXPECT_EQ(output->exit_status, 3);
    EXPECT_FALSE(output->timed_out);
    EXPECT_FALSE(output->killed_by_signal);
}

TEST(PosixProcessRunner, ArgumentsAreNeverReparsedByAShell) {
    OsProcessRunner runner;
    auto output = runner.run({{"printf", "%s|", "a b", "$(id)", "*"}, 10s});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_EQ(output->out, "a b|$(id)|*|");
}

TEST(PosixProcessRunner, LargeOutputOnBothStreamsDoesNotDeadlock) {
    // 1 MiB on each pipe: more than a pipe buffer holds, so both must be drained.
    OsProcessRunner runner;
    auto output = runner.run(
        {{"sh", "-c", "head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2"}, 30s});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_EQ(output->out.size(), 1048576U);
    EXPECT_EQ(output->err.size(), 1048576U);
}

TEST(PosixProcessRunner, MissingToolIsToolMissing) {
    OsProcessRunner runner;
    auto output = runner.run({{"ssd-toolbox-no-such-tool"}, 10s});
    ASSERT_FALSE(output);
    EXPECT_EQ(output.error().code, ErrorCode::ToolMissing);
}

// Debian gives ordinary users a PATH without /usr/sbin, where smartctl, hdparm and nvme
// live; a tool there is still found (and then says it needs root), never "not installed".
TEST(PosixProcessRunner, FindsSystemToolsOutsideAUsersPath) {
    const std::string saved = std::getenv("PATH") != nullptr ? std::getenv("PATH") : "";
    ::setenv("PATH", "/usr/local/bin:/usr/bin:/bin", 1);
    OsProcessRunner runner;
    auto output = runner.run({{"ldconfig", "--version"}, 10s}); // /usr/sbin/ldconfig (libc-bin, essential)
    ::setenv("PATH", saved.c_str(), 1);
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_EQ(output->exit_status, 0);
    EXPECT_NE(output->out.find("ldconfig"), std::string::npos) << output->out;
}

TEST(PosixProcessRunner, TimeoutKillsTheChild) {
    // The child would run for a minute; the runner must give up after 200 ms.
    OsProcessRunner runner;
    auto output = runner.run({{"sh", "-c", "echo started; exec sleep 60"}, 200ms});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_TRUE(output->timed_out);
    EXPECT_TRUE(output->killed_by_signal);
    EXPECT_EQ(output->out, "started\n");
}

TEST(PosixProcessRunner, StdinIsClosedSoToolsNeverWaitForInput) {
    OsProcessRunner runner;
    auto output = runner.run({{"cat"}, 10s});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_FALSE(output->timed_out);
    EXPECT_EQ(output->out, "");
    EXPECT_EQ(output->exit_status, 0);
}

} // namespace
} // namespace ssd
