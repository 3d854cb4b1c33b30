// The self-test flow on one drive (core/selftest_control/selftest_session):
// the guard rails refuse before anything is sent, a wait reports progress and
// the entry the test logged, Ctrl-C stops the waiting and not the test.
// Drive states are synthetic (constructed here); the parsers are tested on real output.
#include <gtest/gtest.h>

#include "core/selftest_control/selftest_session.h"
#include "selftest_fakes.h"

namespace ssd {
namespace {

using selftest::Action;
using selftest::Disposition;
using selftest::Outcome;
using selftest::TestType;
using test::idle_ata_drive;
using test::logged;
using test::running;

DriveInfo sata_selftest_drive() {
    DriveInfo drive;
    drive.device = "/dev/sda";
    drive.model = "RIG-SATA-SSD";
    drive.serial = "RIGSATA0001";
    drive.protocol = Protocol::Ata;
    return drive;
}

struct SessionTest : ::testing::Test {
    test::ScriptedDriver driver;
    test::ManualActionClock clock;
    StopSource stop;
    std::vector<selftest::Progress> progress;
    selftest::SessionEnvironment environment{clock, StopToken(stop), {}, {}, {}};

    SessionTest() {
        environment.progress = [this](const selftest::Progress& event) { progress.push_back(event); };
    }
    selftest::DriveAnswer run(Action action, TestType type = TestType::Short, bool wait = false) {
        return selftest::run_session(driver, sata_selftest_drive(), selftest::SessionOptions{action, type, wait}, environment);
    }
};

TEST_F(SessionTest, StartWithoutWaitSendsOneStartAndSaysTheEstimate) {
    driver.reads = {idle_ata_drive()};
    const auto answer = run(Action::Start);
    EXPECT_EQ(answer.disposition, Disposition::Started);
    EXPECT_EQ(driver.started, std::vector<TestType>{TestType::Short});
    EXPECT_EQ(answer.estimated_minutes, 2);
    EXPECT_NE(answer.message.find("about 2 minutes"), std::string::npos) << answer.message;
    EXPECT_FALSE(answer.error);
    EXPECT_TRUE(answer.warnings.empty()) << "a short test needs no warning";
}

TEST_F(SessionTest, LongTestWarnsWithTheDrivesEstimate) {
    driver.reads = {idle_ata_drive()};
    const auto answer = run(Action::Start, TestType::Long);
    ASSERT_EQ(answer.warnings.size(), 1u);
    EXPECT_NE(answer.warnings[0].find("about 54 minutes"), std::string::npos) << answer.warnings[0];
    EXPECT_NE(answer.warnings[0].find("slower"), std::string::npos);
}

TEST_F(SessionTest, WaitReportsProgressAndTheNewLogEntry) {
    const auto old_entry = logged(TestType::Short, Outcome::Passed, "Completed without error", 4000);
    const auto new_entry = logged(TestType::Short, Outcome::Failed, "Completed: read failure", 4660);
    driver.reads = {idle_ata_drive({old_entry}), running(idle_ata_drive(), TestType::Short, 90),
                    running(idle_ata_drive(), TestType::Short, 40), idle_ata_drive({new_entry, old_entry})};
    const auto answer = run(Action::Start, TestType::Short, true);
    EXPECT_EQ(answer.disposition, Disposition::Finished);
    ASSERT_TRUE(answer.result);
    EXPECT_EQ(*answer.result, new_entry);
    EXPECT_NE(answer.message.find("read failure"), std::string::npos) << answer.message;
    // started (0 %), 10 %, 60 %, finished
    ASSERT_GE(progress.size(), 3u);
    EXPECT_EQ(progress[1].percent_done, 10.0);
    EXPECT_EQ(progress[2].percent_done, 60.0);
    EXPECT_EQ(progress[1].estimated_total_seconds, 120.0);
    EXPECT_GT(progress[2].elapsed_seconds, progress[1].elapsed_seconds);
    EXPECT_GT(clock.slept.count(), 0) << "the poll waits on the injected clock";
}

TEST_F(SessionTest, DriveThatFinishesAtOnceStillGetsItsResult) {
    // QEMU's SATA drive: the status never says "in progress", the log has the entry at the next read.
    const auto entry = logged(TestType::Short, Outcome::Passed, "Completed without error", 4660);
    driver.reads = {idle_ata_drive(), idle_ata_drive(), idle_ata_drive({entry})};
    const auto answer = run(Action::Start, TestType::Short, true);
    EXPECT_EQ(answer.disposition, Disposition::Finished);
    ASSERT_TRUE(answer.result);
    EXPECT_EQ(answer.result->outcome, Outcome::Passed);
}

TEST_F(SessionTest, IdenticalNewEntryIsFoundByTheLogGrowing) {
    // Two short tests in the same power-on hour log identical entries (QEMU does).
    const auto entry = logged(TestType::Short, Outcome::Passed, "Completed without error", 4660);
    driver.reads = {idle_ata_drive({entry}), idle_ata_drive({entry, entry})};
    const auto answer = run(Action::Start, TestType::Short, true);
    ASSERT_TRUE(answer.result);
}

TEST_F(SessionTest, CtrlCStopsWaitingNotTheTest) {
    driver.reads = {idle_ata_drive(), running(idle_ata_drive(), TestType::Long, 90)};
    clock.on_sleep = [this] { stop.request_stop(); };
    const auto answer = run(Action::Start, TestType::Long, true);
    EXPECT_EQ(answer.disposition, Disposition::StoppedWaiting);
    EXPECT_EQ(driver.aborts, 0) << "nothing is aborted by surprise";
    ASSERT_TRUE(answer.error);
    EXPECT_EQ(answer.error->code, ErrorCode::Cancelled);
    EXPECT_NE(answer.message.find("goes on in the drive"), std::string::npos) << answer.message;
}

TEST_F(SessionTest, RunningTestIsReportedNotRestarted) {
    driver.reads = {running(idle_ata_drive(), TestType::Long, 70)};
    const auto answer = run(Action::Start);
    EXPECT_EQ(answer.disposition, Disposition::AlreadyRunning);
    EXPECT_TRUE(driver.started.empty());
    ASSERT_TRUE(answer.error);
    EXPECT_EQ(answer.error->code, ErrorCode::Refused);
    EXPECT_NE(answer.message.find("long self-test (70 % left)"), std::string::npos) << answer.message;
}

TEST_F(SessionTest, TypeTheDriveDoesNotOfferIsRefusedWithWhatItOffers) {
    driver.reads = {idle_ata_drive()};
    const auto answer = run(Action::Start, TestType::Conveyance);
    EXPECT_EQ(answer.disposition, Disposition::NotOffered);
    EXPECT_TRUE(driver.started.empty());
    EXPECT_NE(answer.message.find("it offers short, long and offline"), std::string::npos) << answer.message;
}

TEST_F(SessionTest, UnsupportedDriveSaysWhy) {
    selftest::SelfTests none;
    none.capabilities.unsupported_reason = "a virtio disk is a virtual drive";
    driver.reads = {none};
    const auto answer = run(Action::Start);
    EXPECT_EQ(answer.disposition, Disposition::Unsupported);
    EXPECT_NE(answer.message.find("virtio"), std::string::npos);
    EXPECT_TRUE(driver.started.empty());
}

TEST_F(SessionTest, BusyDriveIsLeftAlone) {
    driver.reads = {idle_ata_drive()};
    environment.busy = [](const DriveInfo&) { return std::optional<std::string>("a benchmark runs on it"); };
    const auto answer = run(Action::Start);
    EXPECT_EQ(answer.disposition, Disposition::Busy);
    EXPECT_TRUE(driver.started.empty());
    EXPECT_NE(answer.message.find("a benchmark runs on it"), std::string::npos);
}

TEST_F(SessionTest, HazardsBecomeWarningsBeforeTheStart) {
    driver.reads = {idle_ata_drive()};
    environment.hazards = [](const DriveInfo&, TestType type) {
        return type == TestType::Long ? std::vector<std::string>{"known problem"} : std::vector<std::string>{};
    };
    EXPECT_TRUE(run(Action::Start, TestType::Short).warnings.empty());
    const auto answer = run(Action::Start, TestType::Long);
    EXPECT_EQ(answer.warnings.back(), "known problem");
}

TEST_F(SessionTest, DriveRejectingTheStartIsAFailureWithItsCode) {
    driver.reads = {idle_ata_drive()};
    driver.start_error = Error{ErrorCode::DriveRejected, "the drive rejected the short self-test"};
    const auto answer = run(Action::Start);
    EXPECT_EQ(answer.disposition, Disposition::Failed);
    ASSERT_TRUE(answer.error);
    EXPECT_EQ(answer.error->code, ErrorCode::DriveRejected);
}

TEST_F(SessionTest, AbortWithNothingRunningSendsNothing) {
    driver.reads = {idle_ata_drive()};
    const auto answer = run(Action::Abort);
    EXPECT_EQ(answer.disposition, Disposition::NotRunning);
    EXPECT_EQ(driver.aborts, 0);
    EXPECT_FALSE(answer.error);
}

TEST_F(SessionTest, AbortStopsTheRunningTest) {
    const auto aborted = logged(TestType::Long, Outcome::Aborted, "Aborted by host", 4660);
    driver.reads = {running(idle_ata_drive(), TestType::Long, 80), idle_ata_drive({aborted})};
    const auto answer = run(Action::Abort);
    EXPECT_EQ(answer.disposition, Disposition::Aborted);
    EXPECT_EQ(driver.aborts, 1);
    EXPECT_NE(answer.message.find("long self-test (80 % left)"), std::string::npos) << answer.message;
}

TEST_F(SessionTest, AbortThatDoesNotTakeIsAFailure) {
    driver.reads = {running(idle_ata_drive(), TestType::Long, 80)};
    const auto answer = run(Action::Abort);
    EXPECT_EQ(answer.disposition, Disposition::Failed);
    ASSERT_TRUE(answer.error);
    EXPECT_EQ(answer.error->code, ErrorCode::DriveRejected);
}

TEST_F(SessionTest, LogReadsOnceAndSummarisesTheLastTest) {
    driver.reads = {idle_ata_drive({logged(TestType::Long, Outcome::Passed, "Completed without error", 10)})};
    const auto answer = run(Action::Log);
    EXPECT_EQ(answer.disposition, Disposition::Read);
    EXPECT_EQ(answer.commands, std::vector<std::string>{"read log"});
    EXPECT_NE(answer.message.find("last long self-test"), std::string::npos) << answer.message;
}

} // namespace
} // namespace ssd
