// ssdtool bench as a child process, the way people and scripts run it:
// exit statuses, the JSON documents, progress lines, and the test file gone
// after success, failure, SIGINT, SIGTERM and even SIGKILL. The child is
// synchronised on its own progress lines, never on sleeps, and nothing here
// asserts a speed.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "platform/linux/io_uring_backend.h"
#include "tests/unit/test_linux_bench_support.h"

extern char** environ;

namespace ssd::test {
namespace {

namespace fs = std::filesystem;

// How the child is started: as a script starts it (in the caller's process group), as
// an interactive shell's job (leading a process group of its own: setsid() fails for it),
// or already leading a session (`setsid ssdtool …`, a service).
enum class StartedAs { Script, ShellJob, SessionLeader };

// A running ssdtool: stdout through a pipe, stderr into a file.
class Child {
public:
    explicit Child(const std::vector<std::string>& args, const fs::path& stderr_file,
                   StartedAs started_as = StartedAs::Script) {
        int out[2];
        if (::pipe(out) != 0) return;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, out[0]);
        posix_spawn_file_actions_addclose(&actions, out[1]);
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderr_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
        std::vector<std::string> argv_storage{SSDTOOL_BINARY};
        argv_storage.insert(argv_storage.end(), args.begin(), args.end());
        std::vector<char*> argv;
        for (auto& arg : argv_storage) argv.push_back(arg.data());
        argv.push_back(nullptr);
        posix_spawnattr_t attributes;
        posix_spawnattr_init(&attributes);
        if (started_as == StartedAs::ShellJob) {
            posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
            posix_spawnattr_setpgroup(&attributes, 0);
        } else if (started_as == StartedAs::SessionLeader) {
            posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
        }
        if (::posix_spawn(&pid_, SSDTOOL_BINARY, &actions, &attributes, argv.data(), environ) != 0) pid_ = -1;
        posix_spawnattr_destroy(&attributes);
        posix_spawn_file_actions_destroy(&actions);
        ::close(out[1]);
        stdout_ = ::fdopen(out[0], "r");
    }
    ~Child() {
        if (pid_ > 0 && !reaped_) {
            ::kill(pid_, SIGKILL);
            wait();
        }
        if (stdout_ != nullptr) std::fclose(stdout_);
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool started() const { return pid_ > 0 && stdout_ != nullptr; }
    pid_t pid() const { return pid_; }
    // One line of stdout without the newline; nullopt at end of file.
    std::optional<std::string> line() {
        char* buffer = nullptr;
        std::size_t capacity = 0;
        const ssize_t n = ::getline(&buffer, &capacity, stdout_);
        std::optional<std::string> result;
        if (n >= 0) {
            result = std::string(buffer, static_cast<std::size_t>(n));
            if (!result->empty() && result->back() == '\n') result->pop_back();
        }
        std::free(buffer);
        return result;
    }
    std::vector<std::string> rest() {
        std::vector<std::string> lines;
        while (auto next = line()) lines.push_back(*next);
        return lines;
    }
    int wait() {
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
        reaped_ = true;
        return status;
    }

private:
    pid_t pid_ = -1;
    FILE* stdout_ = nullptr;
    bool reaped_ = false;
};

struct Outcome {
    int status = -1; // exit status, or -1 when killed by a signal
    std::string out;
    std::string err;
};

class BenchCli : public ::testing::Test {
protected:
    BenchTempDir dir;      // the benchmark target
    BenchTempDir scratch;  // stderr files, data files

    Outcome run(const std::vector<std::string>& args, StartedAs started_as = StartedAs::Script) {
        const fs::path err_file = scratch.path() / "stderr.txt";
        Child child(args, err_file, started_as);
        EXPECT_TRUE(child.started());
        Outcome outcome;
        for (const auto& l : child.rest()) outcome.out += l + "\n";
        const int status = child.wait();
        outcome.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        std::ifstream in(err_file);
        std::stringstream text;
        text << in.rdbuf();
        outcome.err = text.str();
        return outcome;
    }
    std::string target() const { return dir.path().string(); }
};

TEST_F(BenchCli, VerifyPassesWithEitherEngineAndLeavesNothingBehind) {
    for (const char* engine : {"auto", "threads"}) {
        const auto outcome = run({"bench", target(), "--rw", "randwrite", "--qd", "16", "--size", "32m", "--bytes",
                                  "8m", "--verify", "--engine", engine, "--json"});
        ASSERT_EQ(outcome.status, 0) << outcome.err;
        const auto doc = nlohmann::json::parse(outcome.out);
        EXPECT_EQ(doc["verify"]["ok"], true) << doc["verify"].dump();
        EXPECT_EQ(doc["verify"]["bytes_checked"], 32U << 20);
        EXPECT_EQ(doc["preset"], "custom");
        EXPECT_TRUE(dir.entries().empty());
    }
}

TEST_F(BenchCli, AutoDoesAQueueOfDepthOneAsPsyncAndSaysSo) {
    // A synchronous pread/pwrite is auto's engine at depth 1, with or without io_uring.
    auto outcome = run({"bench", target(), "--rw", "randwrite", "--qd", "1", "--size", "8m", "--bytes", "2m",
                        "--verify", "--json"});
    ASSERT_EQ(outcome.status, 0) << outcome.err;
    auto doc = nlohmann::json::parse(outcome.out);
    ASSERT_EQ(doc["results"].size(), 1U);
    EXPECT_EQ(doc["results"][0]["engine"], "psync");
    EXPECT_EQ(doc["verify"]["ok"], true) << doc["verify"].dump();
    if (auto usable = linux_platform::io_uring_usable(); !usable) {
        GTEST_SKIP() << usable.error().message << "; the io_uring half of this test did not run";
    }
    EXPECT_EQ(doc["engine"], "io_uring");
    // Asked for by name, io_uring does depth 1 too.
    outcome = run({"bench", target(), "--rw", "randread", "--qd", "1", "--size", "8m", "--bytes", "1m",
                   "--engine", "io_uring", "--json"});
    ASSERT_EQ(outcome.status, 0) << outcome.err;
    doc = nlohmann::json::parse(outcome.out);
    EXPECT_EQ(doc["results"][0]["engine"], "io_uring");
    EXPECT_TRUE(dir.entries().empty());
}

TEST_F(BenchCli, BytesWrittenEqualBytesRequested) {
    const auto outcome = run({"bench", target(), "--rw", "write", "--bs", "1m", "--qd", "4", "--size", "16m",
                              "--bytes", "24m", "--json"});
    ASSERT_EQ(outcome.status, 0) << outcome.err;
    const auto doc = nlohmann::json::parse(outcome.out);
    ASSERT_EQ(doc["results"].size(), 1U);
    const auto& result = doc["results"][0];
    EXPECT_EQ(result["name"], "SEQ1M Q4T1 write");
    EXPECT_EQ(result["bytes"], 24U << 20);
    EXPECT_EQ(result["ios"], 24U);
    EXPECT_EQ(result["cpu"]["ios"], 24U);
    EXPECT_TRUE(dir.entries().empty());
}

TEST_F(BenchCli, RegularFileIsRefusedAndUntouched) {
    const fs::path file = scratch.path() / "data.bin";
    std::ofstream(file) << "someone's data";
    const auto outcome = run({"bench", file.string(), "--json"});
    EXPECT_EQ(outcome.status, 3);
    EXPECT_NE(outcome.err.find("regular file"), std::string::npos) << outcome.err;
    EXPECT_EQ(nlohmann::json::parse(outcome.out)["error"]["code"], "refused");
    std::ifstream in(file);
    std::string content;
    std::getline(in, content);
    EXPECT_EQ(content, "someone's data");
}

TEST_F(BenchCli, ShortFreeSpaceIsRefused) {
    const auto outcome = run({"bench", target(), "--size", "64t"});
    EXPECT_EQ(outcome.status, 3);
    EXPECT_NE(outcome.err.find("free space"), std::string::npos) << outcome.err;
    EXPECT_TRUE(dir.entries().empty());
}

TEST_F(BenchCli, UsageErrorsAndMissingTargets) {
    EXPECT_EQ(run({"bench", target(), "--bs", "4k"}).status, 1); // --bs without --rw
    EXPECT_EQ(run({"bench", target(), "--rw", "sideways"}).status, 1);
    EXPECT_EQ(run({"bench", target(), "--size", "lots"}).status, 1);
    EXPECT_EQ(run({"bench"}).status, 1);
    EXPECT_EQ(run({"bench", (dir.path() / "missing").string()}).status, 2);
    EXPECT_EQ(run({"bench", "/dev/null"}).status, 2);
}

TEST_F(BenchCli, DryRunPrintsTheStepsAndCreatesNothing) {
    const auto outcome = run({"bench", target(), "--dry-run", "--json"});
    ASSERT_EQ(outcome.status, 0) << outcome.err;
    const auto doc = nlohmann::json::parse(outcome.out);
    EXPECT_EQ(doc["dry_run"], true);
    EXPECT_EQ(doc["steps"].size(), 10U); // open, fill, seven jobs (the corners and the mix), close
    EXPECT_TRUE(dir.entries().empty());
}

// The block device holding this machine's root filesystem, if it is one.
std::optional<std::string> root_block_device() {
    std::ifstream mountinfo("/proc/self/mountinfo");
    std::string line;
    while (std::getline(mountinfo, line)) {
        std::istringstream fields(line);
        std::string id, parent, numbers, root, mount_point;
        fields >> id >> parent >> numbers >> root >> mount_point;
        if (mount_point != "/") continue;
        std::error_code ec;
        const auto real = fs::canonical("/sys/dev/block/" + numbers, ec);
        if (ec) return std::nullopt;
        fs::path device = "/dev" / real.filename();
        if (fs::exists(real / "partition")) device = "/dev" / real.parent_path().filename();
        struct stat info {};
        if (::stat(device.c_str(), &info) != 0 || !S_ISBLK(info.st_mode)) return std::nullopt;
        return device.string();
    }
    return std::nullopt;
}

TEST_F(BenchCli, WritesToTheSystemDriveAreRefusedWhateverIsGiven) {
    // The drive holding /: refused before it is opened (and O_EXCL would
    // refuse it again), in a dry run, without a token and with any token.
    const auto device = root_block_device();
    if (!device) GTEST_SKIP() << "the root filesystem is not on a block device here; this test did not run";
    auto outcome = run({"bench", *device, "--dry-run", "--json"});
    EXPECT_EQ(outcome.status, 3) << outcome.err;
    const auto doc = nlohmann::json::parse(outcome.out);
    EXPECT_EQ(doc["error"]["code"], "refused");
    bool in_use_refused = false;
    for (const auto& check : doc["checks"]) {
        in_use_refused = in_use_refused || (check["check"] == "not-in-use" && check["ok"] == false);
    }
    EXPECT_TRUE(in_use_refused) << doc.dump(2);
    outcome = run({"bench", *device});
    EXPECT_EQ(outcome.status, 3) << outcome.err;
    EXPECT_NE(outcome.err.find("refusing to write to " + *device), std::string::npos) << outcome.err;
    EXPECT_NE(outcome.err.find("running system's drive"), std::string::npos) << outcome.err;
    outcome = run({"bench", *device, "--confirm", "not-this-drive"});
    EXPECT_EQ(outcome.status, 3) << outcome.err;
}

TEST_F(BenchCli, ProgressLinesThenTheDocumentLast) {
    const auto outcome =
        run({"bench", target(), "--rw", "randread", "--size", "16m", "--bytes", "4m", "--json", "--progress"});
    ASSERT_EQ(outcome.status, 0) << outcome.err;
    std::vector<std::string> lines;
    std::istringstream text(outcome.out);
    for (std::string l; std::getline(text, l);) lines.push_back(l);
    ASSERT_GE(lines.size(), 3U); // fill start, job start, the document
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        EXPECT_EQ(lines[i].rfind(R"({"event":"progress",)", 0), 0U) << lines[i];
        EXPECT_TRUE(nlohmann::json::accept(lines[i])) << lines[i];
    }
    const auto doc = nlohmann::json::parse(lines.back());
    ASSERT_EQ(doc["results"].size(), 1U);
    EXPECT_EQ(doc["results"][0]["name"], "RND4K Q1T1 read");
}

// A directory run names no drive: it is not stored in the history (and the
// database is not opened: this one could not be), which the run says; with
// --no-history the history is not consulted at all.
TEST_F(BenchCli, DirectoryRunsAreNotStoredInTheHistory) {
    auto outcome = run({"bench", target(), "--rw", "randread", "--size", "16m", "--bytes", "4m", "--json", "--database",
                        "/nonexistent/history.sqlite"});
    ASSERT_EQ(outcome.status, 0) << outcome.err;
    auto doc = nlohmann::json::parse(outcome.out);
    EXPECT_EQ(doc["history"]["stored"], false);
    EXPECT_NE(doc["history"]["note"].get<std::string>().find("runs in a directory are not stored"), std::string::npos);
    EXPECT_FALSE(doc.contains("previous") && !doc["previous"].is_null());
    outcome = run({"bench", target(), "--rw", "randread", "--size", "16m", "--bytes", "4m", "--json", "--no-history"});
    ASSERT_EQ(outcome.status, 0) << outcome.err;
    doc = nlohmann::json::parse(outcome.out);
    EXPECT_FALSE(doc.contains("history"));
    EXPECT_FALSE(doc.contains("previous"));
}

// --compare FILE with a result this binary saved from a real run in a
// directory: the same job is matched (its change is whatever the disk gave:
// no speed is asserted); --compare last in a directory has no history to
// read, which the note says, and claims nothing about earlier runs.
TEST_F(BenchCli, CompareWithASavedRealRun) {
    const std::vector<std::string> job{"bench", target(), "--rw", "randread", "--size", "16m", "--bytes", "4m"};
    auto args = job;
    args.push_back("--json");
    const auto first = run(args);
    ASSERT_EQ(first.status, 0) << first.err;
    const fs::path saved = scratch.path() / "first.json";
    std::ofstream(saved) << first.out;

    args = job;
    for (const char* more : {"--json", "--compare"}) args.push_back(more);
    args.push_back(saved.string());
    const auto second = run(args);
    ASSERT_EQ(second.status, 0) << second.err;
    const auto comparison = nlohmann::json::parse(second.out)["comparison"];
    ASSERT_EQ(comparison["results"].size(), 1U) << comparison.dump();
    EXPECT_EQ(comparison["results"][0]["name"], "RND4K Q1T1 read");
    EXPECT_TRUE(comparison["results"][0]["ratio"]["iops"].is_number());
    EXPECT_TRUE(comparison["differences"].empty()) << comparison.dump();

    args = job;
    for (const char* more : {"--compare", "last"}) args.push_back(more);
    const auto last = run(args);
    ASSERT_EQ(last.status, 0) << last.err;
    EXPECT_NE(last.out.find("runs in a directory are not stored"), std::string::npos) << last.out;
    EXPECT_EQ(last.out.find("No earlier comparable run"), std::string::npos) << last.out;
    EXPECT_TRUE(dir.entries().empty());
}

// The pid of `parent`'s one child ("" when it has none or several), from /proc/*/stat.
std::string only_child_of(pid_t parent) {
    std::vector<std::string> children;
    for (const auto& entry : fs::directory_iterator("/proc")) {
        std::ifstream in(entry.path() / "stat");
        std::string line;
        if (!std::getline(in, line)) continue;
        const auto close = line.rfind(") ");
        if (close == std::string::npos) continue;
        std::istringstream fields(line.substr(close + 2));
        std::string state;
        pid_t ppid = 0;
        if (fields >> state >> ppid && ppid == parent) children.push_back(entry.path().filename().string());
    }
    return children.size() == 1 ? children[0] : "";
}

// Whether this kernel schedules sessions as groups (kernel.sched_autogroup_enabled).
bool autogroup_enabled() {
    std::ifstream in("/proc/sys/kernel/sched_autogroup_enabled");
    std::string value;
    return static_cast<bool>(in >> value) && value == "1";
}

// fio's footing, however the run is started: a script's child starts a session, a
// shell's job forks first (the child starts one), a session leader keeps its own.
TEST_F(BenchCli, TheRunGetsASessionOfItsOwnHoweverItIsStarted) {
    for (const auto& [started_as, expected] : {std::pair{StartedAs::Script, "new"}, std::pair{StartedAs::ShellJob, "forked"},
                                               std::pair{StartedAs::SessionLeader, "own"}}) {
        const auto outcome =
            run({"bench", target(), "--rw", "randread", "--size", "16m", "--bytes", "4m", "--json"}, started_as);
        ASSERT_EQ(outcome.status, 0) << outcome.err;
        const auto scheduling = nlohmann::json::parse(outcome.out)["conditions"]["scheduling"];
        if (autogroup_enabled()) {
            EXPECT_EQ(scheduling["session"], expected) << scheduling.dump();
            EXPECT_EQ(scheduling["own_group"], true);
        } else {
            EXPECT_EQ(scheduling["session"], "not-grouped") << scheduling.dump();
        }
        // Pinned or not depends on this machine's interrupts (test_linux_completion_cpus.cpp).
        EXPECT_TRUE(scheduling["threads_pinned"].is_boolean());
        EXPECT_FALSE(scheduling["threads_detail"].get<std::string>().empty());
        EXPECT_TRUE(dir.entries().empty());
    }
    // A failure ends the shell's job with the child's status.
    EXPECT_EQ(run({"bench", (dir.path() / "missing").string(), "--json"}, StartedAs::ShellJob).status, 2);
}

class BenchCliSignals : public BenchCli, public ::testing::WithParamInterface<std::tuple<int, StartedAs>> {};

TEST_P(BenchCliSignals, TestFileIsGoneAfterTheSignal) {
    const auto [signal_number, started_as] = GetParam();
    // A shell's job forks and the run goes on in its child: the job relays the signal
    // (SIGKILL it cannot: then the child gets SIGTERM as its parent dies).
    const bool forked = started_as == StartedAs::ShellJob && autogroup_enabled();
    Child child({"bench", target(), "--rw", "randread", "--qd", "4", "--size", "32m", "--seconds", "600", "--json",
                 "--progress"},
                scratch.path() / "stderr.txt", started_as);
    ASSERT_TRUE(child.started());
    // Wait until the measured job has started: the test file exists by then.
    bool running = false;
    while (auto l = child.line()) {
        const auto event = nlohmann::json::parse(*l);
        if (event.value("kind", "") == "job" && event.value("phase", "") == "start") {
            running = true;
            break;
        }
    }
    ASSERT_TRUE(running);
    // The test file is open but has no name: nothing to leave behind.
    const std::string runner = forked ? only_child_of(child.pid()) : std::to_string(child.pid());
    const auto open = open_files_in(runner, dir.path());
    ASSERT_EQ(open.size(), 1U);
    EXPECT_NE(open[0].find("(deleted)"), std::string::npos) << open[0];
    EXPECT_TRUE(dir.entries().empty());

    ASSERT_EQ(::kill(child.pid(), signal_number), 0);
    const auto lines = child.rest();
    const int status = child.wait();
    ASSERT_TRUE(WIFSIGNALED(status)) << "exit status " << WEXITSTATUS(status);
    EXPECT_EQ(WTERMSIG(status), signal_number);
    // The forked child reports even when its job was killed: the pipe ends when it does.
    if (signal_number != SIGKILL || forked) {
        ASSERT_FALSE(lines.empty());
        const auto doc = nlohmann::json::parse(lines.back());
        EXPECT_EQ(doc["error"]["code"], "interrupted") << lines.back();
    }
    EXPECT_TRUE(dir.entries().empty());
    EXPECT_TRUE(open_files_in(runner, dir.path()).empty());
}

INSTANTIATE_TEST_SUITE_P(Signals, BenchCliSignals,
                         ::testing::Combine(::testing::Values(SIGINT, SIGTERM, SIGKILL),
                                            ::testing::Values(StartedAs::Script, StartedAs::ShellJob)),
                         [](const ::testing::TestParamInfo<std::tuple<int, StartedAs>>& param) {
                             const int signal_number = std::get<0>(param.param);
                             return std::string(signal_number == SIGINT    ? "SIGINT"
                                                : signal_number == SIGTERM ? "SIGTERM"
                                                                           : "SIGKILL") +
                                    (std::get<1>(param.param) == StartedAs::ShellJob ? "_ShellJob" : "_Script");
                         });

} // namespace
} // namespace ssd::test
