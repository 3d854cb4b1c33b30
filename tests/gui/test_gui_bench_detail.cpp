// The Benchmark page's results of issue 36 that tiles cannot show (bench_detail_panel.h), fed
// real documents of `ssdtool bench --json` (tests/fixtures/bench, recorded on this project's
// development VM: tests/fixtures/README.md) as the helper's answer for /dev/sdc: a shipped
// trace's replay, the wake-up test and the transfer-size sweep; and the replay's own controls
// (replay_chooser.h): the request the helper gets carries the trace's text, never a path; a
// trace too large to send, or none chosen, is refused before anything is sent.
// benchmark_page.h first: it brings core/requests before Qt's `slots` keyword is defined.
#include "bench_page_test.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QTemporaryDir>

#include <algorithm>

#include "app/gui/format.h"
#include "app/gui/history_charts.h"
#include "core/requests/request_fields.h"
#include "fixture_paths.h"

namespace ssd::test {
namespace {

QString shippedTrace(const char* name) {
    return QString::fromStdString((project_fixture("../../resources/traces") / name).lexically_normal().string());
}

class GuiBenchDetail : public BenchPageTest {
protected:
    void SetUp() override {
        BenchPageTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        showPage();
        page_->setTokenPrompt([this](QWidget*, const DriveInfo&) { return QString::fromStdString(serial_); });
        choose("targetCombo", QStringLiteral("/dev/sdc"));
    }

    template <typename T>
    T* child(const char* name) {
        auto* found = page_->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }
    QString status() { return child<QLabel>("benchStatus")->text(); }
    QString summary() { return child<QLabel>("benchDetailSummary")->text(); }
    QChart* detailChart() { return child<QChartView>("benchDetailChart")->chart(); }

    // The page runs `preset` on /dev/sdc and the helper answers `doc`.
    void run(const QString& preset, const nlohmann::json& doc) {
        loaded().backend->setActionReply(QStringLiteral("bench"), gui::Reply::success(doc));
        choose("presetCombo", preset);
        QSignalSpy finished(page_, &gui::BenchmarkPage::runFinished);
        page_->start();
        ASSERT_TRUE(finished.wait(10000));
    }

    // The panel is in the picture: taller with it than without it.
    void expectPanelInPicture() {
        const QImage withPanel = page_->snapshot(false)->image();
        child<QWidget>("benchDetailPanel")->hide();
        EXPECT_GT(withPanel.height(), page_->snapshot(false)->image().height());
        child<QWidget>("benchDetailPanel")->show();
    }

    QTemporaryDir dir_;
};

TEST_F(GuiBenchDetail, ARawDrivesReplaySendsTheTracesTextAndShowsDataRateBusyTimeAndLatencies) {
    const QString trace = shippedTrace("documents-and-database-ext4.trace");
    choose("presetCombo", QStringLiteral("replay"));
    EXPECT_FALSE(child<QWidget>("replayChooser")->isHidden()); // the trace row shows for a replay only
    child<QLineEdit>("traceFileEdit")->setText(trace);
    choose("replaySpeedCombo", QStringLiteral("as-recorded"));
    const std::size_t sentBefore = loaded().backend->requests().size();
    run(QStringLiteral("replay"), recordedBench("replay-documents-folder.json"));

    // What the helper was sent: the trace's text under its file name, no preset of its own.
    ASSERT_EQ(loaded().backend->requests().size(), sentBefore + 1);
    const auto* sent = std::get_if<requests::BenchRequest>(&loaded().backend->requests().back().value);
    ASSERT_NE(sent, nullptr);
    QFile file(trace);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    ASSERT_TRUE(sent->options.replay_trace);
    EXPECT_EQ(*sent->options.replay_trace, file.readAll().toStdString());
    EXPECT_EQ(sent->options.replay_name, "documents-and-database-ext4.trace");
    EXPECT_EQ(sent->options.replay_speed, bench::ReplaySpeed::AsRecorded);
    EXPECT_TRUE(sent->options.preset.empty());
    EXPECT_EQ(sent->options.confirm, serial_);

    // The panel: the document's figures (7,712 requests, busy 0.701 s of 2.094 s, 501.0 MB/s).
    EXPECT_FALSE(child<QWidget>("benchDetailPanel")->isHidden());
    EXPECT_TRUE(child<QWidget>("throughputChart")->isHidden());
    EXPECT_EQ(child<QGroupBox>("benchDetailPanel")->title(), QStringLiteral("Replay of documents-and-database-ext4.trace"));
    EXPECT_TRUE(summary().contains(QStringLiteral("7,712 requests"))) << summary().toStdString();
    EXPECT_TRUE(summary().contains(QStringLiteral("busy 0.701 s of 2.094 s: average data rate 501.0 MB/s")))
        << summary().toStdString();
    // The latency chart: p50 … p99.99, one bar each for the 19 direction-and-size classes.
    const QList<QAbstractSeries*> series = detailChart()->series();
    ASSERT_EQ(series.size(), 1);
    auto* bars = qobject_cast<QBarSeries*>(series.first());
    ASSERT_NE(bars, nullptr);
    ASSERT_EQ(bars->count(), 4);
    EXPECT_EQ(bars->barSets().last()->label(), QStringLiteral("p99.99"));
    EXPECT_EQ(bars->barSets().first()->count(), 19);

    const QString saved = savedText(dir_);
    EXPECT_TRUE(saved.contains(QStringLiteral("Replay of documents-and-database-ext4.trace"))) << saved.toStdString();
    EXPECT_TRUE(saved.contains(QStringLiteral("  read 4K: 4,105 requests, latency p50 "))) << saved.toStdString();
    expectPanelInPicture();
}

TEST_F(GuiBenchDetail, AReplayIsRefusedBeforeAnythingIsSentWithoutATraceOrWithOneTooLargeForTheHelper) {
    choose("presetCombo", QStringLiteral("replay"));
    child<QLineEdit>("traceFileEdit")->clear();
    const std::size_t sentBefore = loaded().backend->requests().size();
    page_->start();
    EXPECT_FALSE(page_->running());
    EXPECT_EQ(status(), QStringLiteral("Not started: choose the trace to replay."));

    // Synthetic: a file one byte over what a request carries (its content is never read as a trace).
    ASSERT_TRUE(dir_.isValid());
    const QString large = dir_.filePath(QStringLiteral("large.trace"));
    QFile out(large);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray(static_cast<qsizetype>(requests::fields::kMaxTraceBytes) + 1, 'x'));
    out.close();
    child<QLineEdit>("traceFileEdit")->setText(large);
    page_->start();
    EXPECT_FALSE(page_->running());
    EXPECT_TRUE(status().startsWith(QStringLiteral("Not started: ") + large + QStringLiteral(" is "))) << status().toStdString();
    EXPECT_TRUE(status().contains(QStringLiteral("replay it in a folder"))) << status().toStdString();
    EXPECT_EQ(loaded().backend->requests().size(), sentBefore);
}

TEST_F(GuiBenchDetail, AFoldersReplayRunsSsdtoolWithTheTraceFileAndItsSpeed) {
    choose("presetCombo", QStringLiteral("replay"));
    const QString trace = shippedTrace("project-build-ext4.trace");
    child<QLineEdit>("traceFileEdit")->setText(trace);
    choose("replaySpeedCombo", QStringLiteral("as-fast-as-possible"));
    page_->setTargetDirectory(dir_.path());
    const QStringList arguments = page_->settings().toArguments();
    const qsizetype replay = arguments.indexOf(QStringLiteral("--replay"));
    ASSERT_GE(replay, 0) << arguments.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(arguments.value(replay + 1), trace);
    const qsizetype speed = arguments.indexOf(QStringLiteral("--speed"));
    ASSERT_GE(speed, 0);
    EXPECT_EQ(arguments.value(speed + 1), QStringLiteral("as-fast-as-possible"));
    // A replay plays the trace's requests: the preset's time and warm-up are not its options.
    for (const char* option : {"--preset", "--seconds", "--warmup"}) {
        EXPECT_FALSE(arguments.contains(QString::fromLatin1(option))) << option;
    }
    EXPECT_FALSE(child<QWidget>("secondsSpin")->isEnabled());
}

TEST_F(GuiBenchDetail, TheWakeUpTestShowsTheFirstAndTheNextRequestByIdlePeriod) {
    const auto doc = recordedBench("wake-up-folder.json");
    run(QStringLiteral("wake-up"), doc);
    EXPECT_FALSE(child<QWidget>("benchDetailPanel")->isHidden());
    EXPECT_EQ(gui::seriesPointCount(detailChart(), QStringLiteral("first request after the idle period")), 7);
    EXPECT_EQ(gui::seriesPointCount(detailChart(), QStringLiteral("the request right after it")), 7);
    const auto& last = doc.at("results").at(0).at("wake_up").at("points").at(6);
    // The tile: no data rate, the longest wake-up (the medians' difference) of the seven periods.
    double longest = 0.0;
    for (const auto& point : doc.at("results").at(0).at("wake_up").at("points")) {
        longest = std::max(longest, point.at("wake_up_us").get<double>());
    }
    gui::BenchTile* tile = page_->tile(QStringLiteral("RND4K Q1T1 wake-up"));
    ASSERT_NE(tile, nullptr);
    EXPECT_EQ(tile->findChild<QLabel*>(QStringLiteral("mb"))->text(), gui::decimalText(longest, 1));
    EXPECT_TRUE(tile->findChild<QLabel*>(QStringLiteral("iops"))->text().startsWith(QStringLiteral("µs waking up")));
    const QString line = QStringLiteral("  after 10.00 s idle: first request %1 us")
                             .arg(gui::decimalText(last.at("first_median_us").get<double>(), 1));
    const QString saved = savedText(dir_);
    EXPECT_TRUE(saved.contains(line)) << saved.toStdString();
    EXPECT_TRUE(saved.contains(QStringLiteral("RND4K Q1T1 wake-up               — MB/s         — IOPS")))
        << saved.toStdString();
    expectPanelInPicture();
}

TEST_F(GuiBenchDetail, TheSizeSweepShowsThroughputByTransferSizeReadAndWrittenBothWays) {
    const auto doc = recordedBench("size-sweep-folder.json");
    run(QStringLiteral("size-sweep"), doc);
    EXPECT_FALSE(child<QWidget>("benchDetailPanel")->isHidden());
    EXPECT_TRUE(child<QWidget>("throughputChart")->isHidden());
    const int sizes = static_cast<int>(doc.at("results").size() / 3); // read, write, write compressible
    EXPECT_EQ(gui::seriesPointCount(detailChart(), QStringLiteral("read")), sizes);
    EXPECT_EQ(gui::seriesPointCount(detailChart(), QStringLiteral("write")), sizes);
    EXPECT_EQ(gui::seriesPointCount(detailChart(), QStringLiteral("write, compressible data")), sizes);
    const QString saved = savedText(dir_);
    EXPECT_TRUE(saved.contains(QStringLiteral("  64M: read "))) << saved.toStdString();
    EXPECT_TRUE(summary().startsWith(QStringLiteral("%1 sizes from ").arg(sizes))) << summary().toStdString();
}

} // namespace
} // namespace ssd::test
