// The history database under faults, as root (integration tier; each test is
// skipped with its reason elsewhere): a full file system while writing, a
// writer killed with SIGKILL inside a transaction, and an unprivileged user
// reading what root wrote after root has closed it.
#include <gtest/gtest.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "history_test_support.h"
#include "synthetic_history.h"
#include "temp_dir.h"

namespace ssd::history {
namespace {

constexpr std::int64_t kStart = 1'700'000'000;

// A tmpfs of `size` mounted on a folder for the test's lifetime.
class SmallFileSystem {
public:
    SmallFileSystem(const std::filesystem::path& where, const char* size) : where_(where) {
        const std::string options = std::string("size=") + size + ",mode=0755";
        if (mount("tmpfs", where.c_str(), "tmpfs", 0, options.c_str()) != 0) error_ = std::strerror(errno);
    }
    ~SmallFileSystem() {
        if (error_.empty()) umount2(where_.c_str(), MNT_DETACH);
    }
    const std::string& error() const { return error_; }

private:
    std::filesystem::path where_;
    std::string error_;
};

// Writes zeros to `path` until the file system is full.
void fill(const std::filesystem::path& path) {
    const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ASSERT_GE(fd, 0);
    std::array<char, 4096> zeros{};
    while (::write(fd, zeros.data(), zeros.size()) > 0) {
    }
    EXPECT_EQ(errno, ENOSPC);
    close(fd);
}

TEST(HistoryFaults, AFullFileSystemLosesTheSampleNotTheDatabase) {
    if (geteuid() != 0) GTEST_SKIP() << "needs root to mount a 1 MiB tmpfs";
    test::TempDir dir("history-full");
    SmallFileSystem small(dir.path(), "1m");
    if (!small.error().empty()) GTEST_SKIP() << "cannot mount a tmpfs here: " << small.error();
    const auto path = dir.path() / "history.sqlite";
    const auto earlier = synthetic::hourly(1, "/dev/sda", kStart, 48);
    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store);
    ASSERT_TRUE(store->add(earlier));

    fill(dir.path() / "filler");
    auto added = store->add(synthetic::hourly(1, "/dev/sda", kStart + 48 * 3600, 3000));
    ASSERT_FALSE(added) << "3000 samples fitted on a full file system";
    EXPECT_EQ(added.error().code, ErrorCode::StorageFailed) << added.error().message;
    EXPECT_EQ(exit_status_for(added.error().code), 4);
    store.reset();

    EXPECT_EQ(test::query_text(path, "PRAGMA integrity_check"), "ok");
    EXPECT_EQ(test::rows(path, "samples"), 48) << "none of the failed batch, all of the earlier ones";
    std::filesystem::remove(dir.path() / "filler");
    auto reopened = test::open_or_fail(path);
    ASSERT_TRUE(reopened);
    auto series = reopened->series(1, {});
    ASSERT_TRUE(series) << series.error().message;
    EXPECT_EQ(series->samples, test::without_counters(earlier));
    const auto states = test::replay(*series);
    EXPECT_EQ(states.back(), test::by_name(earlier.back().counters));
    EXPECT_TRUE(reopened->add(synthetic::hourly(1, "/dev/sda", kStart + 48 * 3600, 10))) << "writes work again once there is room";
}

struct Child {
    pid_t pid = -1;
    int out = -1;  // its stdout
    int in = -1;   // its stdin
};

Child start_helper(const std::vector<std::string>& args) {
    int out[2], in[2];
    EXPECT_EQ(pipe(out), 0);
    EXPECT_EQ(pipe(in), 0);
    Child child;
    child.pid = fork();
    if (child.pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        dup2(in[0], STDIN_FILENO);
        close(out[0]);
        close(in[1]);
        std::vector<char*> argv;
        for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
        argv.push_back(nullptr);
        execv(argv[0], argv.data());
        _exit(127);
    }
    close(out[1]);
    close(in[0]);
    child.out = out[0];
    child.in = in[1];
    return child;
}

std::string read_line(int fd) {
    std::string line;
    char c;
    while (::read(fd, &c, 1) == 1 && c != '\n') line += c;
    return line;
}

TEST(HistoryFaults, KillingAWriterMidTransactionLeavesAnIntactDatabase) {
    test::TempDir dir("history-kill");
    const auto path = dir.path() / "history.sqlite";
    Child child = start_helper({HISTORY_TEST_HELPER, "write", path.string()});
    // The helper says when it is inside its third transaction; no timing is guessed.
    const std::string line = read_line(child.out);
    unsigned long long committed = 0;
    std::uintmax_t wal_at_start = 0;
    ASSERT_EQ(std::sscanf(line.c_str(), "in-transaction %llu %ju", &committed, &wal_at_start), 2) << "the helper said: " << line;
    EXPECT_EQ(committed, 800u);
    const auto wal_size = std::filesystem::file_size(path.string() + "-wal");
    kill(child.pid, SIGKILL);
    int status = 0;
    ASSERT_EQ(waitpid(child.pid, &status, 0), child.pid);
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    close(child.out);
    close(child.in);
    EXPECT_GT(wal_size, wal_at_start) << "the open transaction had written pages to the WAL";

    EXPECT_EQ(test::query_text(path, "PRAGMA integrity_check"), "ok");
    EXPECT_EQ(test::rows(path, "samples"), static_cast<std::int64_t>(committed)) << "the committed batches, not the killed one";
    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store);
    auto added = store->add(synthetic::hourly(2, "/dev/sda", kStart, 5));
    EXPECT_TRUE(added) << "the next writer goes on";
}

std::string run_as_nobody(const std::filesystem::path& helper, const char* mode, const std::filesystem::path& path,
                          int* status) {
    const std::string command = "setpriv --reuid=nobody --regid=nogroup --clear-groups -- " + helper.string() + " " + mode +
                                " " + path.string() + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    std::string output;
    std::array<char, 256> buffer{};
    while (pipe != nullptr && std::fgets(buffer.data(), buffer.size(), pipe) != nullptr) output += buffer.data();
    const int raw = pipe != nullptr ? pclose(pipe) : -1;
    *status = raw >= 0 && WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return output;
}

TEST(HistoryFaults, AUserReadsWhatRootWroteAfterRootClosedIt) {
    if (geteuid() != 0) GTEST_SKIP() << "needs root to write as root and read as nobody";
    if (std::system("command -v setpriv >/dev/null") != 0) GTEST_SKIP() << "setpriv (util-linux) is not installed";
    test::TempDir dir("history-user");
    std::filesystem::permissions(dir.path(), std::filesystem::perms(0755));
    const auto path = dir.path() / "var" / "lib" / "ssd-toolbox" / "history.sqlite";
    const mode_t old_mask = umask(077);
    {
        auto store = test::open_or_fail(path);
        ASSERT_TRUE(store);
        ASSERT_TRUE(store->add(synthetic::hourly(1, "/dev/sda", kStart, 24)));
        ASSERT_TRUE(store->add(synthetic::hourly(2, "/dev/sda", kStart, 24)));
    }  // root's writer has closed: no connection holds the WAL open
    umask(old_mask);
    // The build tree may be closed to other users: the reader runs from a copy.
    const auto helper = dir.path() / "history_test_helper";
    std::filesystem::copy_file(HISTORY_TEST_HELPER, helper);
    std::filesystem::permissions(helper, std::filesystem::perms(0755));
    const std::string before = test::bytes_of(path);

    int status = -1;
    EXPECT_EQ(run_as_nobody(helper, "read", path, &status), "drives 2 samples 48\n");
    EXPECT_EQ(status, 0);
    // A reader as root closing last must not take the WAL's files away either.
    { ASSERT_TRUE(test::open_or_fail(path, OpenMode::ReadOnly)->drives()); }
    EXPECT_EQ(run_as_nobody(helper, "read", path, &status), "drives 2 samples 48\n");
    EXPECT_EQ(status, 0);

    const std::string refused = run_as_nobody(helper, "add", path, &status);
    EXPECT_EQ(status, 2) << "a user may not write the system's history: " << refused;
    EXPECT_NE(refused.find("permission denied"), std::string::npos) << refused;
    EXPECT_EQ(test::bytes_of(path), before);
}

} // namespace
} // namespace ssd::history
