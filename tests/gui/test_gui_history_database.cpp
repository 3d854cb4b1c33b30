// The History tab on a real SQLite history database (platform/history, as
// `ssdtool sample` writes it), opened by the tab itself read-only: the same
// facts as the in-memory reference store holding the same samples (a real
// capture's drive with a synthetic workload, history_fixture.h). Built only
// where SQLite is (tests/gui/CMakeLists.txt).
#include <QFile>
#include <QTemporaryDir>
#include <QTreeWidget>

#include "app/gui/alerts_page.h"
#include "app/gui/history_page.h"
#include "core/history/history_query.h"
#include "gui_test_support.h"
#include "history_fixture.h"
#include "platform/history_database.h"

namespace ssd::test {
namespace {

class GuiHistoryDatabase : public LoadedWindowTest {};

TEST_F(GuiHistoryDatabase, ReadsTheDatabaseReadOnlyWithTheCoresFacts) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::filesystem::path file = dir.filePath(QStringLiteral("history.sqlite")).toStdString();
    const std::vector<history::Sample> samples = syntheticSamples(kHistoryCapture, 30, kHistoryNow);
    {
        auto store = history::open_history_store(file, history::OpenMode::ReadWrite);
        ASSERT_TRUE(store.has_value()) << store.error().message;
        ASSERT_TRUE((*store)->add(samples).has_value());
    }
    history::MemoryHistoryStore reference;
    ASSERT_TRUE(reference.add(samples).has_value());
    auto answers = history::answer_history(reference, {kHistorySerial, {}, {}});
    ASSERT_TRUE(answers.has_value() && answers->size() == 1u);
    const history::IntervalFacts& expected = answers->front().facts;

    QFile before(QString::fromStdString(file.string()));
    ASSERT_TRUE(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();

    gui::HistoryPage* page = loaded().window->history();  // the real opener: open_history_store(ReadOnly)
    page->setClock([] { return kHistoryNow; });
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sdc")));
    page->openDatabase(file);
    page->setInterval(gui::HistoryPage::Interval::All);
    ASSERT_TRUE(page->facts().has_value()) << page->message().toStdString();
    EXPECT_EQ(page->facts()->samples, samples.size());
    ASSERT_TRUE(expected.writes.write_amplification.has_value());
    EXPECT_EQ(page->facts()->writes.write_amplification, expected.writes.write_amplification);
    EXPECT_EQ(page->facts()->writes.host_bytes, expected.writes.host_bytes);
    EXPECT_EQ(page->facts()->days.size(), expected.days.size());
    EXPECT_EQ(page->facts()->endurance.projected_end, expected.endurance.projected_end);

    QFile after(QString::fromStdString(file.string()));
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), bytes);  // read, never written
}

// The Alerts tab on the same kind of file: an alert stored by the SQLite alert
// store (SYNTHETIC: what the rules would raise) is listed by the tab's real
// opener, open_alert_store(ReadOnly), and the file is not written.
TEST_F(GuiHistoryDatabase, TheAlertsTabReadsTheDatabasesAlertsReadOnly) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::filesystem::path file = dir.filePath(QStringLiteral("history.sqlite")).toStdString();
    {
        auto history = history::open_history_store(file, history::OpenMode::ReadWrite);
        ASSERT_TRUE(history.has_value()) << history.error().message;
        ASSERT_TRUE((*history)->add(syntheticSamples(kHistoryCapture, 2, kHistoryNow)).has_value());
        auto drives = (*history)->drives();
        ASSERT_TRUE(drives.has_value() && drives->size() == 1u);
        auto alerts = history::open_alert_store(file, history::OpenMode::ReadWrite);
        ASSERT_TRUE(alerts.has_value()) << alerts.error().message;
        const alerts::Condition condition{alerts::Rule::ReallocatedSectors, alerts::Severity::Warning, 8, 1,
                                          "8 reallocated sectors (0 before)", {{"reallocated", 8}}};
        ASSERT_TRUE((*alerts)->apply(drives->front().id, "/dev/sdc", kHistoryNow,
                                     {{std::nullopt, alerts::Transition::Opened, condition}}));
    }
    QFile before(QString::fromStdString(file.string()));
    ASSERT_TRUE(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();

    gui::AlertsPage* page = loaded().window->alerts();
    page->setClock([] { return kHistoryNow; });
    page->openDatabase(file);
    EXPECT_TRUE(page->message().isEmpty()) << page->message().toStdString();
    QTreeWidgetItem* active = page->list()->topLevelItem(static_cast<int>(alerts::AlertState::Active));
    ASSERT_EQ(active->childCount(), 1);
    EXPECT_EQ(active->child(0)->text(gui::AlertsPage::SummaryColumn), QStringLiteral("8 reallocated sectors (0 before)"));
    EXPECT_TRUE(active->child(0)->text(gui::AlertsPage::DriveColumn).contains(QString::fromLatin1(kHistorySerial)));

    QFile after(QString::fromStdString(file.string()));
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), bytes);  // read, never written
}

} // namespace
} // namespace ssd::test
