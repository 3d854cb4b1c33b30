// The tray: the worst state and the hottest drive it computes from a history
// of three real captures' drives with alerts in every state (alert_fixture.h,
// the alerts SYNTHETIC), the news it reads after the last event shown (and
// remembers across restarts), the notifications a poll sends (to a recording
// Notifier) and the window a click opens on the drive.
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>

#include "app/gui/alert_words.h"
#include "app/gui/alerts_page.h"
#include "app/gui/fleet_state.h"
#include "app/gui/format.h"
#include "app/gui/tray_app.h"
#include "app/gui/tray_news.h"
#include "alert_fixture.h"
#include "gui_test_support.h"
#include "history_fixture.h"

namespace ssd::test {
namespace {

using alerts::Rule;
using alerts::Severity;
using alerts::Transition;
using gui::FleetLevel;

class RecordingNotifier : public gui::Notifier {
public:
    void notify(const gui::Notification& notification) override {
        sent.push_back(notification);
        emit delivered(notification.summary, true, {});
    }
    std::vector<gui::Notification> sent;
};

// What the verdicts alone say: the worst newest verdict of the three drives.
FleetLevel verdictsOnly(history::MemoryHistoryStore& history) {
    FleetLevel worst = FleetLevel::Unknown;
    const auto drives = history.drives();
    EXPECT_TRUE(drives.has_value());
    if (!drives) return worst;
    for (const auto& drive : *drives) {
        auto series = history.series(drive.id, {drive.last_time, std::nullopt});
        EXPECT_TRUE(series.has_value() && !series->samples.empty());
        if (series && !series->samples.empty()) worst = std::max(worst, gui::levelOf(series->samples.back().verdict));
    }
    return worst;
}

std::int64_t openAlert(alerts::MemoryAlertStore& store, std::int64_t drive, const std::string& device,
                       std::int64_t time, Rule rule, Severity severity, const std::string& summary) {
    auto events = store.apply(drive, device, time, {{std::nullopt, Transition::Opened, {rule, severity, 1, 1, summary, {}}}});
    EXPECT_TRUE(events.has_value());
    return events ? events->front().alert_id : 0;
}

TEST(GuiTray, WorstStateCountsActiveAlertsAndVerdictsAndHottestIsTheNewestReading) {
    AlertWorld world = syntheticAlertWorld(kHistoryNow);
    const FleetLevel verdicts = verdictsOnly(world.history);
    auto state = gui::fleetState(world.history, world.alerts.get(), kHistoryNow);
    ASSERT_TRUE(state.has_value()) << state.error().message;
    EXPECT_EQ(state->drives, 3u);
    EXPECT_EQ(state->active_alerts, 2u);        // the CRC errors and the write burst
    EXPECT_EQ(state->acknowledged_alerts, 1u);  // the reallocated sectors
    EXPECT_EQ(state->worst, std::max(verdicts, FleetLevel::Warning));
    ASSERT_TRUE(state->hottest.has_value());
    EXPECT_EQ(state->hottest->celsius, kHottestCelsius);
    EXPECT_EQ(state->hottest->device, "/dev/nvme1n1");

    // Acknowledging the only warning leaves the info burst (and the verdicts).
    ASSERT_TRUE(world.alerts->acknowledge(world.crc, kHistoryNow, "").has_value());
    state = gui::fleetState(world.history, world.alerts.get(), kHistoryNow);
    EXPECT_EQ(state->worst, std::max(verdicts, FleetLevel::Notice));
    EXPECT_EQ(state->active_alerts, 1u);

    // A critical alert is the worst, and names its drive.
    openAlert(*world.alerts, world.samsung840, "/dev/sdd", kHistoryNow - 60, Rule::PendingSectors, Severity::Critical,
              "3 pending sectors");
    state = gui::fleetState(world.history, world.alerts.get(), kHistoryNow);
    EXPECT_EQ(state->worst, FleetLevel::Critical);
    EXPECT_EQ(state->worst_device, "/dev/sdd");

    // Without the alert tables (an old database) the verdicts alone.
    state = gui::fleetState(world.history, nullptr, kHistoryNow);
    EXPECT_EQ(state->worst, verdicts);
    EXPECT_EQ(state->active_alerts, 0u);

    // Drives not sampled for over a week count neither way.
    state = gui::fleetState(world.history, world.alerts.get(), kHistoryNow + 8 * 86400);
    EXPECT_EQ(state->drives, 0u);
    EXPECT_EQ(state->worst, FleetLevel::Unknown);
    EXPECT_FALSE(state->hottest.has_value());
}

TEST(GuiTray, NewsStartAtTheNewestEventAndAreOnlyOpenedWorseAndRefired) {
    AlertWorld world = syntheticAlertWorld(kHistoryNow);
    auto first = gui::readNews(*world.alerts, std::nullopt);
    ASSERT_TRUE(first.has_value());
    EXPECT_TRUE(first->notifications.empty());  // nothing old on the first start
    const auto all = world.alerts->events({});
    EXPECT_EQ(first->newest_event, all->back().id);

    // Seen again (Updated) and an acknowledgement are not news; Refired is.
    const alerts::Condition same{Rule::CrcErrors, Severity::Warning, 30, 1, "30 interface CRC errors", {}};
    ASSERT_TRUE(world.alerts->apply(world.samsung840, "/dev/sdd", kHistoryNow + 60, {{world.crc, Transition::Updated, same}}));
    ASSERT_TRUE(world.alerts->acknowledge(world.burst, kHistoryNow + 70, "a backup"));
    const alerts::Condition nine{Rule::ReallocatedSectors, Severity::Warning, 9, 1, "9 reallocated sectors (8 before)", {}};
    ASSERT_TRUE(world.alerts->apply(world.kingston, "/dev/sdc", kHistoryNow + 80, {{world.reallocated, Transition::Refired, nine}}));
    auto news = gui::readNews(*world.alerts, first->newest_event);
    ASSERT_TRUE(news.has_value());
    ASSERT_EQ(news->notifications.size(), 1u);
    const gui::Notification& said = news->notifications.front();
    EXPECT_TRUE(said.summary.contains(gui::ruleLabel(Rule::ReallocatedSectors))) << said.summary.toStdString();
    EXPECT_TRUE(said.summary.contains(QStringLiteral("50026B77560145CF"))) << said.summary.toStdString();
    EXPECT_TRUE(said.body.contains(QStringLiteral("9 reallocated sectors"))) << said.body.toStdString();
    EXPECT_TRUE(said.body.contains(QStringLiteral("worse than acknowledged"))) << said.body.toStdString();
    EXPECT_EQ(said.device, QStringLiteral("/dev/sdc"));
    EXPECT_EQ(news->newest_event, world.alerts->events({})->back().id);
    EXPECT_TRUE(gui::readNews(*world.alerts, news->newest_event)->notifications.empty());
}

TEST(GuiTray, AFloodOfNewsIsToldAsTheNewestAndOneSummary) {
    AlertWorld world = syntheticAlertWorld(kHistoryNow);
    const std::int64_t before = world.alerts->events({})->back().id;
    const Rule rules[] = {Rule::PendingSectors, Rule::OfflineUncorrectable, Rule::MediaErrors, Rule::SpareLow,
                          Rule::WearLevel, Rule::SelftestFailed};
    for (const Rule rule : rules) openAlert(*world.alerts, world.evo970, "/dev/nvme1n1", kHistoryNow, rule, Severity::Critical, "x");
    auto news = gui::readNews(*world.alerts, before);
    ASSERT_TRUE(news.has_value());
    ASSERT_EQ(news->notifications.size(), gui::kMostNews);
    EXPECT_EQ(news->left_out, std::size(rules) - (gui::kMostNews - 1));
    EXPECT_TRUE(news->notifications.front().summary.contains(QStringLiteral("3 more"))) << news->notifications.front().summary.toStdString();
    EXPECT_TRUE(news->notifications.back().summary.contains(gui::ruleLabel(Rule::SelftestFailed)));
}

class GuiTrayApp : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(dir_.isValid());
        database_ = dir_.filePath(QStringLiteral("history.sqlite")).toStdString();
        QFile touched(QString::fromStdString(database_.string()));  // the tray only checks that it exists
        ASSERT_TRUE(touched.open(QIODevice::WriteOnly));
        settings_ = std::make_unique<QSettings>(dir_.filePath(QStringLiteral("tray.ini")), QSettings::IniFormat);
    }

    std::unique_ptr<gui::TrayApp> tray() {
        auto app = std::make_unique<gui::TrayApp>(
            gui::TrayApp::Sources{database_, memoryOpener(world_.history), sharedAlertOpener(world_.alerts),
                                  [] { return kHistoryNow; }},
            *settings_);
        app->setNotifier(&notifier_);
        return app;
    }

    QTemporaryDir dir_;
    std::filesystem::path database_;
    std::unique_ptr<QSettings> settings_;
    AlertWorld world_ = syntheticAlertWorld(kHistoryNow);
    RecordingNotifier notifier_;
};

TEST_F(GuiTrayApp, ShowsTheStateAndNotifiesEachNewAlertOnceAcrossRestarts) {
    auto app = tray();
    app->poll();
    ASSERT_TRUE(app->state().has_value()) << app->problem().toStdString();
    EXPECT_TRUE(notifier_.sent.empty());  // first start: nothing old
    const QString tip = app->toolTip();
    EXPECT_TRUE(tip.contains(QStringLiteral("%1 °C").arg(kHottestCelsius))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("2 active, 1 acknowledged"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(gui::fromView(gui::kFleetLevels.label(app->state()->worst)))) << tip.toStdString();

    openAlert(*world_.alerts, world_.samsung840, "/dev/sdd", kHistoryNow + 60, Rule::PendingSectors, Severity::Critical,
              "3 pending sectors (0 before)");
    app->poll();
    ASSERT_EQ(notifier_.sent.size(), 1u);
    EXPECT_TRUE(notifier_.sent[0].summary.contains(gui::ruleLabel(Rule::PendingSectors)));
    EXPECT_EQ(notifier_.sent[0].severity, Severity::Critical);
    EXPECT_EQ(app->state()->worst, FleetLevel::Critical);
    app->poll();
    EXPECT_EQ(notifier_.sent.size(), 1u);  // shown once

    // A restart (a new tray, the same settings) repeats nothing.
    app.reset();
    app = tray();
    app->poll();
    EXPECT_EQ(notifier_.sent.size(), 1u);
}

TEST_F(GuiTrayApp, AMissingDatabaseSaysSoAndShowsNothing) {
    std::filesystem::remove(database_);
    auto app = tray();
    app->poll();
    EXPECT_FALSE(app->state().has_value());
    EXPECT_TRUE(app->problem().contains(QStringLiteral("does not exist"))) << app->problem().toStdString();
    EXPECT_TRUE(app->toolTip().contains(QStringLiteral("does not exist")));
    EXPECT_TRUE(notifier_.sent.empty());
}

TEST_F(GuiTrayApp, ClickingANotificationOpensTheWindowOnTheDrivesAlerts) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    int made = 0;
    auto app = tray();
    app->setWindowFactory([&] {
        ++made;
        EXPECT_TRUE(loaded.load());
        loaded.window->alerts()->setOpener(sharedAlertOpener(world_.alerts));
        loaded.window->alerts()->setClock([] { return kHistoryNow; });
        loaded.window->alerts()->openDatabase(database_);
        return loaded.window.get();
    });
    emit notifier_.activated(QStringLiteral("/dev/sdd"));
    EXPECT_EQ(made, 1);
    EXPECT_EQ(loaded.window->tabs()->currentWidget(), loaded.window->alerts());
    EXPECT_EQ(loaded.window->driveList()->currentDevice(), QStringLiteral("/dev/sdd"));
    EXPECT_EQ(loaded.window->alerts()->selectedAlert(), world_.crc);
    emit notifier_.activated(QStringLiteral("/dev/sdc"));
    EXPECT_EQ(made, 1);  // the same window
    EXPECT_EQ(loaded.window->driveList()->currentDevice(), QStringLiteral("/dev/sdc"));
}

} // namespace
} // namespace ssd::test
