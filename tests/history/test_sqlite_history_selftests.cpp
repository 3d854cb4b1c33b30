// Self-tests in the history (schema v3), on temporary files and, for the same
// inputs, in the memory store: starts come back as the newest of each type,
// each log entry is kept once per drive however many samples repeat it,
// identical entries are counted, an older capture moves an entry's first
// sighting earlier, and retention never removes a result. The log entries here
// are synthetic (built in this file; the values are shaped like real ATA and
// NVMe logs); test_sqlite_history_selftest_captures.cpp uses real captures.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/history/memory_history_store.h"
#include "history_test_support.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

using selftest::LogEntry;
using selftest::Outcome;
using selftest::TestType;
using test::open_or_fail;

using test::kSampleStart;
using test::kHour;
using test::kDay;

const DriveKey kDrive{"WDC WD4000FYYX", "WD-WCC131234567", "", ""};

LogEntry entry(TestType type, Outcome outcome, std::uint64_t hours, std::string words, int status = 0) {
    LogEntry e;
    e.type = type;
    e.outcome = outcome;
    e.power_on_hours = hours;
    e.words = std::move(words);
    e.status_code = status;
    return e;
}

const LogEntry kShortPassed = entry(TestType::Short, Outcome::Passed, 100, "Completed without error");
const LogEntry kLongPassed = entry(TestType::Long, Outcome::Passed, 120, "Completed without error");
const LogEntry kShortAborted = entry(TestType::Short, Outcome::Aborted, 130, "Aborted by host", 0x10);

Sample sample_with_log(std::int64_t time, std::vector<LogEntry> log) {
    Sample sample;
    sample.time = time;
    sample.drive = kDrive;
    sample.device = "/dev/sda";
    sample.selftest_log = std::move(log);
    return sample;
}

StoredSelfTestResult seen(std::int64_t time, const LogEntry& e) { return {time, e}; }

// The same calls on a SQLite file and on the memory store; every answer is
// checked on both, so the memory store stays the SQLite store's reference.
class BothStores {
public:
    BothStores() : dir_("history"), path_(dir_.path() / "history.sqlite"), sqlite_(open_or_fail(path_)) {}

    void add(const std::vector<Sample>& samples) {
        auto stored = sqlite_->add(samples);
        ASSERT_TRUE(stored) << stored.error().message;
        auto kept = memory_.add(samples);
        ASSERT_TRUE(kept);
        EXPECT_EQ(stored->added, kept->added);
        EXPECT_EQ(stored->duplicates, kept->duplicates);
    }
    void start(const SelfTestStart& start) {
        ASSERT_TRUE(sqlite_->add_selftest_start(kDrive, start));
        ASSERT_TRUE(memory_.add_selftest_start(kDrive, start));
    }
    // The results of drive 1, the same from both stores, read from the file
    // through a fresh read-only connection (nothing cached).
    std::vector<StoredSelfTestResult> results(const TimeRange& range = {}) {
        auto kept = memory_.selftest_results(1, range);
        EXPECT_TRUE(kept);
        auto reader = open_or_fail(path_, OpenMode::ReadOnly);
        if (!reader) return {};
        auto stored = reader->selftest_results(1, range);
        EXPECT_TRUE(stored) << stored.error().message;
        if (!stored || !kept) return {};
        EXPECT_EQ(*stored, *kept) << "the SQLite store and the memory store disagree";
        return *stored;
    }
    std::vector<SelfTestStart> last_starts(const DriveKey& key = kDrive) {
        auto kept = memory_.last_selftest_starts(key);
        auto reader = open_or_fail(path_, OpenMode::ReadOnly);
        if (!reader || !kept) return {};
        auto stored = reader->last_selftest_starts(key);
        EXPECT_TRUE(stored) << stored.error().message;
        if (!stored) return {};
        EXPECT_EQ(*stored, *kept) << "the SQLite store and the memory store disagree";
        return *stored;
    }
    HistoryStore& sqlite() { return *sqlite_; }
    HistoryStore& memory() { return memory_; }
    const std::filesystem::path& path() const { return path_; }

private:
    test::TempDir dir_;
    std::filesystem::path path_;
    std::unique_ptr<HistoryStore> sqlite_;
    MemoryHistoryStore memory_;
};

TEST(HistorySelfTests, StartsComeBackAsTheNewestOfEachType) {
    BothStores stores;
    stores.start({kSampleStart, TestType::Short, SelfTestOrigin::Scheduled});
    stores.start({kSampleStart + kDay, TestType::Long, SelfTestOrigin::Manual});
    stores.start({kSampleStart + 7 * kDay, TestType::Short, SelfTestOrigin::Manual});
    stores.start({kSampleStart + 3 * kDay, TestType::Short, SelfTestOrigin::Scheduled});  // older, added later
    // The same type at the same second again: the second replaces the first.
    stores.start({kSampleStart + kDay, TestType::Long, SelfTestOrigin::Scheduled});
    const std::vector<SelfTestStart> expected{{kSampleStart + 7 * kDay, TestType::Short, SelfTestOrigin::Manual},
                                              {kSampleStart + kDay, TestType::Long, SelfTestOrigin::Scheduled}};
    EXPECT_EQ(stores.last_starts(), expected);
    EXPECT_EQ(test::rows(stores.path(), "selftest_starts"), 4);
    EXPECT_TRUE(stores.last_starts(DriveKey{"Other", "S2", "", ""}).empty()) << "a drive never seen has no starts";
}

TEST(HistorySelfTests, ResultsKeepEveryFieldAndComeOldestFirst) {
    BothStores stores;
    LogEntry nvme_failed = entry(TestType::Long, Outcome::Failed, 5000, "Failed segment 3", 0x27);
    nvme_failed.failed_segment = 3;
    nvme_failed.failing_lba = 0x1'2345'6789ULL;  // above 2^32: stored whole
    nvme_failed.nvme_status_code_type = 2;
    nvme_failed.nvme_status_code = 0x81;
    nvme_failed.nsid = 0xffffffffU;
    LogEntry ata_aborted = kShortAborted;
    ata_aborted.remaining_percent = 90;
    LogEntry unknown = entry(TestType::Vendor, Outcome::Unknown, 4999, "", 0x0e);  // no words: stored as NULL
    // Newest first, as a drive lists them.
    stores.add({sample_with_log(kSampleStart, {nvme_failed, ata_aborted, unknown})});
    const std::vector<StoredSelfTestResult> expected{seen(kSampleStart, unknown), seen(kSampleStart, ata_aborted),
                                                     seen(kSampleStart, nvme_failed)};
    EXPECT_EQ(stores.results(), expected);
    auto series = stores.sqlite().series(1, {});
    ASSERT_TRUE(series);
    ASSERT_EQ(series->samples.size(), 1u);
    EXPECT_TRUE(series->samples[0].selftest_log.empty()) << "a series carries no logs: they are results now";
    auto kept = stores.memory().series(1, {});
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->samples, series->samples);
}

TEST(HistorySelfTests, ALogSeenAgainAddsOnlyItsNewEntries) {
    BothStores stores;
    stores.add({sample_with_log(kSampleStart, {kLongPassed, kShortPassed})});
    for (int hour = 1; hour <= 24; ++hour) stores.add({sample_with_log(kSampleStart + hour * kHour, {kLongPassed, kShortPassed})});
    stores.add({sample_with_log(kSampleStart + kDay + kHour, {kShortAborted, kLongPassed, kShortPassed})});
    const std::vector<StoredSelfTestResult> expected{seen(kSampleStart, kShortPassed), seen(kSampleStart, kLongPassed),
                                                     seen(kSampleStart + kDay + kHour, kShortAborted)};
    EXPECT_EQ(stores.results(), expected);
    EXPECT_EQ(test::rows(stores.path(), "selftest_results"), 3);
}

TEST(HistorySelfTests, EntriesThatDifferInAnyIdentityFieldAreDifferentTests) {
    BothStores stores;
    LogEntry other_hours = kShortPassed;
    other_hours.power_on_hours = 101;
    LogEntry other_status = kShortPassed;
    other_status.status_code = 0x01;
    LogEntry other_words = kShortPassed;
    other_words.words = "Completed without error (vendor)";
    LogEntry other_lba = kShortPassed;
    other_lba.failing_lba = 0;
    LogEntry other_segment = kShortPassed;
    other_segment.failed_segment = 1;
    LogEntry other_type = kShortPassed;
    other_type.type = TestType::Conveyance;
    LogEntry other_outcome = kShortPassed;
    other_outcome.outcome = Outcome::Interrupted;
    stores.add({sample_with_log(kSampleStart, {kShortPassed, other_hours, other_status, other_words, other_lba,
                                         other_segment, other_type, other_outcome})});
    EXPECT_EQ(stores.results().size(), 8u);
    // The same again: nothing new.
    stores.add({sample_with_log(kSampleStart + kHour, {kShortPassed, other_hours, other_status, other_words, other_lba,
                                                 other_segment, other_type, other_outcome})});
    EXPECT_EQ(stores.results().size(), 8u);
}

TEST(HistorySelfTests, IdenticalEntriesAreCountedAndOnlyMoreCopiesAreAdded) {
    BothStores stores;
    // Two short tests in one power-on hour log alike (QEMU's drive does this).
    stores.add({sample_with_log(kSampleStart, {kShortPassed, kShortPassed})});
    stores.add({sample_with_log(kSampleStart + kHour, {kShortPassed, kShortPassed})});
    EXPECT_EQ(stores.results(), (std::vector<StoredSelfTestResult>{seen(kSampleStart, kShortPassed), seen(kSampleStart, kShortPassed)}));
    stores.add({sample_with_log(kSampleStart + 2 * kHour, {kShortPassed, kShortPassed, kShortPassed})});
    stores.add({sample_with_log(kSampleStart + 3 * kHour, {kShortPassed})});  // the log rolled over: fewer copies remove none
    EXPECT_EQ(stores.results(), (std::vector<StoredSelfTestResult>{seen(kSampleStart, kShortPassed), seen(kSampleStart, kShortPassed),
                                                                   seen(kSampleStart + 2 * kHour, kShortPassed)}));
}

TEST(HistorySelfTests, AnOlderCaptureMovesTheFirstSightingEarlier) {
    BothStores stores;
    stores.add({sample_with_log(kSampleStart + 10 * kDay, {kLongPassed, kShortPassed, kShortPassed})});
    // A capture a customer saved earlier, imported afterwards: one copy of the short test then.
    stores.add({sample_with_log(kSampleStart, {kShortPassed})});
    EXPECT_EQ(stores.results(), (std::vector<StoredSelfTestResult>{seen(kSampleStart, kShortPassed),
                                                                   seen(kSampleStart + 10 * kDay, kShortPassed),
                                                                   seen(kSampleStart + 10 * kDay, kLongPassed)}));
    EXPECT_EQ(test::rows(stores.path(), "selftest_results"), 3);
}

TEST(HistorySelfTests, TheOrderSamplesArriveInDoesNotChangeTheResults) {
    const std::vector<Sample> samples{
        sample_with_log(kSampleStart, {kShortPassed}),
        sample_with_log(kSampleStart + kDay, {kShortPassed, kShortPassed}),
        sample_with_log(kSampleStart + 2 * kDay, {kLongPassed, kShortPassed, kShortPassed}),
        sample_with_log(kSampleStart + 3 * kDay, {kShortAborted, kLongPassed, kShortPassed, kShortPassed}),
    };
    std::vector<std::size_t> order{0, 1, 2, 3};
    std::vector<StoredSelfTestResult> first;
    do {
        BothStores stores;
        for (const std::size_t i : order) stores.add({samples[i]});
        const auto results = stores.results();
        if (first.empty()) {
            first = results;
            ASSERT_EQ(first.size(), 4u);
            EXPECT_EQ(first[1], seen(kSampleStart + kDay, kShortPassed));
        }
        EXPECT_EQ(results, first) << "order " << order[0] << order[1] << order[2] << order[3];
    } while (std::next_permutation(order.begin(), order.end()));
}

TEST(HistorySelfTests, ARunningTestIsNotAResultYet) {
    BothStores stores;
    const LogEntry running = entry(TestType::Long, Outcome::Running, 140, "Self-test routine in progress", 0xf9);
    stores.add({sample_with_log(kSampleStart, {running, kShortPassed})});
    EXPECT_EQ(stores.results(), (std::vector<StoredSelfTestResult>{seen(kSampleStart, kShortPassed)}));
}

TEST(HistorySelfTests, TheRangeChoosesByFirstSighting) {
    BothStores stores;
    stores.add({sample_with_log(kSampleStart, {kShortPassed}), sample_with_log(kSampleStart + kDay, {kLongPassed, kShortPassed}),
                sample_with_log(kSampleStart + 2 * kDay, {kShortAborted, kLongPassed, kShortPassed})});
    EXPECT_EQ(stores.results({kSampleStart + kDay, kSampleStart + kDay}), (std::vector<StoredSelfTestResult>{seen(kSampleStart + kDay, kLongPassed)}));
    EXPECT_EQ(stores.results({kSampleStart + 1, std::nullopt}).size(), 2u);
    EXPECT_EQ(stores.results({std::nullopt, kSampleStart}).size(), 1u);
    auto missing = stores.sqlite().selftest_results(99, {});
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::NoSuchDevice);
    EXPECT_EQ(stores.memory().selftest_results(99, {}).error().code, ErrorCode::NoSuchDevice);
}

TEST(HistorySelfTests, ADuplicateSampleStillBringsItsLog) {
    BothStores stores;
    Sample without_log = sample_with_log(kSampleStart, {});
    stores.add({without_log});
    // The same capture imported again by a build that keeps self-tests.
    stores.add({sample_with_log(kSampleStart, {kShortPassed})});
    EXPECT_EQ(stores.results(), (std::vector<StoredSelfTestResult>{seen(kSampleStart, kShortPassed)}));
    EXPECT_EQ(test::rows(stores.path(), "samples"), 1);
}

TEST(HistorySelfTests, RetentionKeepsEverySelfTestResult) {
    BothStores stores;
    std::vector<Sample> samples;
    for (int hour = 0; hour < 48; ++hour) {
        std::vector<LogEntry> log{kShortPassed};
        if (hour >= 5) log.insert(log.begin(), kLongPassed);  // first seen by a sample retention removes
        samples.push_back(sample_with_log(kSampleStart + hour * kHour, log));
    }
    stores.add(samples);
    stores.start({kSampleStart + 4 * kHour, TestType::Long, SelfTestOrigin::Scheduled});
    const auto before = stores.results();
    ASSERT_EQ(before.size(), 2u);
    const std::int64_t now = kSampleStart + 200 * kDay;
    auto removed = stores.sqlite().apply_retention(RetentionPolicy{}, now);
    ASSERT_TRUE(removed) << removed.error().message;
    // 48 hourly samples from 22:13 UTC span three UTC days: the last of each stays.
    EXPECT_EQ(removed->removed, 45u);
    EXPECT_EQ(stores.memory().apply_retention(RetentionPolicy{}, now)->removed, 45u);
    EXPECT_EQ(test::query_number(stores.path(), "SELECT count(*) FROM samples WHERE time = " +
                                                    std::to_string(kSampleStart + 5 * kHour)),
              0)
        << "the sample that first held the long test is gone";
    EXPECT_EQ(stores.results(), before);
    EXPECT_EQ(stores.last_starts().size(), 1u);
}

} // namespace
} // namespace ssd::history
