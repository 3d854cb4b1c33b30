// take_own_session (platform/linux/own_session.h) in forked children of the test, so
// the test process keeps its own session: a shell's job forks and the child gets a
// session of its own while the job ends exactly as the child ends; the signals a
// terminal sends reach the child; a process that may not fork, or runs threads,
// shares its session and says why; nothing happens where the kernel does not group
// by session. Children are synchronised on pipes and wait statuses, never on sleeps.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <functional>
#include <string>
#include <thread>

#include "platform/linux/own_session.h"
#include "tests/unit/test_linux_bench_support.h"

namespace ssd::linux_platform {
namespace {

using bench::SessionPlacement;
namespace fs = std::filesystem;

class Pipe {
public:
    Pipe() { ok_ = ::pipe(ends_) == 0; }
    ~Pipe() {
        close_read();
        close_write();
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;
    bool ok() const { return ok_; }
    void write_text(const std::string& text) const {
        const auto written = ::write(ends_[1], text.data(), text.size());
        (void)written;
    }
    // Everything until every write end is closed.
    std::string read_all() {
        close_write();
        std::string text;
        char buffer[256];
        for (ssize_t n; (n = ::read(ends_[0], buffer, sizeof buffer)) != 0;) {
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) break;
            text.append(buffer, static_cast<std::size_t>(n));
        }
        return text;
    }
    // One line (without the newline).
    std::string read_line() const {
        std::string text;
        char c = 0;
        while (::read(ends_[0], &c, 1) == 1 && c != '\n') text += c;
        return text;
    }
    // Blocks until the write end closes (or a signal ends the process).
    void wait_for_close() const {
        char c = 0;
        while (::read(ends_[0], &c, 1) != 0) {
        }
    }
    void close_read() {
        if (ends_[0] >= 0) ::close(ends_[0]);
        ends_[0] = -1;
    }
    void close_write() {
        if (ends_[1] >= 0) ::close(ends_[1]);
        ends_[1] = -1;
    }

private:
    int ends_[2] = {-1, -1};
    bool ok_ = false;
};

struct Switch {
    test::BenchTempDir dir;
    fs::path path = dir.path() / "sched_autogroup_enabled";
    explicit Switch(const char* value) { std::ofstream(path) << value << "\n"; }
};

// Runs `body` in a forked child, which ends with its return value; the child's pid.
pid_t in_child(const std::function<int()>& body) {
    const pid_t pid = ::fork();
    if (pid == 0) _exit(body());
    return pid;
}

int wait_for(pid_t pid, int options = 0) {
    int status = 0;
    while (::waitpid(pid, &status, options) < 0 && errno == EINTR) {
    }
    return status;
}

std::string placement_name(SessionPlacement placement) {
    return std::string(bench::kSessionPlacements.wire(placement));
}

TEST(OwnSession, AShellJobForksTheChildGetsASessionAndTheJobEndsAsItEnds) {
    const Switch enabled("1");
    Pipe report;
    ASSERT_TRUE(report.ok());
    const pid_t job = in_child([&] {
        ::setpgid(0, 0); // lead a process group, as a shell's job does
        const auto scheduling = take_own_session({true, enabled.path});
        // Only the child returns here.
        const bool own = ::getsid(0) == ::getpid();
        report.write_text(placement_name(scheduling.session) + (own ? " leader" : " member") + " " +
                          std::to_string(::getppid()) + "\n");
        return 7;
    });
    ASSERT_GT(job, 0);
    const std::string line = report.read_all();
    const int status = wait_for(job);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 7); // the job's status is the child's
    EXPECT_EQ(line, "forked leader " + std::to_string(job) + "\n");
}

TEST(OwnSession, TheTerminalsSignalsReachTheChildAndTheJobEndsByTheSameSignal) {
    const Switch enabled("1");
    for (const int signal_number : {SIGINT, SIGTERM, SIGHUP}) {
        Pipe report, hold;
        ASSERT_TRUE(report.ok() && hold.ok());
        const pid_t job = in_child([&] {
            ::setpgid(0, 0);
            take_own_session({true, enabled.path});
            report.write_text(std::to_string(::getpid()) + "\n");
            hold.close_write();
            hold.wait_for_close(); // until a signal ends it (the test holds the other end)
            return 0;
        });
        ASSERT_GT(job, 0);
        report.close_write();
        hold.close_read();
        const pid_t child = std::stoi(report.read_line());
        EXPECT_NE(child, job);
        ASSERT_EQ(::kill(job, signal_number), 0);
        const int status = wait_for(job);
        ASSERT_TRUE(WIFSIGNALED(status)) << "signal " << signal_number;
        EXPECT_EQ(WTERMSIG(status), signal_number);
        EXPECT_EQ(::kill(child, 0), -1); // the child is gone (the job reaped it)
    }
}

TEST(OwnSession, CtrlZStopsTheJobAndFgResumesIt) {
    const Switch enabled("1");
    Pipe report, hold;
    ASSERT_TRUE(report.ok() && hold.ok());
    const pid_t job = in_child([&] {
        ::setpgid(0, 0);
        take_own_session({true, enabled.path});
        report.write_text("ready\n");
        hold.close_write();
        hold.wait_for_close();
        return 0;
    });
    ASSERT_GT(job, 0);
    report.close_write();
    hold.close_read();
    ASSERT_EQ(report.read_line(), "ready");
    ASSERT_EQ(::kill(job, SIGTSTP), 0);
    int status = wait_for(job, WUNTRACED);
    ASSERT_TRUE(WIFSTOPPED(status));
    ASSERT_EQ(::kill(job, SIGCONT), 0);
    status = wait_for(job, WCONTINUED);
    ASSERT_TRUE(WIFCONTINUED(status));
    ASSERT_EQ(::kill(job, SIGTERM), 0); // reaches the child only once it runs again
    status = wait_for(job);
    ASSERT_TRUE(WIFSIGNALED(status));
    EXPECT_EQ(WTERMSIG(status), SIGTERM);
}

// What one child got, as "placement|detail|session leader?".
std::string placement_in_child(const std::function<void()>& before, const OwnSessionOptions& options) {
    Pipe report;
    const pid_t pid = in_child([&] {
        before();
        const auto scheduling = take_own_session(options);
        report.write_text(placement_name(scheduling.session) + "|" + scheduling.detail + "|" +
                          (::getsid(0) == ::getpid() ? "leader" : "member"));
        return 0;
    });
    const std::string text = report.read_all();
    wait_for(pid);
    return text;
}

TEST(OwnSession, WithoutAProcessGroupToLeadItStartsASessionWithoutForking) {
    const Switch enabled("1");
    EXPECT_EQ(placement_in_child([] {}, {false, enabled.path}), "new||leader");
    EXPECT_EQ(placement_in_child([] { ::setsid(); }, {true, enabled.path}), "own||leader");
}

TEST(OwnSession, AJobThatMayNotForkOrRunsThreadsSharesItsSessionAndSaysWhy) {
    const Switch enabled("1");
    EXPECT_EQ(placement_in_child([] { ::setpgid(0, 0); }, {false, enabled.path}),
              "shared|leads its process group (a shell's job) and may not fork here|member");
    Pipe report, hold;
    const pid_t pid = in_child([&] {
        ::setpgid(0, 0);
        hold.close_write();
        std::thread other([&] { hold.wait_for_close(); });
        const auto scheduling = take_own_session({true, enabled.path});
        report.write_text(placement_name(scheduling.session) + "|" + scheduling.detail);
        other.detach(); // ends with the process
        return 0;
    });
    hold.close_read();
    const std::string text = report.read_all();
    hold.close_write();
    wait_for(pid);
    EXPECT_EQ(text, "shared|leads its process group, and with 2 threads it cannot fork safely");
}

TEST(OwnSession, NothingIsDoneWhereSessionsAreNotScheduledAsGroups) {
    const Switch disabled("0");
    EXPECT_EQ(placement_in_child([] { ::setpgid(0, 0); }, {true, disabled.path}),
              "not-grouped|kernel.sched_autogroup_enabled is 0: sessions are not scheduled as groups|member");
    const test::BenchTempDir empty;
    const fs::path missing = empty.path() / "sched_autogroup_enabled";
    EXPECT_EQ(placement_in_child([] {}, {true, missing}),
              "not-grouped|this kernel has no autogroup (" + missing.string() + " is missing)|member");
}

} // namespace
} // namespace ssd::linux_platform
