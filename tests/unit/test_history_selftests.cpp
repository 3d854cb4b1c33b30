// Self-test results in the history answer: a real capture's log (the
// WD4000FYYX from Scrutiny's fixtures: four tests, all passed) sampled into the
// memory store by `sample`'s own code, then `history`'s JSON and text.
#include <gtest/gtest.h>

#include "core/history/history_json.h"
#include "core/history/history_query.h"
#include "core/history/history_text.h"
#include "core/history/memory_history_store.h"
#include "history_samples.h"
#include "test_constants.h"

namespace ssd::test {
// Named, not anonymous: its `using namespace history` stays in this file in a unity build.
namespace history_selftest_tests {

using namespace history;

constexpr const char* kWdc = "HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json";
constexpr std::int64_t kCaptured = 1598297918;  // the capture's own local_time, 2020-08-24 19:38:38 UTC
using test::kDay;

std::vector<DriveHistory> answers_of(HistoryStore& store, const HistoryQuery& query) {
    auto answers = answer_history(store, query);
    EXPECT_TRUE(answers.has_value()) << (answers ? "" : answers.error().message);
    return answers.value_or(std::vector<DriveHistory>{});
}

struct HistorySelfTestAnswer : ::testing::Test {
    MemoryHistoryStore store;
    Sample sample;

    void SetUp() override {
        SSD_REQUIRE_SHARED_FIXTURES();
        sample = sample_from_capture(kWdc, kCaptured);
        ASSERT_EQ(sample.selftest_log.size(), 4u) << "sample_of keeps the capture's self-test log";
        // A day later the drive logs the same four again (synthetic: the same capture re-dated).
        ASSERT_TRUE(store.add({sample, sample_from_capture(kWdc, kCaptured + kDay)}));
        ASSERT_TRUE(store.add_selftest_start(sample.drive, {kCaptured - kDay, selftest::TestType::Long,
                                                            SelfTestOrigin::Manual}));
        ASSERT_TRUE(store.add_selftest_start(sample.drive, {kCaptured - 3 * kDay, selftest::TestType::Short,
                                                            SelfTestOrigin::Scheduled}));
    }
};

TEST_F(HistorySelfTestAnswer, EachLoggedTestAppearsOnceWithWhenItWasFirstSeen) {
    const auto answers = answers_of(store, {});
    ASSERT_EQ(answers.size(), 1u);
    ASSERT_EQ(answers[0].self_tests.size(), 4u) << "the second sample repeats the log: nothing new";
    for (const auto& result : answers[0].self_tests) EXPECT_EQ(result.first_seen, kCaptured);
    ASSERT_EQ(answers[0].selftest_starts.size(), 2u);
    EXPECT_EQ(answers[0].selftest_starts[0].type, selftest::TestType::Short);
    EXPECT_EQ(answers[0].selftest_starts[1].type, selftest::TestType::Long);
}

TEST_F(HistorySelfTestAnswer, TheRangeLeavesOutResultsFirstSeenBeforeIt) {
    const auto answers = answers_of(store, {"", {kCaptured + 1, std::nullopt}, {}});
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_TRUE(answers[0].self_tests.empty()) << "all four were first seen by the earlier sample";
    EXPECT_EQ(answers[0].selftest_starts.size(), 2u) << "the last starts are given whatever the range";
}

TEST_F(HistorySelfTestAnswer, JsonListsTheResultsInWordsAndTheLastStarts) {
    const auto doc = history_json(answers_of(store, {}));
    const auto& drive = doc.at("drives").at(0);
    // The fields the history already had are still there.
    EXPECT_TRUE(drive.contains("writes") && drive.contains("counter_changes") && drive.contains("device_swaps"));
    const auto& tests = drive.at("self_tests");
    ASSERT_EQ(tests.size(), 4u);
    const auto& oldest = tests.at(0);
    EXPECT_EQ(oldest.at("first_seen"), "2020-08-24T19:38:38Z");
    EXPECT_EQ(oldest.at("type"), "short");
    EXPECT_EQ(oldest.at("outcome"), "passed");
    EXPECT_EQ(oldest.at("power_on_hours"), 1);
    EXPECT_EQ(oldest.at("status_code"), 0);
    EXPECT_FALSE(oldest.at("words").get<std::string>().empty());
    EXPECT_TRUE(oldest.at("failing_lba").is_null());
    EXPECT_TRUE(oldest.at("failed_segment").is_null());
    EXPECT_EQ(tests.at(1).at("type"), "vendor");
    EXPECT_EQ(tests.at(3).at("power_on_hours"), 35990);
    const auto& starts = drive.at("self_test_starts");
    ASSERT_EQ(starts.size(), 2u);
    EXPECT_EQ(starts.at(1), (nlohmann::json{{"type", "long"}, {"origin", "manual"}, {"time", "2020-08-23T19:38:38Z"}}));
    EXPECT_EQ(starts.at(0).at("origin"), "scheduled");
}

TEST_F(HistorySelfTestAnswer, TextShowsAShortTableInWords) {
    const std::string text = history_text(answers_of(store, {}));
    const auto table = text.find("  Self-tests:  First seen");
    ASSERT_NE(table, std::string::npos) << text;
    // One row per result, oldest first, with the type and result as words.
    const auto vendor = text.find("2020-08-24T19:38:38Z  Vendor-specific", table);
    const auto last = text.find("35990", table);
    EXPECT_NE(vendor, std::string::npos) << text;
    EXPECT_NE(last, std::string::npos) << text;
    EXPECT_LT(vendor, last);
    EXPECT_NE(text.find("Passed"), std::string::npos) << text;
    EXPECT_NE(text.find("  Started:     Short last at 2020-08-21T19:38:38Z, started by the schedule\n"), std::string::npos) << text;
    EXPECT_NE(text.find("  Started:     Extended (long) last at 2020-08-23T19:38:38Z, started by hand\n"), std::string::npos) << text;
}

TEST(HistorySelfTestText, ADriveWithoutSelfTestsGetsNoSelfTestLines) {
    SSD_REQUIRE_SHARED_FIXTURES();
    MemoryHistoryStore store;
    ASSERT_TRUE(store.add({sample_from_capture("kingston_SV300S37A240G-SandForce_smartmontools-go.json", kCaptured)}));
    const auto answers = answers_of(store, {});
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_TRUE(answers[0].self_tests.empty());
    EXPECT_EQ(history_text(answers).find("Self-tests:"), std::string::npos);
    EXPECT_TRUE(history_json(answers).at("drives").at(0).at("self_tests").empty());
}

// Synthetic: no shared capture logs a failed test, so the failure is added to
// the real WD4000FYYX sample's log as ACS-3 codes it (7: read element failed).
TEST(HistorySelfTestText, AFailedTestShowsItsFirstFailingLba) {
    SSD_REQUIRE_SHARED_FIXTURES();
    MemoryHistoryStore store;
    Sample sample = sample_from_capture(kWdc, kCaptured);
    selftest::LogEntry failed;
    failed.type = selftest::TestType::Long;
    failed.outcome = selftest::Outcome::Failed;
    failed.words = "Completed: read failure";
    failed.status_code = 0x79;
    failed.remaining_percent = 90;
    failed.power_on_hours = 36000;
    failed.failing_lba = 123456789;
    sample.selftest_log.insert(sample.selftest_log.begin(), failed);
    ASSERT_TRUE(store.add({sample}));
    const auto answers = answers_of(store, {});
    EXPECT_NE(history_text(answers).find("Failed                 36000  Completed: read failure, first failing LBA 123456789\n"),
              std::string::npos)
        << history_text(answers);
    const auto doc = history_json(answers);
    const auto& newest = doc.at("drives").at(0).at("self_tests").back();
    EXPECT_EQ(newest.at("failing_lba"), 123456789);
    EXPECT_EQ(newest.at("outcome"), "failed");
    EXPECT_EQ(newest.at("status_code"), 0x79);
}

} // namespace history_selftest_tests
} // namespace ssd::test
