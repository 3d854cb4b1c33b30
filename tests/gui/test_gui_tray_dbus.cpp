// The tray's desktop notification end to end: a news event in the alert store
// (alert_fixture.h, SYNTHETIC alerts on real captures' drives) goes through
// the real DBusNotifier to a real notification server (dunst on Xvfb, on a
// private D-Bus session bus started by the test: private_desktop.h); dunst's
// own history (`dunstctl history`, JSON) then holds the summary and body, and
// dunst's default action comes back as the tray's "open this drive".
#include <QDBusConnection>
#include <QDBusError>
#include <QDeadlineTimer>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "app/gui/alert_words.h"
#include "app/gui/dbus_notifier.h"
#include "app/gui/tray_app.h"
#include "alert_fixture.h"
#include "history_fixture.h"
#include "private_desktop.h"

namespace ssd::test {
namespace {

const QString kBusName = QStringLiteral("ssd-tray-test-bus");

// The summaries and bodies in `dunstctl history` (busctl's JSON: {"data": [[{"summary": {"data": …}}]]}).
std::vector<std::pair<std::string, std::string>> historyOf(const QByteArray& json) {
    std::vector<std::pair<std::string, std::string>> found;
    const auto doc = nlohmann::json::parse(json.toStdString(), nullptr, false);
    if (!doc.is_object() || !doc.contains("data") || !doc["data"].is_array() || doc["data"].empty()) return found;
    for (const auto& entry : doc["data"][0]) {
        found.emplace_back(entry.value("summary", nlohmann::json::object()).value("data", ""),
                           entry.value("body", nlohmann::json::object()).value("data", ""));
    }
    return found;
}

TEST(GuiTrayDBus, ANewAlertReachesTheNotificationServerAndItsClickOpensTheDrive) {
    PrivateDesktop desktop;
    QString why;
    bool missing = false;
    if (!desktop.start(&why, &missing)) {
        if (missing) GTEST_SKIP() << why.toStdString();
        FAIL() << why.toStdString();
    }
    {
        QDBusConnection bus = QDBusConnection::connectToBus(desktop.busAddress(), kBusName);
        ASSERT_TRUE(bus.isConnected()) << bus.lastError().message().toStdString();
        gui::DBusNotifier notifier(bus);
        ASSERT_TRUE(notifier.serverPresent());

        QTemporaryDir dir;
        ASSERT_TRUE(dir.isValid());
        const std::filesystem::path database = dir.filePath(QStringLiteral("history.sqlite")).toStdString();
        QFile touched(dir.filePath(QStringLiteral("history.sqlite")));
        ASSERT_TRUE(touched.open(QIODevice::WriteOnly));
        QSettings settings(dir.filePath(QStringLiteral("tray.ini")), QSettings::IniFormat);
        AlertWorld world = syntheticAlertWorld(kHistoryNow);
        gui::TrayApp tray({database, memoryOpener(world.history), sharedAlertOpener(world.alerts), [] { return kHistoryNow; }},
                          settings);
        tray.setNotifier(&notifier);
        QSignalSpy delivered(&notifier, &gui::Notifier::delivered);
        tray.poll();  // the first start: nothing old is shown
        EXPECT_EQ(delivered.count(), 0);

        const alerts::Condition pending{alerts::Rule::PendingSectors, alerts::Severity::Critical, 3, 1,
                                        "3 pending sectors (0 before)", {{"pending", 3}}};
        ASSERT_TRUE(world.alerts->apply(world.samsung840, "/dev/sdd", kHistoryNow + 60,
                                        {{std::nullopt, alerts::Transition::Opened, pending}}));
        tray.poll();
        ASSERT_TRUE(delivered.count() > 0 || delivered.wait(10000));
        ASSERT_EQ(delivered.count(), 1);
        const QString summary = delivered.at(0).at(0).toString();
        EXPECT_TRUE(delivered.at(0).at(1).toBool()) << delivered.at(0).at(2).toString().toStdString();
        EXPECT_TRUE(summary.contains(gui::ruleLabel(alerts::Rule::PendingSectors))) << summary.toStdString();

        // dunst's default action (a click) comes back as ActionInvoked: the tray opens /dev/sdd.
        QSignalSpy activated(&notifier, &gui::Notifier::activated);
        QString error;
        desktop.dunstctl({QStringLiteral("action"), QStringLiteral("0")}, &error);
        ASSERT_TRUE(activated.wait(10000)) << "no ActionInvoked from dunst " << error.toStdString();
        EXPECT_EQ(activated.at(0).at(0).toString(), QStringLiteral("/dev/sdd"));

        // Closed notifications go to dunst's history, which says what arrived.
        desktop.dunstctl({QStringLiteral("close-all")});
        std::vector<std::pair<std::string, std::string>> arrived;
        const QDeadlineTimer deadline(10000);
        while (arrived.empty() && !deadline.hasExpired()) {
            arrived = historyOf(desktop.dunstctl({QStringLiteral("history")}, &error));
            if (arrived.empty()) QTest::qWait(50);
        }
        ASSERT_EQ(arrived.size(), 1u) << error.toStdString();
        EXPECT_EQ(arrived[0].first, summary.toStdString());
        EXPECT_NE(arrived[0].second.find("3 pending sectors (0 before)"), std::string::npos) << arrived[0].second;
        EXPECT_NE(arrived[0].second.find("/dev/sdd"), std::string::npos) << arrived[0].second;
    }
    QDBusConnection::disconnectFromBus(kBusName);
}

} // namespace
} // namespace ssd::test
