// Real child processes: a short benchmark with the real `ssdtool bench` in a
// temporary directory fills the tiles, Stop stops it and nothing is left
// behind; and HelperBackend speaks the helper protocol to a real
// `ssdtool serve` (run as this user: no pkexec in tests).
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "app/gui/benchmark_page.h"
#include "app/gui/helper_backend.h"
#include "fixture_paths.h"
#include "gui_test_support.h"
#include "helper_test_support.h"

namespace ssd::test {
namespace {

// /var/tmp is usually on disk; /tmp may be a tmpfs without O_DIRECT.
std::unique_ptr<QTemporaryDir> benchDirectory() {
    auto dir = std::make_unique<QTemporaryDir>(QStringLiteral("/var/tmp/ssd-gui-bench-XXXXXX"));
    return dir->isValid() ? std::move(dir) : nullptr;
}

void choose(QComboBox* combo, const QString& value) {
    const int index = combo->findData(value);
    ASSERT_GE(index, 0) << value.toStdString();
    combo->setCurrentIndex(index);
}

// The loaded window's benchmark page, set for a quick run over 64 MiB in DIR,
// SECONDS per test.
gui::BenchmarkPage* quickRunIn(LoadedWindow& loaded, const QTemporaryDir& dir, double seconds) {
    gui::BenchmarkPage* page = loaded.window->benchmark();
    page->setTargetDirectory(dir.path());
    choose(page->findChild<QComboBox*>(QStringLiteral("presetCombo")), QStringLiteral("quick"));
    choose(page->findChild<QComboBox*>(QStringLiteral("sizeCombo")), QStringLiteral("64m"));
    page->findChild<QDoubleSpinBox*>(QStringLiteral("secondsSpin"))->setValue(seconds);
    return page;
}

// Nothing is left behind in DIR, not even a hidden file.
bool leftEmpty(const QTemporaryDir& dir) {
    return QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty();
}

// A loaded window and a temporary directory on disk to run in.
class GuiBenchmark : public LoadedWindowTest {
protected:
    void SetUp() override {
        LoadedWindowTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        dir_ = benchDirectory();
        ASSERT_NE(dir_, nullptr);
    }

    const QTemporaryDir& dir() const { return *dir_; }

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

TEST_F(GuiBenchmark, ShortRunOnATemporaryDirectoryFillsTheTiles) {
    gui::BenchmarkPage* page = quickRunIn(loaded(), dir(), 0.3);
    EXPECT_EQ(page->settings().warmup, 0.0);

    QSignalSpy progress(loaded().backend.get(), &gui::Backend::progress);
    QSignalSpy finished(page, &gui::BenchmarkPage::runFinished);
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    EXPECT_TRUE(page->running());
    ASSERT_TRUE(finished.wait(180000));
    const auto reply = finished.at(0).at(0).value<gui::Reply>();
    ASSERT_TRUE(reply.ok) << reply.message.toStdString();
    EXPECT_GT(progress.count(), 0);

    for (const char* name : {"SEQ1M Q8T1 read", "SEQ1M Q8T1 write", "RND4K Q32T1 read", "RND4K Q32T1 write",
                             "RND4K Q1T1 read", "RND4K Q1T1 write"}) {
        gui::BenchTile* tile = page->tile(QString::fromLatin1(name));
        ASSERT_NE(tile, nullptr) << name;
        EXPECT_TRUE(tile->hasResult()) << name;
        bool number = false;
        const double mb = tile->mbText().toDouble(&number);
        EXPECT_TRUE(number && mb > 0.0) << name << ": " << tile->mbText().toStdString();
        EXPECT_TRUE(tile->iopsText().endsWith(QStringLiteral(" IOPS"))) << name;
        EXPECT_TRUE(tile->toolTip().contains(QStringLiteral("Latency"))) << name;
        EXPECT_TRUE(tile->toolTip().contains(QStringLiteral("99.99 %"))) << name;
    }
    EXPECT_EQ(page->lastDocument()["results"].size(), 7U);
    EXPECT_EQ(page->lastDocument()["span_bytes"], 64U << 20);
    const QStringList lines = page->resultsText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // The title and the seven jobs, then the run's conditions (this real run records them) and WA.
    const qsizetype conditions = lines.indexOf(QRegularExpression(QStringLiteral("^Conditions:")));
    EXPECT_EQ(conditions, 8) << page->resultsText().toStdString();
    EXPECT_TRUE(lines.last().startsWith(QStringLiteral("Write amplification during the run: "))) << lines.last().toStdString();
    // The test file is gone.
    EXPECT_TRUE(leftEmpty(dir()));
}

// The replay preset with the real ssdtool in a folder: a shipped trace's reads and writes, all
// of them, in the page's replay panel and its tile.
TEST_F(GuiBenchmark, ReplayOfAShippedTraceInAFolderShowsItsRequestsAndDataRate) {
    gui::BenchmarkPage* page = loaded().window->benchmark();
    page->setTargetDirectory(dir().path());
    choose(page->findChild<QComboBox*>(QStringLiteral("presetCombo")), QStringLiteral("replay"));
    choose(page->findChild<QComboBox*>(QStringLiteral("sizeCombo")), QStringLiteral("64m"));
    choose(page->findChild<QComboBox*>(QStringLiteral("replaySpeedCombo")), QStringLiteral("as-fast-as-possible"));
    const auto trace = (project_fixture("../../resources/traces") / "project-build-ext4.trace").lexically_normal();
    page->findChild<QLineEdit*>(QStringLiteral("traceFileEdit"))->setText(QString::fromStdString(trace.string()));
    QSignalSpy finished(page, &gui::BenchmarkPage::runFinished);
    page->start();
    ASSERT_TRUE(finished.wait(180000));
    const auto reply = finished.at(0).at(0).value<gui::Reply>();
    ASSERT_TRUE(reply.ok) << reply.message.toStdString();
    const Json& replay = page->lastDocument()["results"][0]["replay"];
    // The trace's 1,379 reads and writes (ssdtool trace show), rounded up to the folder's 4 KiB.
    EXPECT_EQ(replay["requests"], 1379U);
    const QString summary = page->findChild<QLabel*>(QStringLiteral("benchDetailSummary"))->text();
    EXPECT_TRUE(summary.startsWith(QStringLiteral("as fast as possible: 1,379 requests"))) << summary.toStdString();
    gui::BenchTile* tile = page->tile(QStringLiteral("REPLAY project-build-ext4.trace"));
    ASSERT_NE(tile, nullptr);
    EXPECT_TRUE(tile->hasResult());
    EXPECT_TRUE(leftEmpty(dir()));
}

TEST_F(GuiBenchmark, StopReallyStops) {
    gui::BenchmarkPage* page = quickRunIn(loaded(), dir(), 60.0); // 6 × 60 s if not stopped

    QSignalSpy progress(loaded().backend.get(), &gui::Backend::progress);
    QSignalSpy finished(page, &gui::BenchmarkPage::runFinished);
    QElapsedTimer clock;
    clock.start();
    page->start();
    while (progress.count() == 0) ASSERT_TRUE(progress.wait(30000));
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("stopButton")), Qt::LeftButton);
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_LT(clock.elapsed(), 60000);
    const auto reply = finished.at(0).at(0).value<gui::Reply>();
    EXPECT_FALSE(reply.ok);
    EXPECT_EQ(reply.code, QStringLiteral("interrupted"));
    EXPECT_FALSE(page->running());
    EXPECT_TRUE(page->findChild<QLabel*>(QStringLiteral("benchStatus"))->text().startsWith(QStringLiteral("Stopped")));
    EXPECT_TRUE(page->findChild<QPushButton*>(QStringLiteral("startButton"))->isEnabled());
    EXPECT_TRUE(leftEmpty(dir()));
}

TEST(GuiHelperBackend, SpeaksTheProtocolToARealHelper) {
    qputenv("SSD_TOOLBOX_NO_ELEVATION", "1");
    // Never the machine's service, if one is installed (test_gui_service.cpp tests that way).
    qputenv("SSD_TOOLBOX_SOCKET", "/nonexistent/ssd-toolbox.socket");
    gui::HelperBackend backend;
    backend.start();
    expectListAndOutsideDevRefusal(backend);
    const bool root = backend.privilege() == gui::Privilege::Privileged;
    EXPECT_TRUE(root || backend.privilege() == gui::Privilege::Unprivileged);
    if (!root) {
        EXPECT_TRUE(backend.privilegeMessage().contains(QStringLiteral("SSD_TOOLBOX_NO_ELEVATION")));
    }
    qunsetenv("SSD_TOOLBOX_NO_ELEVATION");
    qunsetenv("SSD_TOOLBOX_SOCKET");
}

} // namespace
} // namespace ssd::test
