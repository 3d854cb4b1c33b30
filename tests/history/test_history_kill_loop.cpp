// The history writer killed with SIGKILL at random points, again and again, on
// one database: after every kill the file is intact (PRAGMA integrity_check),
// every sample whose commit the writer had reported is there, and no batch is
// there in part. The kill points come from a seeded PRNG; the seed is printed
// (and recorded in the test's XML) and SSD_FAULT_SEED=N replays a run.
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include <sys/wait.h>

#include "helper_process.h"
#include "history_test_support.h"
#include "synthetic_history.h"
#include "temp_dir.h"

namespace ssd::history {
namespace {

constexpr int kIterations = 100;
constexpr std::uint64_t kBatch = 20;  // history_test_helper's kCommitBatch
// A kill point: after the writer reported this many commits (-1: not even that it is open) ...
constexpr int kMostCommitsBeforeKill = 5;
// ... and then after this many microseconds more of its work.
constexpr int kMostDelayMicroseconds = 3000;

unsigned seed_of_this_run() {
    if (const char* replay = std::getenv("SSD_FAULT_SEED"); replay != nullptr) {
        return static_cast<unsigned>(std::strtoul(replay, nullptr, 10));
    }
    return std::random_device{}();
}

// Where a kill landed, by the last line the writer printed before it died.
enum class KillPoint { Opening, BetweenTransactions, InTransaction };

struct WriterOutput {
    KillPoint point = KillPoint::Opening;
    std::optional<std::uint64_t> last_committed;  // the last "committed T"
    std::optional<std::uint64_t> last_begun;      // the last "begin T"
};

void take(const std::string& line, WriterOutput& output) {
    std::istringstream words(line);
    std::string what;
    std::uint64_t total = 0;
    ASSERT_TRUE(words >> what >> total) << "the writer said: " << line;
    if (what == "start") {
        output.point = KillPoint::BetweenTransactions;
    } else if (what == "begin") {
        output.point = KillPoint::InTransaction;
        output.last_begun = total;
    } else if (what == "committed") {
        output.point = KillPoint::BetweenTransactions;
        output.last_committed = total;
    } else {
        FAIL() << "the writer said: " << line;
    }
}

std::uint64_t samples_in_store(const std::filesystem::path& path) {
    auto store = test::open_or_fail(path, OpenMode::ReadOnly);
    if (!store) return 0;
    auto drives = store->drives();
    EXPECT_TRUE(drives) << drives.error().message;
    std::uint64_t count = 0;
    for (const auto& drive : drives.value_or(std::vector<StoredDrive>{})) {
        auto series = store->series(drive.id, {});
        EXPECT_TRUE(series) << series.error().message;
        EXPECT_EQ(series ? series->samples.size() : 0u, drive.sample_count) << "the drive's count agrees with its rows";
        count += drive.sample_count;
    }
    return count;
}

TEST(HistoryKillLoop, NoCommittedSampleIsLostWhereverTheWriterIsKilled) {
    const unsigned seed = seed_of_this_run();
    std::cout << "kill loop seed " << seed << " (SSD_FAULT_SEED=" << seed << " replays it)" << std::endl;
    RecordProperty("seed", std::to_string(seed));
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> commits_before_kill(-1, kMostCommitsBeforeKill);
    std::uniform_int_distribution<int> delay_microseconds(0, kMostDelayMicroseconds);

    test::TempDir dir("history-kill-loop");
    const auto path = dir.path() / "history.sqlite";
    { ASSERT_TRUE(test::open_or_fail(path)); }  // the file exists: a reader may open it after any kill
    std::map<KillPoint, int> points;
    std::map<std::uint64_t, int> batches_per_run;  // how many batches each writer got in before its kill
    std::uint64_t stored = 0;
    for (int iteration = 0; iteration < kIterations; ++iteration) {
        SCOPED_TRACE("iteration " + std::to_string(iteration) + " of seed " + std::to_string(seed));
        const int commits = commits_before_kill(random);
        const auto delay = std::chrono::microseconds(delay_microseconds(random));
        test::HelperProcess writer({HISTORY_TEST_HELPER, "commits", path.string()});
        ASSERT_TRUE(writer.started());
        WriterOutput output;
        for (int seen = -1; seen < commits;) {
            auto line = writer.line();
            ASSERT_TRUE(line) << "the writer ended or fell silent";
            ASSERT_NO_FATAL_FAILURE(take(*line, output));
            if (line->starts_with("start") || line->starts_with("committed")) ++seen;
        }
        std::this_thread::sleep_for(delay);  // the fault point, not a synchronization
        const int status = writer.kill_and_wait(SIGKILL);
        ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "the writer was not killed but ended: " << status;
        for (const auto& line : writer.remaining_lines()) ASSERT_NO_FATAL_FAILURE(take(line, output));
        ++points[output.point];

        ASSERT_EQ(test::query_text(path, "PRAGMA integrity_check"), "ok");
        const std::uint64_t now = samples_in_store(path);
        ASSERT_EQ(test::rows(path, "samples"), static_cast<std::int64_t>(now));
        ASSERT_GE(now, std::max(stored, output.last_committed.value_or(0))) << "a committed sample was lost";
        ASSERT_LE(now, output.last_begun ? *output.last_begun + kBatch : stored) << "more samples than were written";
        ASSERT_EQ((now - stored) % kBatch, 0u) << "part of a batch was stored";
        ++batches_per_run[(now - stored) / kBatch];
        stored = now;
    }
    std::cout << "kills before the writer reported the file open " << points[KillPoint::Opening] << ", between transactions "
              << points[KillPoint::BetweenTransactions] << ", inside a transaction " << points[KillPoint::InTransaction]
              << "; samples stored " << stored << "; batches a writer got in before its kill:";
    for (const auto& [batches, runs] : batches_per_run) std::cout << " " << batches << "x" << runs;
    std::cout << std::endl;
    RecordProperty("kills_inside_a_transaction", points[KillPoint::InTransaction]);
    EXPECT_GT(points[KillPoint::InTransaction], 0) << "no kill landed inside a transaction: the loop tested little";
}

} // namespace
} // namespace ssd::history
