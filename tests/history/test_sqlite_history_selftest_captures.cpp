// Real captures' self-test logs through `history import`'s own path
// (sample_of_capture) into the SQLite store: a WD4000FYYX with four logged
// tests (Scrutiny's fixture), a KingSpec P3 whose log holds the same aborted
// test three times alike (Beszel's fixture), and the rig's QEMU SATA drive
// before and after a long test (tests/fixtures/selftest-rig).
#include <gtest/gtest.h>

#include "core/history/capture_import.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "history_test_support.h"
#include "temp_dir.h"

namespace ssd::history {
namespace {

using selftest::Outcome;
using selftest::TestType;

Sample imported(const std::filesystem::path& path) {
    auto text = read_text_file(path);
    EXPECT_TRUE(text) << path;
    auto sample = sample_of_capture(path.filename().string(), text.value_or(""));
    EXPECT_TRUE(sample) << path << ": " << (sample ? "" : sample.error().message);
    return sample.value_or(Sample{});
}

std::vector<StoredSelfTestResult> results_of_only_drive(HistoryStore& store) {
    auto drives = store.drives();
    EXPECT_TRUE(drives && drives->size() == 1u);
    if (!drives || drives->empty()) return {};
    auto results = store.selftest_results(drives->front().id, {});
    EXPECT_TRUE(results) << results.error().message;
    return results.value_or(std::vector<StoredSelfTestResult>{});
}

TEST(HistorySelfTestCaptures, FourLoggedTestsOfAWd4000fyyxAreStoredOnceWithTheCapturesTime) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::TempDir dir("history");
    const Sample sample = imported(test::smart_fixture("HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json"));
    ASSERT_EQ(sample.selftest_log.size(), 4u) << "the capture logs four tests";
    auto store = test::open_or_fail(dir.path() / "history.sqlite");
    ASSERT_TRUE(store->add({sample}));
    // The same capture imported again: a duplicate sample, and no result twice.
    auto again = store->add({sample});
    ASSERT_TRUE(again);
    EXPECT_EQ(again->duplicates, 1u);
    const auto results = results_of_only_drive(*store);
    ASSERT_EQ(results.size(), 4u);
    EXPECT_EQ(test::rows(dir.path() / "history.sqlite", "selftest_results"), 4);
    // Oldest first: the drive logged them at 1, 3, 3 and 35990 power-on hours.
    std::vector<std::uint64_t> hours;
    for (const auto& result : results) {
        EXPECT_EQ(result.first_seen, 1598297918) << "the capture's own time (2020-08-24 19:38:38 UTC)";
        EXPECT_EQ(result.entry.outcome, Outcome::Passed);
        hours.push_back(result.entry.power_on_hours.value_or(0));
    }
    EXPECT_EQ(hours, (std::vector<std::uint64_t>{1, 3, 3, 35990}));
    EXPECT_EQ(results[0].entry.type, TestType::Short);
    EXPECT_EQ(results[1].entry.type, TestType::Vendor) << "subcommand 0xdf";
    EXPECT_EQ(results[3].entry.type, TestType::Short);
    EXPECT_EQ(results[3].entry, sample.selftest_log[0]) << "read back whole";
}

TEST(HistorySelfTestCaptures, ThreeIdenticalAbortedTestsOfAKingspecP3AreThreeResults) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::TempDir dir("history");
    const Sample sample = imported(test::smart_fixture("kingspec-or-unknown_P3-2TB_beszel.json"));
    ASSERT_EQ(sample.selftest_log.size(), 3u);
    ASSERT_EQ(sample.selftest_log[0], sample.selftest_log[2]) << "the capture's three entries are alike";
    auto store = test::open_or_fail(dir.path() / "history.sqlite");
    ASSERT_TRUE(store->add({sample}));
    // A later reading (synthetic: the same capture a day later) repeats the
    // three; one showing a fourth copy adds one.
    Sample later = sample;
    later.time += 86400;
    ASSERT_TRUE(store->add({later}));
    Sample fourth = later;
    fourth.time += 86400;
    fourth.selftest_log.push_back(sample.selftest_log[0]);
    ASSERT_TRUE(store->add({fourth}));
    const auto results = results_of_only_drive(*store);
    ASSERT_EQ(results.size(), 4u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(results[i].first_seen, sample.time);
        EXPECT_EQ(results[i].entry.outcome, Outcome::Aborted);
        EXPECT_EQ(results[i].entry.type, TestType::Short);
        EXPECT_EQ(results[i].entry.remaining_percent, 70);
    }
    EXPECT_EQ(results[3].first_seen, fourth.time);
}

TEST(HistorySelfTestCaptures, TheRigsDriveBeforeAndAfterALongTestAddsOnlyTheLongTest) {
    test::TempDir dir("history");
    Sample after_short = imported(test::project_fixture("selftest-rig/sata-c-l-selftest-after-short.json"));
    Sample after_long = imported(test::project_fixture("selftest-rig/sata-c-l-selftest-after-long.json"));
    ASSERT_EQ(after_short.selftest_log.size(), 1u);
    ASSERT_EQ(after_long.selftest_log.size(), 2u);
    // These captures (-c -l selftest) carry no identity: each import is its own
    // anonymous drive. Here both are given one key (synthetic), as `sample` would.
    after_long.drive = after_short.drive;
    auto store = test::open_or_fail(dir.path() / "history.sqlite");
    ASSERT_TRUE(store->add({after_short, after_long}));
    const auto results = results_of_only_drive(*store);
    ASSERT_EQ(results.size(), 2u);
    EXPECT_EQ(results[0].entry.type, TestType::Short);
    EXPECT_EQ(results[0].first_seen, after_short.time);
    EXPECT_EQ(results[1].entry.type, TestType::Long);
    EXPECT_EQ(results[1].first_seen, after_long.time);
    EXPECT_EQ(results[1].entry.power_on_hours, 4660u) << "both tests ran in the same power-on hour";
    EXPECT_EQ(results[0].entry.power_on_hours, 4660u);
}

} // namespace
} // namespace ssd::history
