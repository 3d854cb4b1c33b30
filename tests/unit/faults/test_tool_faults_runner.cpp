// Fault injection on the external tools through the real POSIX process runner (issue 20):
// a tool that hangs with a grandchild, dies mid-output, prints 100 MB, or would print in
// the user's locale. The tools are fake (fake_tools.h); the runner and parsers are real.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>

#include "core/smart/smart_reader.h"
#include "platform/os_process_runner.h"
#include "tests/unit/faults/fake_tools.h"
#include "tests/unit/fixture_paths.h"

namespace ssd::test {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

// How long past its deadline the runner may take to return: killing and reaping a group
// is immediate, but CI shares its 2 cores with other builds.
constexpr auto kSlack = 2s;

long long ms(Clock::duration duration) { return std::chrono::duration_cast<std::chrono::milliseconds>(duration).count(); }

// Sets an environment variable for one test and puts the old value back.
class ScopedVariable {
public:
    ScopedVariable(const char* name, const char* value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        ::setenv(name, value, 1);
    }
    ~ScopedVariable() {
        if (old_) {
            ::setenv(name_, old_->c_str(), 1);
        } else {
            ::unsetenv(name_);
        }
    }
    ScopedVariable(const ScopedVariable&) = delete;
    ScopedVariable& operator=(const ScopedVariable&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

TEST(ToolFault, HangingToolAndItsGrandchildAreKilledAtTheTimeout) {
    FakeTools tools;
    // Starts a child of its own, says its pid, and both sleep far past the timeout.
    const auto smartctl = tools.add("smartctl", "sleep 600 &\necho $!\nexec sleep 600\n");
    OsProcessRunner runner;
    const auto start = Clock::now();
    auto output = runner.run({{smartctl, "-x", "--json", "/dev/sda"}, 300ms});
    const auto took = Clock::now() - start;
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_TRUE(output->timed_out);
    EXPECT_TRUE(output->killed_by_signal);
    EXPECT_GE(took, 300ms);
    EXPECT_LT(took, 300ms + kSlack) << ms(took) << " ms";
    const pid_t grandchild = static_cast<pid_t>(std::atoi(output->out.c_str()));
    ASSERT_GT(grandchild, 0) << output->out;
    const bool ended = process_ends_within(grandchild, 5s);
    if (!ended) ::kill(grandchild, SIGKILL);
    EXPECT_TRUE(ended) << "the tool's child " << grandchild << " outlived the timeout: the group was not killed";
    std::cout << "hang: run() returned after " << ms(took) << " ms for a 300 ms timeout\n";
}

// A real capture cut after 2000 bytes, as a smartctl killed while printing leaves it.
std::string smartctl_dying_mid_output(const FakeTools& tools, const std::string& death) {
    const auto capture = smart_fixture("samsung_970EVO-500GB_scrutiny.json").string();
    return tools.add("smartctl", "head -c 2000 '" + capture + "'\n" + death + "\n");
}

TEST(ToolFault, ToolKilledMidOutputIsAClearErrorNotAParse) {
    SSD_REQUIRE_SHARED_FIXTURES();
    FakeTools tools;
    const auto smartctl = smartctl_dying_mid_output(tools, "kill -9 $$");
    OsProcessRunner runner;
    auto output = runner.run({{smartctl}, 10s});
    ASSERT_TRUE(output) << output.error().message;
    EXPECT_TRUE(output->killed_by_signal);
    EXPECT_EQ(output->exit_status, 128 + SIGKILL);
    EXPECT_EQ(output->out.size(), 2000U);

    auto report = run_smartctl_command(runner, {smartctl, "-x", "--json", "/dev/sda"});
    ASSERT_FALSE(report);
    EXPECT_EQ(report.error().code, ErrorCode::ToolFailed);
    EXPECT_NE(report.error().message.find("did not finish"), std::string::npos) << report.error().message;
}

TEST(ToolFault, ToolExitingMidOutputIsAClearErrorNotAParse) {
    SSD_REQUIRE_SHARED_FIXTURES();
    FakeTools tools;
    const auto smartctl = smartctl_dying_mid_output(tools, "exit 0");
    OsProcessRunner runner;
    auto report = run_smartctl_command(runner, {smartctl, "-x", "--json", "/dev/sda"});
    ASSERT_FALSE(report);
    EXPECT_EQ(report.error().code, ErrorCode::ToolFailed);
    EXPECT_NE(report.error().message.find("no usable JSON"), std::string::npos) << report.error().message;
}

// 100 MB of 'x' on stdout, through a pipeline (head and tr are in the tool's group too).
constexpr const char* kHundredMegabytes = "head -c 104857600 /dev/zero | tr '\\0' x\n";

TEST(ToolFault, HundredMegabytesAreStoppedAtTheLimit) {
    FakeTools tools;
    const auto smartctl = tools.add("smartctl", kHundredMegabytes);
    OsProcessRunner runner;
    const auto start = Clock::now();
    auto output = runner.run({{smartctl, "-x", "--json", "/dev/sda"}, 60s});
    const auto took = Clock::now() - start;
    ASSERT_FALSE(output) << "kept " << output->out.size() << " bytes";
    EXPECT_EQ(output.error().code, ErrorCode::ToolFailed);
    EXPECT_NE(output.error().message.find("smartctl printed more than 16 MiB on stdout"), std::string::npos)
        << output.error().message;
    EXPECT_LT(took, 20s) << "stopped at the limit, not at the timeout: " << ms(took) << " ms";
}

TEST(ToolFault, StderrHasItsOwnSmallerLimit) {
    FakeTools tools;
    const auto hdparm = tools.add("hdparm", "yes 'SG_IO: bad/missing sense data' >&2\n");
    OsProcessRunner runner;
    Command command{{hdparm, "-I", "/dev/sda"}, 60s};
    command.max_stderr_bytes = 4096;
    auto output = runner.run(command);
    ASSERT_FALSE(output);
    EXPECT_EQ(output.error().code, ErrorCode::ToolFailed);
    EXPECT_NE(output.error().message.find("hdparm printed more than 4096 bytes on stderr"), std::string::npos)
        << output.error().message;
}

// The runner's peak memory running `tool`, and whether the run succeeded ("ran") or was
// stopped ("stopped"), as run_tool_once reports them from a process of its own.
struct ToolRun {
    long peak_rss_kib = 0;
    std::string outcome;
};

ToolRun run_tool_once(const std::string& tool) {
    OsProcessRunner runner;
    const auto output = runner.run({{RUN_TOOL_ONCE_BINARY, tool}, 60s});
    EXPECT_TRUE(output && output->exit_status == 0) << (output ? output->err : output.error().message);
    ToolRun run;
    if (output) std::istringstream(output->out) >> run.peak_rss_kib >> run.outcome;
    return run;
}

TEST(ToolFault, HundredMegabytesKeepMemoryBounded) {
    FakeTools tools;
    const ToolRun quiet = run_tool_once(tools.add("quiet", "exit 0\n"));
    const ToolRun flooded = run_tool_once(tools.add("flood", kHundredMegabytes));
    ASSERT_GT(quiet.peak_rss_kib, 0);
    ASSERT_GT(flooded.peak_rss_kib, 0);
    EXPECT_EQ(quiet.outcome, "ran");
    EXPECT_EQ(flooded.outcome, "stopped"); // at the 16 MiB limit
    // 16 MiB kept (the string's last growth briefly holds the old buffer too; under
    // AddressSanitizer every earlier buffer stays in its quarantine: 32 MiB and shadow);
    // 100 MB would be well past this.
    EXPECT_LT(flooded.peak_rss_kib - quiet.peak_rss_kib, 48L * 1024)
        << "peak RSS " << quiet.peak_rss_kib << " KiB -> " << flooded.peak_rss_kib << " KiB";
    std::cout << "100 MB tool: runner peak RSS " << mib(quiet.peak_rss_kib) << " MiB -> " << mib(flooded.peak_rss_kib)
              << " MiB\n";
}

TEST(ToolFault, ToolsRunInTheCLocaleWhateverTheUsers) {
    const ScopedVariable language("LANG", "de_DE.UTF-8");
    const ScopedVariable all("LC_ALL", "de_DE.UTF-8");
    FakeTools tools;
    const auto nvme = tools.add("nvme", "printf '%s|%s' \"$LC_ALL\" \"$LANG\"\n");
    OsProcessRunner runner;
    auto tool = runner.run({{nvme, "id-ctrl", "/dev/nvme0", "--output-format=json"}, 10s});
    ASSERT_TRUE(tool) << tool.error().message;
    EXPECT_EQ(tool->out, "C|de_DE.UTF-8"); // LC_ALL outranks LANG and every LC_*
    // The alert command hook is the user's own command: it keeps the user's locale.
    auto hook = runner.run({{nvme}, 10s}, {{"SSD_ALERT_DEVICE", "/dev/nvme0"}});
    ASSERT_TRUE(hook) << hook.error().message;
    EXPECT_EQ(hook->out, "de_DE.UTF-8|de_DE.UTF-8");
}

} // namespace
} // namespace ssd::test
