// What the Benchmark page shows of issue 19's results, fed the recorded bench
// documents of tests/fixtures/bench (real captures, tests/fixtures/README.md)
// as the helper's answer for /dev/sdc: the sustained run's phase beside the
// progress bar, its panel (cache estimate, speed before and after, drop and
// settle points, why it stopped) and per-second chart with the drop marked;
// every result's conditions, WA during the run and steady state, the requests
// the drive got when the kernel split them; and the saved text and PNG words
// carrying them.
//
// No progress stream was recorded with these documents: the progress events
// here are synthetic, made from the recorded per-second curve the way
// core/bench/session.cpp makes them (one per sample, its phase from core's
// detect_cache_drop on the curve so far). The captures predate the
// conditions and WA blocks; the consistency test adds synthetic ones, built
// with core's writers from synthetic facts (labelled where made).
// benchmark_page.h first: it brings core/requests before Qt's `slots` keyword is defined.
#include "bench_page_test.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QTabWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <fstream>

#include "app/gui/format.h"
#include "app/gui/history_charts.h"
#include "core/bench/cache_drop.h"
#include "core/bench/run_conditions.h"
#include "core/bench/run_write_amplification.h"
#include "core/bench/steady_state.h"
#include "fixture_paths.h"

namespace ssd::test {
namespace {

const nlohmann::json& job_named(const nlohmann::json& doc, const std::string& name) {
    for (const auto& result : doc.at("results")) {
        if (result.at("name") == name) return result;
    }
    throw std::runtime_error("no job " + name);
}

// Synthetic: the progress events session.cpp emits for the sustained job, from its recorded curve.
std::vector<requests::Progress> sustainedProgress(const nlohmann::json& doc) {
    const auto job = doc.at("sustained").at("job").get<std::string>();
    std::vector<bench::Sample> live;
    std::vector<requests::Progress> events;
    for (const auto& sample : job_named(doc, job).at("samples")) {
        live.push_back({sample.at("t").get<double>(), sample.at("mb_per_s").get<double>(), sample.at("iops").get<double>()});
        bench::ProgressEvent event;
        event.step = 1;
        event.steps = 1;
        event.kind = bench::StepKind::Job;
        event.name = job;
        event.phase = "run";
        event.t = live.back().t;
        event.mb_per_s = live.back().mb_per_s;
        event.iops = live.back().iops;
        event.sustained_phase = bench::kCachePhases.wire(bench::detect_cache_drop(live).phase);
        events.emplace_back(event);
    }
    return events;
}

class GuiBenchSustained : public BenchPageTest {
protected:
    void SetUp() override {
        BenchPageTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        showPage();
    }

    template <typename T>
    T* child(const char* name) {
        auto* found = page_->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }
    QString text(const char* name) {
        auto* label = child<QLabel>(name);
        return label != nullptr ? label->text() : QString();
    }

    // The page runs `preset` on /dev/sdc and gets `doc` (after `events`);
    // the phase line as it read after each event.
    QStringList run(const QString& preset, const nlohmann::json& doc, std::vector<requests::Progress> events = {}) {
        QStringList phases;
        loaded().backend->setActionReply(QStringLiteral("bench"), gui::Reply::success(doc));
        loaded().backend->setBenchProgress(std::move(events));
        choose("targetCombo", QStringLiteral("/dev/sdc"));
        choose("presetCombo", preset);
        page_->setTokenPrompt([this](QWidget*, const DriveInfo&) { return QString::fromStdString(serial_); });
        // Connected after the page: runs once the page has shown the event.
        const auto watch = QObject::connect(loaded().backend.get(), &gui::Backend::progress, page_,
                                            [this, &phases] { phases << text("sustainedPhase"); });
        QSignalSpy finished(page_, &gui::BenchmarkPage::runFinished);
        page_->start();
        EXPECT_TRUE(finished.wait(10000));
        QObject::disconnect(watch);
        return phases;
    }

    QTemporaryDir dir_;
};

TEST_F(GuiBenchSustained, LoopRunShowsItsPhaseThenTheCacheEstimateAndTheCurveWithTheDrop) {
    ASSERT_TRUE(dir_.isValid());
    const auto doc = recordedBench("sustained-loop-cgroup.json");
    const QStringList phases = run(QStringLiteral("sustained"), doc, sustainedProgress(doc));
    ASSERT_EQ(phases.size(), 24);
    EXPECT_EQ(phases.first(), QStringLiteral("Sustained write, 1 s: writing at the first speed (the cache, if any)"));
    // The drop needs 10 s below the threshold to be seen; from then on the line says where it was.
    const auto seen = std::find_if(phases.begin(), phases.end(),
                                   [](const QString& line) { return line.startsWith(QStringLiteral("Writing past the cache")); });
    ASSERT_NE(seen, phases.end()) << phases.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(seen->startsWith(QStringLiteral("Writing past the cache: speed dropped at 8 s"))) << seen->toStdString();
    EXPECT_TRUE(phases.last().startsWith(QStringLiteral("Writing past the cache: speed dropped at 8 s"))) << phases.last().toStdString();
    EXPECT_TRUE(phases.last().endsWith(QStringLiteral("settled, finishing"))) << phases.last().toStdString();

    // The panel: the document's figures (sustained block of the capture).
    EXPECT_EQ(text("sustainedCache"), gui::sizeText(605028352) + QStringLiteral(" written before the speed dropped"));
    EXPECT_EQ(text("sustainedBefore"), QStringLiteral("75.5 MB/s"));
    EXPECT_EQ(text("sustainedAfter"), QStringLiteral("10.5 MB/s"));
    EXPECT_EQ(text("sustainedDrop"), QStringLiteral("8 s"));
    EXPECT_EQ(text("sustainedSettled"), QStringLiteral("from 8 s"));
    EXPECT_TRUE(text("sustainedStopped").startsWith(QStringLiteral("the speed settled after the drop"))) << text("sustainedStopped").toStdString();
    auto* chart = child<QChartView>("sustainedChart");
    ASSERT_NE(chart, nullptr);
    EXPECT_EQ(gui::seriesPointCount(chart->chart(), QStringLiteral("MB/s")), 24); // one a second
    ASSERT_EQ(gui::seriesPointCount(chart->chart(), QStringLiteral("Drop")), 2);
    for (QAbstractSeries* series : chart->chart()->series()) {
        if (series->name() == QStringLiteral("Drop")) {
            EXPECT_DOUBLE_EQ(static_cast<QLineSeries*>(series)->at(0).x(), 8.0);
        }
    }
    EXPECT_FALSE(child<QWidget>("sustainedPanel")->isHidden());
    EXPECT_TRUE(child<QWidget>("throughputChart")->isHidden()); // the panel's chart has the curve

    // A capture from before conditions were recorded says so.
    EXPECT_TRUE(text("benchConditions").startsWith(QStringLiteral("Conditions: not recorded"))) << text("benchConditions").toStdString();
    EXPECT_TRUE(child<QLabel>("benchLayerLabel")->isHidden());

    const QString saved = savedText(dir_);
    EXPECT_TRUE(saved.contains(QStringLiteral("Sustained write: the speed dropped after ") + gui::sizeText(605028352) +
                               QStringLiteral(" (the cache estimate), at 8 s: 75.5 MB/s before, 10.5 MB/s after; settled from 8 s")))
        << saved.toStdString();
    EXPECT_TRUE(saved.contains(QStringLiteral("MB/s over each 5 s"))) << saved.toStdString();
    const QString words = page_->snapshot(false)->texts().join(QLatin1Char('\n'));
    EXPECT_TRUE(words.contains(QStringLiteral("75.5 MB/s before, 10.5 MB/s after"))) << words.toStdString();
    EXPECT_FALSE(words.contains(QString::fromStdString(serial_)));
    // The picture carries the panel: taller than the same run's picture without it.
    const QImage withPanel = page_->snapshot(false)->image();
    child<QWidget>("sustainedPanel")->hide();
    EXPECT_GT(withPanel.height(), page_->snapshot(false)->image().height());
}

TEST_F(GuiBenchSustained, TwentyFourGigabyteRunOnTheVirtioDiskShowsItsFigures) {
    const auto doc = recordedBench("sustained-vda-24g.json");
    run(QStringLiteral("sustained"), doc);
    EXPECT_EQ(text("sustainedCache"), gui::sizeText(11134828544ULL) + QStringLiteral(" written before the speed dropped"));
    EXPECT_EQ(text("sustainedBefore"), QStringLiteral("1583.3 MB/s"));
    EXPECT_EQ(text("sustainedAfter"), QStringLiteral("963.6 MB/s"));
    EXPECT_EQ(text("sustainedDrop"), QStringLiteral("7 s"));
    auto* chart = child<QChartView>("sustainedChart");
    ASSERT_NE(chart, nullptr);
    EXPECT_EQ(gui::seriesPointCount(chart->chart(), QStringLiteral("MB/s")), 22);
    // No progress events: no phase line.
    EXPECT_TRUE(child<QLabel>("sustainedPhase")->isHidden());
}

// The consistency capture with what the current ssdtool adds to it: each
// timed job's steady state (core's detector on the recorded curve, as
// bench_report.cpp writes it), and synthetic conditions and WA blocks (made
// with core's writers from synthetic facts: btrfs with zstd compression on
// LUKS over a SATA drive, and a run too short for the GiB counters).
nlohmann::json consistencyWithConditions() {
    auto doc = recordedBench("consistency-vda-file.json");
    for (auto& result : doc.at("results")) {
        if (result.at("name").get<std::string>().find("fill") != std::string::npos) continue; // byte-limited: not judged
        std::vector<bench::Sample> samples;
        for (const auto& s : result.at("samples")) samples.push_back({s.at("t").get<double>(), s.at("mb_per_s").get<double>(), s.at("iops").get<double>()});
        result["steady_state"] = bench::steady_state_to_json(bench::detect_steady_state(samples));
    }
    bench::ConditionFacts facts;
    facts.filesystem = bench::FilesystemFacts{"btrfs", "/home", "/dev/mapper/luks-home", {"rw", "compress=zstd:3"}};
    BlockLayer crypt;
    crypt.name = "dm-0";
    crypt.kind = "crypt";
    crypt.label = "luks-home";
    facts.layers.push_back(crypt);
    bench::DriveLinkFacts drive;
    drive.device = "/dev/sdc";
    drive.transport = Transport::Sata;
    facts.drives.push_back(drive);
    facts.total_bytes = std::uint64_t{100} << 30;
    facts.free_bytes = std::uint64_t{40} << 30;
    bench::RunConditions conditions;
    conditions.facts = facts;
    conditions.writes = true;
    conditions.warnings = bench::judge_conditions(conditions);
    doc["conditions"] = bench::conditions_to_json(conditions);
    bench::RunWriteAmplification wa;
    wa.device = "/dev/sdc";
    wa.host_bytes = std::uint64_t{3} << 30;
    wa.nand_bytes = std::uint64_t{7} << 30;
    wa.host_granularity_bytes = std::uint64_t{1} << 30;
    wa.nand_granularity_bytes = std::uint64_t{1} << 30;
    wa.gap = bench::RunWaGap::TooLittleWritten;
    wa.reason = "the host counter moved by 3 steps of 1 GiB; WA needs at least 50 steps";
    doc["write_amplification"] = bench::run_write_amplification_to_json(wa);
    return doc;
}

TEST_F(GuiBenchSustained, ConsistencyResultShowsItsConditionsLabelWarningsWaAndSteadyState) {
    ASSERT_TRUE(dir_.isValid());
    const auto doc = consistencyWithConditions();
    run(QStringLiteral("consistency"), doc);
    // On a compressing and encrypting layer: labelled so.
    auto* banner = child<QLabel>("benchLayerLabel");
    ASSERT_NE(banner, nullptr);
    EXPECT_FALSE(banner->isHidden());
    EXPECT_EQ(banner->text(), QStringLiteral("Measured on: compressing filesystem, encrypted layer (dm-crypt/LUKS)"));
    const QString warnings = text("benchWarnings");
    for (const char* id : {"[compressing-filesystem]", "[copy-on-write-filesystem]", "[encrypted-layer]"}) {
        EXPECT_TRUE(warnings.contains(QString::fromLatin1(id))) << id << "\n" << warnings.toStdString();
    }
    EXPECT_TRUE(warnings.contains(QStringLiteral("is mounted with compress=zstd:3"))) << warnings.toStdString();
    EXPECT_TRUE(text("benchConditions").contains(QStringLiteral("filesystem: btrfs on /home (/dev/mapper/luks-home), compression on (compress=zstd:3)")))
        << text("benchConditions").toStdString();
    EXPECT_FALSE(text("benchConditions").contains(QStringLiteral("Warning ["))); // listed once, flagged above
    EXPECT_TRUE(text("benchWriteAmplification").contains(QStringLiteral("not given: the host counter moved by 3 steps")))
        << text("benchWriteAmplification").toStdString();
    // The steady state of each timed job, in core's words.
    const QString steady = text("benchSteadyState");
    const auto& job = job_named(doc, "RND4K Q32T1 write sustained");
    const auto state = bench::steady_state_from_json(job.at("steady_state"));
    ASSERT_TRUE(state);
    const QString expected = QStringLiteral("RND4K Q32T1 write sustained: ") +
                             QString::fromStdString(bench::steady_state_to_text(*state)).trimmed();
    EXPECT_TRUE(steady.contains(expected)) << steady.toStdString();
    EXPECT_TRUE(steady.contains(state->reached ? QStringLiteral("reached at") : QStringLiteral("not reached")));
    EXPECT_EQ(steady.count(QLatin1Char('\n')), 1) << steady.toStdString(); // two timed jobs, the fills not judged
    EXPECT_TRUE(child<QWidget>("sustainedPanel")->isHidden());

    const QString saved = savedText(dir_);
    for (const QString& line : {QStringLiteral("Measured on: compressing filesystem, encrypted layer (dm-crypt/LUKS)"),
                                QStringLiteral("Warning [encrypted-layer]: dm-0 (crypt luks-home)"),
                                QStringLiteral("Write amplification during the run: host 3"), expected}) {
        EXPECT_TRUE(saved.contains(line)) << line.toStdString() << "\n" << saved.toStdString();
    }
    const QString words = page_->snapshot(false)->texts().join(QLatin1Char('\n'));
    EXPECT_TRUE(words.contains(QStringLiteral("Measured on: compressing filesystem"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("Warning [encrypted-layer]"))) << words.toStdString();
    EXPECT_TRUE(words.contains(expected)) << words.toStdString();
}

// Captured with the drive's request size capped at 120 KiB, as many USB
// bridges cap it (tests/fixtures/README.md): the kernel split every 1 MiB read.
TEST_F(GuiBenchSustained, SplitRequestsAreSaidUnderTheResult) {
    ASSERT_TRUE(dir_.isValid());
    run(QStringLiteral("quick"), recordedBench("seq1m-read-split-120k.json"));
    const QString expected = QStringLiteral(
        "SEQ1M Q8T1 read: the drive got 114 KiB read requests on average for the 1024 KiB asked (the kernel split them)");
    auto* requests = child<QLabel>("benchDeviceRequests");
    ASSERT_NE(requests, nullptr);
    EXPECT_FALSE(requests->isHidden());
    EXPECT_EQ(requests->text(), expected);
    EXPECT_TRUE(savedText(dir_).contains(expected)) << savedText(dir_).toStdString();
    EXPECT_TRUE(page_->snapshot(false)->texts().contains(expected));

    // A result whose requests reached the drive as asked (or were not counted): no line.
    run(QStringLiteral("consistency"), consistencyWithConditions());
    EXPECT_TRUE(requests->isHidden());
    EXPECT_TRUE(requests->text().isEmpty());
}

} // namespace
} // namespace ssd::test
