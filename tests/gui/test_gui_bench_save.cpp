// The Benchmark page's presets and saved results: every preset of core's
// table can be chosen, and the tiles laid out before a run are the preset's
// planned jobs; a finished run is saved as JSON, as text (with the change
// against the last run) and as a PNG picture whose words never show the
// drive's serial number unless asked. The run is the core's bench handler's
// answer on the fake I/O back end (bench_handler_run.h), as the helper would
// send it for the fixture drive /dev/sdc, compared there with Monday's run.
// benchmark_page.h first: it brings core/requests before Qt's `slots` keyword is defined.
#include "bench_page_test.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>

#include "bench_handler_run.h"
#include "core/bench/preset_job_names.h"

namespace ssd::test {
namespace {

class GuiBenchSave : public BenchPageTest {
protected:
    void SetUp() override {
        BenchPageTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        showPage();
    }

    // Monday's quick run of /dev/sdc, then Tuesday's at half the speed, which the page "runs".
    void runTuesday() {
        HandlerRun run(kFastRequestNs, kMonday, bench_drive_facts("/dev/sdc", model_, serial_));
        run.run(short_quick_run("/dev/sdc", serial_));
        run.set_latency(kSlowRequestNs);
        run.now = kMonday + 86400;
        const auto tuesday = run.run(short_quick_run("/dev/sdc", serial_));
        ASSERT_TRUE(tuesday.document["previous"].is_object());
        finish(tuesday.document);
    }

    // The page runs quick on /dev/sdc and the helper answers `document`.
    void finish(const nlohmann::json& document) {
        loaded().backend->setActionReply(QStringLiteral("bench"), gui::Reply::success(document));
        choose("targetCombo", QStringLiteral("/dev/sdc"));
        choose("presetCombo", QStringLiteral("quick"));
        page_->setTokenPrompt([this](QWidget*, const DriveInfo&) { return QString::fromStdString(serial_); });
        QSignalSpy finished(page_, &gui::BenchmarkPage::runFinished);
        page_->start();
        ASSERT_TRUE(finished.wait(10000));
        ASSERT_TRUE(finished.at(0).at(0).value<gui::Reply>().ok);
    }

    QTemporaryDir dir_;
};

TEST_F(GuiBenchSave, EveryPresetOfTheCoreCanBeChosenWithItsJobsAsTiles) {
    auto* presets = page_->findChild<QComboBox*>(QStringLiteral("presetCombo"));
    ASSERT_NE(presets, nullptr);
    int offered = 0;
    for (const auto& preset : bench::kPresets) {
        const int index = presets->findData(QString::fromStdString(std::string(preset.wire)));
        if (preset.value == bench::Preset::Custom) {
            EXPECT_LT(index, 0); // a custom job has no settings on the page
            continue;
        }
        ASSERT_GE(index, 0) << preset.wire;
        ++offered;
        presets->setCurrentIndex(index);
        EXPECT_EQ(page_->settings().preset, preset.value);
        for (const auto& job : bench::preset_job_names(preset.value)) {
            EXPECT_NE(page_->tile(QString::fromStdString(job)), nullptr) << preset.wire << ": " << job;
        }
    }
    EXPECT_EQ(offered, presets->count());
    // Review 2011 has no random read at queue depth 32: no empty tile for one.
    choose("presetCombo", QStringLiteral("review-2011"));
    EXPECT_EQ(page_->tile(QStringLiteral("RND4K Q32T1 read")), nullptr);
    EXPECT_NE(page_->tile(QStringLiteral("RND4K Q32T1 write")), nullptr);
}

TEST_F(GuiBenchSave, PngShowsTheModelButNotTheSerialUnlessAsked) {
    ASSERT_TRUE(dir_.isValid());
    runTuesday();
    if (HasFatalFailure()) return;
    auto* serialBox = page_->findChild<QCheckBox*>(QStringLiteral("serialInImage"));
    ASSERT_NE(serialBox, nullptr);
    EXPECT_FALSE(serialBox->isChecked());

    const QString serial = QString::fromStdString(serial_);
    const auto hidden = page_->snapshot(false);
    ASSERT_NE(hidden, nullptr);
    const QString words = hidden->texts().join(QLatin1Char('\n'));
    EXPECT_FALSE(words.contains(serial)) << words.toStdString();
    EXPECT_TRUE(words.contains(QString::fromStdString(model_))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("serial number hidden"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("/dev/sdc"))) << words.toStdString();
    const QString shownWords = page_->snapshot(true)->texts().join(QLatin1Char('\n'));
    EXPECT_TRUE(shownWords.contains(QStringLiteral("serial ") + serial)) << shownWords.toStdString();

    const QString file = dir_.filePath(QStringLiteral("bench.png"));
    ASSERT_TRUE(page_->writePng(file, false));
    QImage written(file);
    ASSERT_FALSE(written.isNull());
    EXPECT_EQ(written.width(), gui::BenchSnapshot::kWidth);
    // As tall as the picture's header and the tiles as the page shows them.
    const QImage expected = hidden->image();
    EXPECT_EQ(written.size(), expected.size());
    auto* tiles = page_->tile(QStringLiteral("SEQ1M Q8T1 read"))->parentWidget();
    EXPECT_GT(written.height(), tiles->height());
}

TEST_F(GuiBenchSave, JobsWhoseQueuesGotAnotherEngineAreSaidInTheHeader) {
    HandlerRun run(kFastRequestNs, kMonday, bench_drive_facts("/dev/sdc", model_, serial_));
    nlohmann::json document = run.run(short_quick_run("/dev/sdc", serial_)).document;
    // Depth 1 by pread/pwrite, as Linux's --engine auto writes it (set on the fake back end's run).
    for (auto& result : document["results"]) {
        if (result["queue_depth"] == 1) result["engine"] = "psync";
    }
    finish(document);
    if (HasFatalFailure()) return;
    const QString engine = QStringLiteral("engine fake, psync at queue depth 1");
    EXPECT_TRUE(page_->resultsText().contains(engine)) << page_->resultsText().toStdString();
    const QString words = page_->snapshot(false)->texts().join(QLatin1Char('\n'));
    EXPECT_TRUE(words.contains(engine)) << words.toStdString();
    const QString status = page_->findChild<QLabel*>(QStringLiteral("benchStatus"))->text();
    EXPECT_TRUE(status.contains(engine)) << status.toStdString();
}

TEST_F(GuiBenchSave, JsonAndTextAreTheRunAndTheChange) {
    ASSERT_TRUE(dir_.isValid());
    runTuesday();
    if (HasFatalFailure()) return;
    const QString json = dir_.filePath(QStringLiteral("bench.json"));
    ASSERT_TRUE(page_->writeJson(json));
    QFile in(json);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    EXPECT_EQ(nlohmann::json::parse(in.readAll().toStdString()), page_->lastDocument());

    const QString text = dir_.filePath(QStringLiteral("bench.txt"));
    ASSERT_TRUE(page_->writeText(text));
    QFile textIn(text);
    ASSERT_TRUE(textIn.open(QIODevice::ReadOnly));
    const QString saved = QString::fromUtf8(textIn.readAll());
    EXPECT_EQ(saved, page_->resultsText());
    EXPECT_TRUE(saved.contains(QStringLiteral("Compared with the run of 2025-11-24T00:00:00Z"))) << saved.toStdString();
    EXPECT_FALSE(saved.contains(QString::fromStdString(serial_)));
    const qsizetype row = saved.indexOf(QStringLiteral("RND4K Q1T1 read"), saved.indexOf(QStringLiteral("Compared with")));
    ASSERT_GE(row, 0);
    const QString line = saved.mid(row, saved.indexOf(QLatin1Char('\n'), row) - row);
    EXPECT_TRUE(line.contains(QStringLiteral("-50.0 %")) || line.contains(QStringLiteral("-49."))) << line.toStdString();

    // Nowhere to write: not written, and the page says so.
    EXPECT_FALSE(page_->writePng(dir_.filePath(QStringLiteral("missing/bench.png")), false));
    EXPECT_TRUE(page_->findChild<QLabel*>(QStringLiteral("benchStatus"))->text().startsWith(QStringLiteral("Could not save")));
}

} // namespace
} // namespace ssd::test
