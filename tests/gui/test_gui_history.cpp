// The History tab on the fake back end: a history of the SandForce drive
// (/dev/sdc) built from its real capture with a synthetic workload
// (history_fixture.h) shows the write amplification the core computes, its
// charts have one point per day or week the core knows, the interval picker
// changes them, and a missing or foreign database says so plainly.
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTimeZone>

#include <QChartView>

#include "app/gui/format.h"
#include "app/gui/history_charts.h"
#include "app/gui/history_page.h"
#include "core/history/history_query.h"
#include "core/util/time_text.h"
#include "gui_test_support.h"
#include "history_fixture.h"
#include "history_samples.h"

namespace ssd::test {
namespace {

using gui::HistoryPage;
using history::MemoryHistoryStore;

history::IntervalFacts coreFacts(MemoryHistoryStore store, const history::TimeRange& range) {
    auto answers = history::answer_history(store, {kHistorySerial, range, {}});
    EXPECT_TRUE(answers.has_value() && answers->size() == 1u);
    return answers && !answers->empty() ? answers->front().facts : history::IntervalFacts{};
}

int known(const std::vector<history::PeriodFacts>& periods, std::optional<double> (*value)(const history::PeriodFacts&)) {
    int count = 0;
    for (const auto& period : periods) count += value(period).has_value();
    return count;
}

std::optional<double> hostOf(const history::PeriodFacts& p) {
    return p.host_bytes ? std::optional<double>(double(*p.host_bytes)) : std::nullopt;
}
std::optional<double> waOf(const history::PeriodFacts& p) { return p.write_amplification; }
std::optional<double> maxOf(const history::PeriodFacts& p) {
    return p.temperature_max_c ? std::optional<double>(*p.temperature_max_c) : std::nullopt;
}
std::optional<double> usedOf(const history::PeriodFacts& p) {
    return p.percent_used ? std::optional<double>(*p.percent_used) : std::nullopt;
}

int points(QChartView* view, const char* name) { return gui::seriesPointCount(view->chart(), QString::fromLatin1(name)); }

class GuiHistory : public LoadedWindowTest {
protected:
    void SetUp() override {
        LoadedWindowTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        ASSERT_TRUE(dir_.isValid());
        page_ = loaded().window->history();
        page_->setClock([] { return kHistoryNow; });
    }

    // A file for the tab to find; what it holds comes from the opener.
    std::filesystem::path databaseFile(const QByteArray& contents = {}) {
        const QString path = dir_.filePath(QStringLiteral("customer.sqlite"));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(contents);
        return path.toStdString();
    }

    QTemporaryDir dir_;
    HistoryPage* page_ = nullptr;
};

TEST_F(GuiHistory, ShowsTheWriteAmplificationAndPointsTheCoreComputes) {
    const MemoryHistoryStore store = syntheticHistory(kHistoryCapture, 60, kHistoryNow);
    page_->setOpener(memoryOpener(store));
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sdc")));
    page_->openDatabase(databaseFile());
    page_->setInterval(HistoryPage::Interval::All);
    ASSERT_TRUE(page_->facts().has_value()) << page_->message().toStdString();

    const history::IntervalFacts expected = coreFacts(store, {});
    ASSERT_TRUE(expected.writes.write_amplification.has_value());
    EXPECT_EQ(page_->facts()->writes.write_amplification, expected.writes.write_amplification);
    EXPECT_EQ(labelText(page_, "historyWa"),
              QStringLiteral("%1 over the interval").arg(gui::decimalText(*expected.writes.write_amplification, 2)));
    EXPECT_TRUE(labelText(page_, "historyWritten").contains(gui::sizeText(*expected.writes.host_bytes)));
    // The synthetic counter step of attribute 5 is listed as a change.
    EXPECT_TRUE(labelText(page_, "historyChanges").contains(QStringLiteral("5 Retired_Block_Count: 0 → 8")))
        << labelText(page_, "historyChanges").toStdString();

    gui::HistoryCharts* charts = page_->charts();
    EXPECT_EQ(expected.days.size(), 61u);
    EXPECT_EQ(points(charts->writesChart(), "Host"), known(expected.days, hostOf));
    EXPECT_EQ(points(charts->writesChart(), "NAND"), points(charts->writesChart(), "Host"));
    EXPECT_GE(points(charts->writesChart(), "Host"), 60);
    EXPECT_EQ(points(charts->waChart(), "WA"), known(expected.weeks, waOf));
    EXPECT_GE(points(charts->waChart(), "WA"), 8);
    EXPECT_EQ(points(charts->temperatureChart(), "Max"), known(expected.days, maxOf));
    EXPECT_EQ(points(charts->wearChart(), "Life used"), known(expected.days, usedOf));
    // Life used rose (synthetic, 1 % a month): the projection runs from the last reading to 100 %.
    ASSERT_EQ(expected.endurance.gap, history::ProjectionGap::None);
    EXPECT_EQ(points(charts->wearChart(), "Projection"), 2);
    EXPECT_TRUE(labelText(page_, "historyProjection").contains(QString::fromStdString(ssd::iso_day(*expected.endurance.projected_end))));
    EXPECT_EQ(charts->wearProjection()->text(), labelText(page_, "historyProjection"));
}

TEST_F(GuiHistory, TheIntervalPickerChangesTheCharts) {
    const MemoryHistoryStore store = syntheticHistory(kHistoryCapture, 60, kHistoryNow);
    page_->setOpener(memoryOpener(store));
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sdc")));
    page_->openDatabase(databaseFile());
    page_->setInterval(HistoryPage::Interval::All);
    const int allDays = points(page_->charts()->writesChart(), "Host");

    page_->setInterval(HistoryPage::Interval::LastWeek);
    ASSERT_TRUE(page_->facts().has_value());
    const history::IntervalFacts week = coreFacts(store, {kHistoryNow - 7 * ssd::kSecondsPerDay, std::nullopt});
    const int weekDays = points(page_->charts()->writesChart(), "Host");
    EXPECT_EQ(weekDays, known(week.days, hostOf));
    EXPECT_LT(weekDays, allDays);
    EXPECT_EQ(page_->facts()->writes.host_bytes, week.writes.host_bytes);
    EXPECT_EQ(labelText(page_, "historyWa"),
              QStringLiteral("%1 over the interval").arg(gui::decimalText(*week.writes.write_amplification, 2)));

    // From–to: two whole UTC days, 20 and 19 days ago.
    const QDate from = QDateTime::fromSecsSinceEpoch(kHistoryNow - 20 * ssd::kSecondsPerDay, QTimeZone::utc()).date();
    page_->setCustomRange(from, from.addDays(1));
    const std::int64_t since = ssd::day_start(kHistoryNow - 20 * ssd::kSecondsPerDay);
    const history::IntervalFacts two = coreFacts(store, {since, since + 2 * ssd::kSecondsPerDay - 1});
    EXPECT_EQ(points(page_->charts()->writesChart(), "Host"), known(two.days, hostOf));
    EXPECT_EQ(page_->facts()->writes.host_bytes, two.writes.host_bytes);
    EXPECT_EQ(page_->findChild<QComboBox*>(QStringLiteral("intervalCombo"))->currentData().toInt(),
              static_cast<int>(HistoryPage::Interval::Custom));
}

TEST_F(GuiHistory, FollowsTheDriveListAndOffersDrivesNotConnected) {
    MemoryHistoryStore store = syntheticHistory(kHistoryCapture, 14, kHistoryNow);
    // A drive no longer connected: one real capture, twice (unchanged readings).
    const history::Sample gone = sample_from_capture("samsung_860EVO-500GB_scrutiny.json", kHistoryNow - 3 * 86400);
    history::Sample later = gone;
    later.time = kHistoryNow - 86400;
    ASSERT_TRUE(store.add({gone, later}).has_value());
    page_->setOpener(memoryOpener(store));
    page_->openDatabase(databaseFile());
    auto* combo = page_->findChild<QComboBox*>(QStringLiteral("historyDriveCombo"));
    ASSERT_EQ(combo->count(), 2);
    int notConnected = -1;
    for (int i = 0; i < combo->count(); ++i) {
        if (combo->itemText(i).endsWith(QStringLiteral("(not connected)"))) notConnected = i;
    }
    ASSERT_GE(notConnected, 0);
    EXPECT_TRUE(combo->itemText(notConnected).contains(QString::fromStdString(gone.drive.serial)));

    // The rig's SATA drive has no history: said, not shown as another drive's.
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sda")));
    EXPECT_FALSE(page_->facts().has_value());
    EXPECT_TRUE(page_->message().contains(QStringLiteral("has no readings in this history")));
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sdc")));
    ASSERT_TRUE(page_->facts().has_value());
    EXPECT_EQ(page_->facts()->drive.key.serial, kHistorySerial);

    combo->setCurrentIndex(notConnected);
    emit combo->activated(notConnected);
    ASSERT_TRUE(page_->facts().has_value());
    EXPECT_EQ(page_->facts()->drive.key, gone.drive);
    EXPECT_EQ(page_->facts()->samples, 2u);
}

TEST_F(GuiHistory, AMissingDatabaseSaysHowHistoryIsRecorded) {
    page_->openDatabase(dir_.filePath(QStringLiteral("none.sqlite")).toStdString());
    EXPECT_TRUE(page_->message().startsWith(QStringLiteral(
        "No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`)")))
        << page_->message().toStdString();
    EXPECT_FALSE(page_->facts().has_value());
    // A database with no drives in it says the same.
    page_->setOpener(memoryOpener(MemoryHistoryStore{}));
    page_->openDatabase(databaseFile());
    EXPECT_TRUE(page_->message().startsWith(QStringLiteral("No history yet:")));
}

TEST_F(GuiHistory, AForeignFileShowsTheStoresError) {
    // The real read-only opener on a file that is not a history database.
    const std::filesystem::path file = databaseFile("this is a spreadsheet, not a database\n");
    page_->setOpener(gui::databaseHistoryOpener());
    const auto direct = gui::databaseHistoryOpener()(file);
    ASSERT_FALSE(direct.has_value());
    page_->openDatabase(file);
    EXPECT_TRUE(page_->message().contains(QString::fromStdString(direct.error().message))) << page_->message().toStdString();
    EXPECT_FALSE(page_->facts().has_value());
    // Nothing overwritten.
    QFile after(QString::fromStdString(file.string()));
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), QByteArray("this is a spreadsheet, not a database\n"));
}

} // namespace
} // namespace ssd::test
