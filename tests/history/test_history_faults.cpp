// The history database under faults, as root (integration tier; each test is
// skipped with its reason elsewhere): a full file system while writing (a tmpfs
// and ext4 on a loop device), a writer killed with SIGKILL inside a transaction,
// and an unprivileged user reading what root wrote after root has closed it.
#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "helper_process.h"
#include "history_test_support.h"
#include "scratch_file_system.h"
#include "synthetic_history.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

using test::kSampleStart;
constexpr int kFullBatch = 100;
// Bounds the loop that fills the disk: 4000 batches would need far more than the 8 MiB here.
constexpr int kMostBatches = 4000;

// The history grows on `folder` until its file system is full: the batch that
// does not fit fails with StorageFailed (exit 4) and a message that says so,
// every batch before it is intact, and once there is room again the same
// connection writes on.
void expect_a_full_disk_to_lose_the_batch_not_the_database(const std::filesystem::path& folder) {
    const auto path = folder / "history.sqlite";
    const auto ballast = folder / "ballast";  // freed at the end to make room again
    {
        std::ofstream out(ballast, std::ios::binary);
        out << std::string(256 * 1024, 'b');
        ASSERT_TRUE(out.flush()) << "no room for the ballast";
    }
    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store);
    synthetic::Drive drive(synthetic::drive_key(1), "/dev/sda", 1);
    std::int64_t time = kSampleStart;
    std::int64_t committed = 0;
    Sample last_committed;
    std::optional<Error> failure;
    for (int batch = 0; batch < kMostBatches && !failure; ++batch) {
        std::vector<Sample> samples;
        for (int i = 0; i < kFullBatch; ++i, time += 3600) samples.push_back(drive.next(time));
        auto added = store->add(samples);
        if (!added) {
            failure = added.error();
        } else {
            committed += static_cast<std::int64_t>(added->added);
            last_committed = samples.back();
        }
    }
    ASSERT_TRUE(failure) << kMostBatches << " batches fitted on a small file system";
    ASSERT_GT(committed, 0) << "not even the first batch fitted";
    EXPECT_EQ(failure->code, ErrorCode::StorageFailed) << failure->message;
    EXPECT_EQ(exit_status_for(failure->code), 4);
    EXPECT_NE(failure->message.find("full"), std::string::npos) << "the message does not say the disk is full: " << failure->message;
    EXPECT_NE(failure->message.find(path.string()), std::string::npos) << "the message does not name the file: " << failure->message;
    std::cout << "full after " << committed << " samples: " << failure->message << std::endl;

    EXPECT_EQ(test::query_text(path, "PRAGMA integrity_check"), "ok");
    EXPECT_EQ(test::rows(path, "samples"), committed) << "all of the committed batches, none of the failed one";
    std::filesystem::remove(ballast);
    auto more = store->add(synthetic::hourly(2, "/dev/sdb", kSampleStart, 10));
    EXPECT_TRUE(more) << "writes work again once there is room: " << (more ? "" : more.error().message);
    store.reset();

    auto reopened = test::open_or_fail(path, OpenMode::ReadOnly);
    ASSERT_TRUE(reopened);
    auto series = reopened->series(1, {});
    ASSERT_TRUE(series) << series.error().message;
    EXPECT_EQ(static_cast<std::int64_t>(series->samples.size()), committed);
    ASSERT_FALSE(series->samples.empty());
    last_committed.counters.clear();  // series() returns samples without counters
    EXPECT_EQ(series->samples.back(), last_committed);
    EXPECT_EQ(test::query_text(path, "PRAGMA integrity_check"), "ok");
}

// The same on a file system of its own of `mebibytes` (root; skipped with the reason without).
void fill_a_small_file_system(test::ScratchKind kind, int mebibytes) {
    if (geteuid() != 0) GTEST_SKIP() << "needs root to mount a small file system";
    test::TempDir dir("history-full");
    test::ScratchFileSystem small(kind, dir.path(), mebibytes);
    if (!small.error().empty()) GTEST_SKIP() << small.error();
    expect_a_full_disk_to_lose_the_batch_not_the_database(small.path());
}

TEST(HistoryFaults, AFullTmpfsLosesTheBatchNotTheDatabase) { fill_a_small_file_system(test::ScratchKind::Tmpfs, 1); }

TEST(HistoryFaults, AFullLoopMountedExt4LosesTheBatchNotTheDatabase) { fill_a_small_file_system(test::ScratchKind::LoopExt4, 8); }

TEST(HistoryFaults, KillingAWriterMidTransactionLeavesAnIntactDatabase) {
    test::TempDir dir("history-kill");
    const auto path = dir.path() / "history.sqlite";
    test::HelperProcess child({HISTORY_TEST_HELPER, "write", path.string()});
    ASSERT_TRUE(child.started());
    // The helper says when it is inside its third transaction; no timing is guessed.
    const std::string line = child.line().value_or("nothing");
    unsigned long long committed = 0;
    std::uintmax_t wal_at_start = 0;
    ASSERT_EQ(std::sscanf(line.c_str(), "in-transaction %llu %ju", &committed, &wal_at_start), 2) << "the helper said: " << line;
    EXPECT_EQ(committed, 800u);
    const auto wal_size = std::filesystem::file_size(path.string() + "-wal");
    const int status = child.kill_and_wait(SIGKILL);
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    EXPECT_GT(wal_size, wal_at_start) << "the open transaction had written pages to the WAL";

    EXPECT_EQ(test::query_text(path, "PRAGMA integrity_check"), "ok");
    EXPECT_EQ(test::rows(path, "samples"), static_cast<std::int64_t>(committed)) << "the committed batches, not the killed one";
    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store);
    auto added = store->add(synthetic::hourly(2, "/dev/sda", kSampleStart, 5));
    EXPECT_TRUE(added) << "the next writer goes on";
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
        ASSERT_TRUE(store->add(synthetic::hourly(1, "/dev/sda", kSampleStart, 24)));
        ASSERT_TRUE(store->add(synthetic::hourly(2, "/dev/sda", kSampleStart, 24)));
    }  // root's writer has closed: no connection holds the WAL open
    umask(old_mask);
    // The build tree may be closed to other users: the reader runs from a copy.
    const auto helper = dir.path() / "history_test_helper";
    std::filesystem::copy_file(HISTORY_TEST_HELPER, helper);
    std::filesystem::permissions(helper, std::filesystem::perms(0755));
    const std::string before = test::bytes_of(path);

    int status = -1;
    EXPECT_EQ(test::run_as_nobody(helper, "read", path, &status), "drives 2 samples 48\n");
    EXPECT_EQ(status, 0);
    // A reader as root closing last must not take the WAL's files away either.
    { ASSERT_TRUE(test::open_or_fail(path, OpenMode::ReadOnly)->drives()); }
    EXPECT_EQ(test::run_as_nobody(helper, "read", path, &status), "drives 2 samples 48\n");
    EXPECT_EQ(status, 0);

    const std::string refused = test::run_as_nobody(helper, "add", path, &status);
    EXPECT_EQ(status, 2) << "a user may not write the system's history: " << refused;
    EXPECT_NE(refused.find("permission denied"), std::string::npos) << refused;
    EXPECT_EQ(test::bytes_of(path), before);
}

} // namespace
} // namespace ssd::history
