// The Self-test panel on the fake back end, which answers `selftest` with the
// core's own handler over the rig's recorded smartctl/nvme-cli output
// (fake_selftests.h): the drive's offered types with its estimates, a start
// without `wait`, polling while a test runs, the finished log in words,
// abort, the long test's question, an unsupported drive, a refusal; and the
// answer's reader against the core's writer. A running test is something no
// capture shows (QEMU finishes its tests at once): those answers are
// synthetic, the rig's read with its status set to running, written by the
// core's answers_to_json.
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>

#include <fstream>
#include <functional>

#include "app/gui/format.h"
#include "app/gui/selftest_answer.h"
#include "app/gui/selftest_log_table.h"
#include "app/gui/selftest_page.h"
#include "core/selftest/ata_selftest_parser.h"
#include "core/selftest_control/selftest_answer_json.h"
#include "fixture_paths.h"
#include "gui_test_support.h"

namespace ssd::test {
namespace {

using gui::Json;
using gui::SelfTestPage;
using selftest::TestType;

// The rig's `smartctl -j -c -l selftest /dev/sda` after a short test, read by the core.
selftest::SelfTests rigRead() {
    std::ifstream in(project_fixture("selftest-rig/sata-c-l-selftest-after-short.json"));
    auto tests = selftest::ata_selftests_from_smartctl(nlohmann::json::parse(in));
    tests.log_read = true;
    return tests;
}

// Synthetic: the rig's read with a short test running, `remaining` percent left.
gui::Reply runningAnswer(int remaining) {
    selftest::DriveAnswer answer;
    answer.drive.device = "/dev/sda";
    answer.action = selftest::Action::Log;
    answer.disposition = selftest::Disposition::Read;
    answer.message = "a short self-test is running on /dev/sda";
    answer.state = rigRead();
    answer.state->status = selftest::Status{true, TestType::Short, remaining, "In progress"};
    return gui::Reply::success(Json(selftest::answers_to_json({answer})));
}

Json sentParams(const FakeBackend& backend) { return backend.actions().back().params(); }

class GuiSelfTest : public LoadedWindowTest {
protected:
    SelfTestPage* page() { return loaded().window->selfTest(); }

    // Selects the drive and shows the tab; returns when its log has been read.
    bool open(const QString& device) {
        if (!loaded().select(device)) return false;
        QSignalSpy answered(page(), &SelfTestPage::answered);
        loaded().window->tabs()->setCurrentWidget(page());
        return answered.wait(5000);
    }
    bool answerOf(const std::function<void()>& action) {
        QSignalSpy answered(page(), &SelfTestPage::answered);
        action();
        return answered.wait(5000);
    }
    template <typename W>
    W* child(const char* name) {
        return page()->findChild<W*>(QString::fromLatin1(name));
    }
    // Shows /dev/sda with a short test running, `remaining` percent left (synthetic answer).
    void openRunning(int remaining) {
        ASSERT_TRUE(open(QStringLiteral("/dev/sda")));
        loaded().backend->queueSelfTestReply(runningAnswer(remaining));
        ASSERT_TRUE(answerOf([this] { page()->poll(); }));
        ASSERT_TRUE(page()->pollTimer()->isActive());
    }
    void choose(TestType type) {
        auto* combo = child<QComboBox>("selfTestType");
        combo->setCurrentIndex(combo->findData(static_cast<int>(type)));
    }
};

TEST_F(GuiSelfTest, ReadsTheRigDrivesLogInWords) {
    ASSERT_TRUE(open(QStringLiteral("/dev/sda")));
    const gui::Request& read = loaded().backend->requests().back();
    EXPECT_EQ(read.method(), QStringLiteral("selftest"));
    EXPECT_EQ(read.params(), (Json{{"action", "log"}, {"devices", {"/dev/sda"}}, {"type", "short"}}));
    EXPECT_TRUE(loaded().backend->actions().empty()); // a read is not an action

    // QEMU's drive: short (2 min) and extended (54 min) and offline; no conveyance.
    auto* combo = child<QComboBox>("selfTestType");
    ASSERT_GE(combo->count(), 2);
    EXPECT_EQ(combo->itemText(0), QStringLiteral("Short — about 2 minutes"));
    EXPECT_EQ(combo->itemText(1), QStringLiteral("Extended (long) — about 54 minutes"));
    EXPECT_EQ(combo->findData(static_cast<int>(TestType::Conveyance)), -1);
    EXPECT_TRUE(child<QPushButton>("selfTestStart")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("selfTestAbort")->isEnabled());
    EXPECT_TRUE(child<QProgressBar>("selfTestProgress")->isHidden());

    auto* table = child<gui::SelfTestLogTable>("selfTestLog");
    ASSERT_EQ(table->rowCount(), 1);
    EXPECT_EQ(table->item(0, gui::SelfTestLogTable::Type)->text(), QStringLiteral("Short"));
    EXPECT_EQ(table->item(0, gui::SelfTestLogTable::Result)->text(), QStringLiteral("Passed"));
    EXPECT_EQ(table->item(0, gui::SelfTestLogTable::Words)->text(), QStringLiteral("Completed without error"));
    EXPECT_EQ(table->item(0, gui::SelfTestLogTable::PowerOnHours)->text(), QStringLiteral("4,660"));
    EXPECT_EQ(table->item(0, gui::SelfTestLogTable::FailingLba)->text(), QStringLiteral("—"));
    const QString last = child<QLabel>("selfTestLastResult")->text();
    EXPECT_TRUE(last.contains(QStringLiteral("Completed without error"))) << last.toStdString();
}

TEST_F(GuiSelfTest, StartSendsNoWaitThenPollsUntilTheTestEnds) {
    ASSERT_TRUE(open(QStringLiteral("/dev/sda")));
    choose(TestType::Short);
    // The core's start on the rig's recording of `smartctl -j -t short /dev/sda`.
    ASSERT_TRUE(answerOf([this] { QTest::mouseClick(child<QPushButton>("selfTestStart"), Qt::LeftButton); }));
    ASSERT_EQ(loaded().backend->actions().size(), 1U);
    EXPECT_EQ(sentParams(*loaded().backend), (Json{{"action", "start"}, {"devices", {"/dev/sda"}}, {"type", "short"}}));
    EXPECT_FALSE(sentParams(*loaded().backend).contains("wait"));
    EXPECT_TRUE(child<QLabel>("selfTestMessage")->text().contains(QStringLiteral("runs in /dev/sda now")))
        << child<QLabel>("selfTestMessage")->text().toStdString();
    // Running: polled every 5 s (a 2-minute test), Abort offered, Start not.
    const QTimer* timer = page()->pollTimer();
    EXPECT_TRUE(timer->isActive());
    EXPECT_EQ(timer->interval(), 5000);
    EXPECT_TRUE(child<QPushButton>("selfTestAbort")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("selfTestStart")->isEnabled());
    EXPECT_FALSE(child<QProgressBar>("selfTestProgress")->isHidden());

    // A poll (what the timer calls) reads the log: 60 % left.
    loaded().backend->queueSelfTestReply(runningAnswer(60));
    ASSERT_TRUE(answerOf([this] { page()->poll(); }));
    EXPECT_EQ(loaded().backend->requests().back().params(), (Json{{"action", "log"}, {"devices", {"/dev/sda"}}, {"type", "short"}}));
    auto* bar = child<QProgressBar>("selfTestProgress");
    EXPECT_EQ(bar->maximum(), 100);
    EXPECT_EQ(bar->value(), 40);
    const QString progress = child<QLabel>("selfTestProgressText")->text();
    EXPECT_TRUE(progress.contains(QStringLiteral("40 % done, about 2 minutes left"))) << progress.toStdString();
    EXPECT_TRUE(timer->isActive());

    // The next poll: the drive's log says it finished (the rig's read); polling stops.
    ASSERT_TRUE(answerOf([this] { page()->poll(); }));
    EXPECT_FALSE(timer->isActive());
    EXPECT_TRUE(bar->isHidden());
    EXPECT_EQ(child<gui::SelfTestLogTable>("selfTestLog")->item(0, gui::SelfTestLogTable::Words)->text(),
              QStringLiteral("Completed without error"));
    EXPECT_EQ(loaded().backend->actions().size(), 1U); // polls are reads
}

TEST_F(GuiSelfTest, LongTestAsksFirstWithTheDrivesEstimate) {
    ASSERT_TRUE(open(QStringLiteral("/dev/sda")));
    choose(TestType::Long);
    QString asked;
    page()->setConfirmer([&asked](QWidget*, const QString&, const QString& text) {
        asked = text;
        return false;
    });
    QTest::mouseClick(child<QPushButton>("selfTestStart"), Qt::LeftButton);
    EXPECT_TRUE(asked.contains(QStringLiteral("about 54 minutes"))) << asked.toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("usable meanwhile, but slower")));
    EXPECT_TRUE(asked.contains(QStringLiteral("ssdtool selftest /dev/sda --type long")));
    EXPECT_TRUE(loaded().backend->actions().empty());

    page()->setConfirmer([](QWidget*, const QString&, const QString&) { return true; });
    ASSERT_TRUE(answerOf([this] { QTest::mouseClick(child<QPushButton>("selfTestStart"), Qt::LeftButton); }));
    ASSERT_EQ(loaded().backend->actions().size(), 1U);
    EXPECT_EQ(sentParams(*loaded().backend), (Json{{"action", "start"}, {"devices", {"/dev/sda"}}, {"type", "long"}}));
    // 54 minutes: polled every 30 s; the core's warning about the long test is shown.
    EXPECT_EQ(page()->pollTimer()->interval(), 30000);
    EXPECT_TRUE(child<QLabel>("selfTestWarnings")->text().contains(QStringLiteral("stays usable but slower")));
}

TEST_F(GuiSelfTest, AbortSendsAbortAndStopsPolling) {
    ASSERT_NO_FATAL_FAILURE(openRunning(90));
    ASSERT_TRUE(child<QPushButton>("selfTestAbort")->isEnabled());
    // The core reads the rig's drive again first: nothing runs there any more, so nothing is sent to it.
    ASSERT_TRUE(answerOf([this] { QTest::mouseClick(child<QPushButton>("selfTestAbort"), Qt::LeftButton); }));
    ASSERT_EQ(loaded().backend->actions().size(), 1U);
    EXPECT_EQ(sentParams(*loaded().backend), (Json{{"action", "abort"}, {"devices", {"/dev/sda"}}, {"type", "short"}}));
    EXPECT_FALSE(page()->pollTimer()->isActive());
    EXPECT_FALSE(child<QPushButton>("selfTestAbort")->isEnabled());
    EXPECT_TRUE(child<QLabel>("selfTestMessage")->text().contains(QStringLiteral("no self-test is running")));
}

TEST_F(GuiSelfTest, AnotherDriveStopsThePolling) {
    ASSERT_NO_FATAL_FAILURE(openRunning(50));
    ASSERT_TRUE(answerOf([this] { loaded().select(QStringLiteral("/dev/sdb")); }));
    EXPECT_FALSE(page()->pollTimer()->isActive());
    EXPECT_EQ(loaded().backend->requests().back().params(), (Json{{"action", "log"}, {"devices", {"/dev/sdb"}}, {"type", "short"}}));
}

TEST_F(GuiSelfTest, UnsupportedDriveSaysWhyAndOffersNothing) {
    // The rig's NVMe controller: OACS without Device Self-test (its recorded id-ctrl).
    ASSERT_TRUE(open(QStringLiteral("/dev/nvme0n1")));
    auto* reason = child<QLabel>("selfTestUnsupported");
    EXPECT_FALSE(reason->isHidden());
    EXPECT_TRUE(reason->text().contains(QStringLiteral("does not support Device Self-test"))) << reason->text().toStdString();
    EXPECT_EQ(child<QComboBox>("selfTestType")->count(), 0);
    EXPECT_FALSE(child<QComboBox>("selfTestType")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("selfTestStart")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("selfTestAbort")->isEnabled());
}

TEST_F(GuiSelfTest, RefusalIsShownAsAnError) {
    ASSERT_TRUE(open(QStringLiteral("/dev/sda")));
    // As the service answers a caller polkit refuses (docs/CONTRACT.md: not-authorized, exit 3).
    loaded().backend->queueSelfTestReply(gui::Reply::failure(
        QStringLiteral("not-authorized"),
        QStringLiteral("not authorized: selftest (polkit action org.ssdtoolbox.configure)"), 3));
    ASSERT_TRUE(answerOf([this] { QTest::mouseClick(child<QPushButton>("selfTestStart"), Qt::LeftButton); }));
    auto* message = child<QLabel>("selfTestMessage");
    EXPECT_TRUE(message->text().startsWith(QStringLiteral("The self-test was not started: not authorized")))
        << message->text().toStdString();
    EXPECT_TRUE(message->styleSheet().contains(gui::verdictColor(QStringLiteral("failing")).name()));
    EXPECT_FALSE(page()->pollTimer()->isActive());
    EXPECT_TRUE(child<QPushButton>("selfTestStart")->isEnabled());
}

// A real failing log: the Hitachi HDS721050DLE630 capture (tests/fixtures/selftest/README.md).
TEST(GuiSelfTestFailing, FailedTestIsACriticalFindingAndARedRow) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    loaded.backend->addDrive({"/dev/sde", project_fixture("selftest/scrutiny-smart-fail2_hitachi-HDS721050DLE630.json"), false});
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sde")));
    auto* page = loaded.window->selfTest();
    QSignalSpy answered(page, &SelfTestPage::answered);
    loaded.window->tabs()->setCurrentWidget(page);
    ASSERT_TRUE(answered.wait(5000));
    auto* table = page->findChild<gui::SelfTestLogTable*>(QStringLiteral("selfTestLog"));
    int failed = -1;
    for (int row = 0; row < table->rowCount() && failed < 0; ++row) {
        if (table->item(row, gui::SelfTestLogTable::Words)->text().startsWith(QStringLiteral("Completed: read failure"))) {
            failed = row;
        }
    }
    ASSERT_GE(failed, 0) << page->findChild<QLabel*>(QStringLiteral("selfTestMessage"))->text().toStdString();
    // The capture: an extended test stopped by a read failure with 90 % left, at LBA 104,870,168.
    EXPECT_EQ(table->item(failed, gui::SelfTestLogTable::Words)->text(),
              QStringLiteral("Completed: read failure (90 % of the test was left)"));
    EXPECT_EQ(table->item(failed, gui::SelfTestLogTable::FailingLba)->text(), QStringLiteral("104,870,168"));
    EXPECT_EQ(table->item(failed, gui::SelfTestLogTable::Result)->text(), QStringLiteral("Failed"));
    EXPECT_EQ(table->item(failed, gui::SelfTestLogTable::Result)->foreground().color(),
              gui::verdictColor(QStringLiteral("failing")));
    EXPECT_NE(page->findChild<QWidget*>(QStringLiteral("finding-selftest-failed")), nullptr);
}

// The panel's reader against the core's writer: what answers_to_json wrote is what it reads.
TEST(GuiSelfTestAnswer, ReadsWhatTheCoreWrote) {
    selftest::DriveAnswer written;
    written.drive.device = "/dev/sda";
    written.action = selftest::Action::Start;
    written.type = TestType::Long;
    written.disposition = selftest::Disposition::AlreadyRunning;
    written.message = "a short self-test is already running";
    written.estimated_minutes = 54;
    written.warnings = {"slower"};
    written.state = rigRead();
    written.state->status = selftest::Status{true, TestType::Short, 30, "In progress, 30 % remaining"};
    written.error = Error{ErrorCode::Refused, "already running"};
    const Json document(selftest::answers_to_json({written}));

    const auto read = gui::selfTestAnswerFor(document, "/dev/sda");
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->action, selftest::Action::Start);
    EXPECT_EQ(read->outcome, selftest::Disposition::AlreadyRunning);
    EXPECT_EQ(read->message, written.message);
    EXPECT_EQ(read->estimatedMinutes, 54);
    EXPECT_EQ(read->warnings, written.warnings);
    EXPECT_EQ(read->error, std::optional<std::string>("already running"));
    ASSERT_TRUE(read->state.has_value());
    EXPECT_EQ(read->state->capabilities.types, written.state->capabilities.types);
    EXPECT_EQ(read->state->capabilities.short_minutes, 2);
    EXPECT_EQ(read->state->capabilities.long_minutes, 54);
    EXPECT_TRUE(read->state->status.running);
    EXPECT_EQ(read->state->status.type, TestType::Short);
    EXPECT_EQ(read->state->status.remaining_percent, 30);
    EXPECT_EQ(read->state->log, written.state->log);
    EXPECT_FALSE(gui::selfTestAnswerFor(document, "/dev/sdb").has_value());
    EXPECT_FALSE(read->schedule.has_value()) << "no schedule was written";
}

TEST_F(GuiSelfTest, ShowsWhatTheScheduleDoesNext) {
    ASSERT_TRUE(open(QStringLiteral("/dev/sda")));
    EXPECT_TRUE(child<QLabel>("selfTestSchedule")->isHidden()) << "the fake machine has no schedule";
    // Synthetic: the rig's read, with the decision a weekly short schedule makes.
    selftest::DriveAnswer answer;
    answer.drive.device = "/dev/sda";
    answer.action = selftest::Action::Log;
    answer.disposition = selftest::Disposition::Read;
    answer.state = rigRead();
    answer.schedule = selftest::ScheduleDecision{"/dev/sda", TestType::Short, selftest::Decision::NotDue,
                                                 "the short test is next due 2026-12-01 09:00 UTC", std::nullopt};
    loaded().backend->queueSelfTestReply(gui::Reply::success(Json(selftest::answers_to_json({answer}))));
    ASSERT_TRUE(answerOf([this] { page()->poll(); }));
    auto* label = child<QLabel>("selfTestSchedule");
    EXPECT_FALSE(label->isHidden());
    EXPECT_EQ(label->text(), QStringLiteral("Schedule: the short test is next due 2026-12-01 09:00 UTC"));
}

} // namespace
} // namespace ssd::test
