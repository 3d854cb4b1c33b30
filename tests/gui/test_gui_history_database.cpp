// The History tab on a real SQLite history database (platform/history, as
// `ssdtool sample` writes it), opened by the tab itself read-only: the same
// facts as the in-memory reference store holding the same samples (a real
// capture's drive with a synthetic workload, history_fixture.h). Built only
// where SQLite is (tests/gui/CMakeLists.txt).
#include <QFile>
#include <QTemporaryDir>

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

} // namespace
} // namespace ssd::test
