// The self-test schedule (core/selftest_control/selftest_schedule): the file's
// rules and the decision at an injected moment. Drive states are synthetic.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/history/memory_history_store.h"
#include "core/selftest_control/scheduled_selftests.h"
#include "core/selftest_control/selftest_schedule.h"
#include "core/util/file_io.h"
#include "selftest_fakes.h"
#include "test_constants.h"

namespace ssd {
namespace {

using selftest::Decision;
using selftest::TestType;

using test::kDay;
constexpr std::int64_t kScheduleNow = 1'795'531'107; // 2026-11-24 14:38:27 UTC

selftest::ScheduleConfig config_of(const char* text) {
    auto config = selftest::parse_schedule(text);
    EXPECT_TRUE(config) << (config ? "" : config.error().message);
    return config ? *config : selftest::ScheduleConfig{};
}

selftest::DriveScheduleState sata_state() {
    selftest::DriveScheduleState state;
    state.drive.device = "/dev/sda";
    state.drive.serial = "RIGSATA0001";
    const auto tests = test::idle_ata_drive();
    state.capabilities = tests.capabilities;
    state.status = tests.status;
    return state;
}

const char* kWeeklyShortMonthlyLong = R"({
    // every drive: short weekly, long monthly
    "every_drive": {"short": "weekly", "long": "monthly"}
})";

TEST(SelfTestSchedule, NeverTestedDriveStartsTheLongTestFirst) {
    const auto config = config_of(kWeeklyShortMonthlyLong);
    const auto state = sata_state();
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::Start);
    EXPECT_EQ(decision.type, TestType::Long) << "one test per run: the longest due";
    EXPECT_NE(decision.reason.find("never started"), std::string::npos) << decision.reason;
}

TEST(SelfTestSchedule, LongTestCountsAsTheShortOne) {
    const auto config = config_of(kWeeklyShortMonthlyLong);
    auto state = sata_state();
    state.last_started[TestType::Long] = kScheduleNow - 3 * kDay;
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::NotDue);
    EXPECT_EQ(decision.type, TestType::Short);
    EXPECT_EQ(decision.due_at, kScheduleNow + 4 * kDay) << "the short test is due a week after the long one";
}

TEST(SelfTestSchedule, DueShortTestStartsWhenTheLongIsNotDue) {
    const auto config = config_of(kWeeklyShortMonthlyLong);
    auto state = sata_state();
    state.last_started[TestType::Long] = kScheduleNow - 10 * kDay;
    state.last_started[TestType::Short] = kScheduleNow - 7 * kDay;
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::Start);
    EXPECT_EQ(decision.type, TestType::Short);
}

TEST(SelfTestSchedule, DueTestWaitsWhileATestRuns) {
    const auto config = config_of(kWeeklyShortMonthlyLong);
    auto state = sata_state();
    state.status.running = true;
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::Waiting) << "never two tests on one drive at once";
    EXPECT_NE(decision.reason.find("running"), std::string::npos);
}

TEST(SelfTestSchedule, DueTestWaitsWhileABenchmarkHoldsTheDrive) {
    const auto config = config_of(kWeeklyShortMonthlyLong);
    auto state = sata_state();
    state.busy = "a benchmark runs on it";
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::Waiting);
    EXPECT_NE(decision.reason.find("benchmark"), std::string::npos);
}

TEST(SelfTestSchedule, TheWaitingTestStartsOnTheNextRunAfterTheBusyEnds) {
    const auto config = config_of(kWeeklyShortMonthlyLong);
    auto state = sata_state();
    state.busy = "an erase runs on it";
    EXPECT_EQ(selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow).decision, Decision::Waiting);
    state.busy.reset();
    const auto later = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow + 3600);
    EXPECT_EQ(later.decision, Decision::Start);
    EXPECT_EQ(later.type, TestType::Long);
}

TEST(SelfTestSchedule, DriveEntryBySerialOverridesEveryDrive) {
    const auto config = config_of(R"({"every_drive": {"short": "weekly", "long": "monthly"},
                                      "drives": {"RIGSATA0001": {"long": "off", "short": "2d"}}})");
    auto state = sata_state();
    state.last_started[TestType::Short] = kScheduleNow - 2 * kDay;
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::Start);
    EXPECT_EQ(decision.type, TestType::Short) << "the drive's long test is off";
}

TEST(SelfTestSchedule, UnofferedTypesAreSkippedAndSaid) {
    const auto config = config_of(R"({"every_drive": {"conveyance": "weekly"}})");
    const auto state = sata_state();
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::Unsupported);
}

TEST(SelfTestSchedule, DriveWithoutSelfTestsIsUnsupportedWithItsReason) {
    const auto config = config_of(kWeeklyShortMonthlyLong);
    auto state = sata_state();
    state.capabilities = {};
    state.capabilities.unsupported_reason = "a virtio disk is a virtual drive";
    const auto decision = selftest::decide(selftest::intervals_for(config, state.drive), state, kScheduleNow);
    EXPECT_EQ(decision.decision, Decision::Unsupported);
    EXPECT_EQ(decision.reason, "a virtio disk is a virtual drive");
}

TEST(SelfTestSchedule, NoScheduleMeansNothingStarts) {
    const auto state = sata_state();
    EXPECT_EQ(selftest::decide({}, state, kScheduleNow).decision, Decision::NotScheduled);
}

TEST(SelfTestSchedule, IntervalsAreParsed) {
    const auto config = config_of(R"({"every_drive": {"short": "36h", "long": "14d", "offline": "daily"}})");
    EXPECT_EQ(config.every_drive.at(TestType::Short), 36 * 3600);
    EXPECT_EQ(config.every_drive.at(TestType::Long), 14 * kDay);
    EXPECT_EQ(config.every_drive.at(TestType::Offline), kDay);
}

TEST(SelfTestSchedule, BadFilesAreRefusedWithThePlace) {
    const auto bad_interval = selftest::parse_schedule(R"({"every_drive": {"short": "sometimes"}})");
    ASSERT_FALSE(bad_interval);
    EXPECT_EQ(bad_interval.error().code, ErrorCode::InputMalformed);
    EXPECT_NE(bad_interval.error().message.find("every_drive.short"), std::string::npos) << bad_interval.error().message;
    EXPECT_FALSE(selftest::parse_schedule(R"({"every_drive": {"selective": "weekly"}})"));
    EXPECT_FALSE(selftest::parse_schedule(R"({"everydrive": {}})")) << "a misspelt key is not ignored";
    EXPECT_FALSE(selftest::parse_schedule(R"({"every_drive": {"short": "0d"}})"));
    EXPECT_EQ(selftest::parse_schedule("  ").error().code, ErrorCode::InputEmpty);
}

TEST(SelfTestSchedule, StartsByHandAndByTheScheduleAreRememberedAndCounted) {
    // The history remembers when each test was started; the next decision reads it there.
    history::MemoryHistoryStore store;
    const auto config = config_of(kWeeklyShortMonthlyLong);
    auto state = sata_state();
    state.drive.model = "RIG-SATA-SSD";
    selftest::DriveAnswer started;
    started.drive = state.drive;
    started.action = selftest::Action::Start;
    started.type = TestType::Long;
    started.disposition = selftest::Disposition::Started;
    ASSERT_TRUE(selftest::record_manual_starts(store, {started}, kScheduleNow - 2 * kDay));
    selftest::SelfTests tests;
    tests.capabilities = state.capabilities;
    const auto next = selftest::next_scheduled(config, kScheduleNow, store, state.drive, tests, nullptr);
    ASSERT_TRUE(next) << next.error().message;
    EXPECT_EQ(next->decision, Decision::NotDue);
    EXPECT_EQ(next->type, TestType::Short);
    EXPECT_EQ(next->due_at, kScheduleNow + 5 * kDay) << "the long test by hand two days ago counts as the weekly short one";
}

TEST(SelfTestSchedule, RefusedStartsAreNotRemembered) {
    history::MemoryHistoryStore store;
    selftest::DriveAnswer refused;
    refused.drive = sata_state().drive;
    refused.action = selftest::Action::Start;
    refused.disposition = selftest::Disposition::AlreadyRunning;
    ASSERT_TRUE(selftest::record_manual_starts(store, {refused}, kScheduleNow));
    auto starts = store.last_selftest_starts(history::DriveKey{"", "RIGSATA0001", "", ""});
    ASSERT_TRUE(starts);
    EXPECT_TRUE(starts->empty());
}

TEST(SelfTestSchedule, TheShippedExampleIsAValidSchedule) {
    const auto path = std::filesystem::path(SSD_PROJECT_FIXTURES_DIR) / ".." / ".." / "resources" / "selftest" /
                      "selftest-schedule.example.json";
    auto text = read_text_file(path);
    ASSERT_TRUE(text) << path;
    const auto config = config_of(text->c_str());
    EXPECT_EQ(config.every_drive.at(TestType::Long), 30 * kDay);
    EXPECT_EQ(config.drives.at("S3Z1NB0K123456A").at(TestType::Long), std::nullopt) << "off";
    DriveInfo drive;
    drive.device = "/dev/sdb";
    EXPECT_EQ(selftest::intervals_for(config, drive).at(TestType::Short), kDay);
}

} // namespace
} // namespace ssd
