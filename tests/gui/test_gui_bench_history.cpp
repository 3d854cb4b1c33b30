// The Benchmark page and the drive history: with a raw drive chosen, each
// tile shows the drive's last run of its test ("last: … MB/s"); after a run
// the change against the last comparable run. The history is a
// MemoryHistoryStore the page opens as it would open the system's database
// (read-only); the runs are the engine's own on the fake I/O back end, and
// the helper's answer is what the core's bench handler answers
// (bench_handler_run.h), compared and stored there as the helper would.
#include "bench_page_test.h" // first: benchmark_page.h brings core/requests before Qt's `slots` keyword
#include "app/gui/format.h"
#include "bench_handler_run.h"

namespace ssd::test {
namespace {

class GuiBenchHistory : public BenchPageTest {
protected:
    // The handler as the helper runs it for /dev/sdc at `latency_ns`, its history a MemoryHistoryStore.
    std::unique_ptr<HandlerRun> helperRun(std::int64_t latency_ns, std::int64_t now) {
        return std::make_unique<HandlerRun>(latency_ns, now, bench_drive_facts("/dev/sdc", model_, serial_));
    }

    void useHistory(history::HistoryStore& store) {
        page_->setHistory(
            [&store](const std::filesystem::path&) -> Result<std::unique_ptr<history::HistoryStore>> {
                return std::unique_ptr<history::HistoryStore>(std::make_unique<BorrowedHistoryStore>(store));
            },
            "memory");
    }

    void chooseTarget(const QString& device) { choose("targetCombo", device); }
};

TEST_F(GuiBenchHistory, TilesShowTheDrivesLastRunBeforeARun) {
    // Monday's run, stored by the helper.
    auto monday = helperRun(kFastRequestNs, kMonday);
    const auto stored = monday->run(short_quick_run("/dev/sdc", serial_));
    ASSERT_EQ(stored.document["history"]["stored"], true);
    useHistory(monday->store);

    chooseTarget(QStringLiteral("/dev/sdc"));
    gui::BenchTile* tile = page_->tile(QStringLiteral("RND4K Q1T1 read"));
    ASSERT_NE(tile, nullptr);
    double mb = 0.0;
    for (const auto& result : stored.document["results"]) {
        if (result["name"] == "RND4K Q1T1 read") mb = result["mb_per_s"].get<double>();
    }
    ASSERT_GT(mb, 0.0);
    EXPECT_EQ(tile->lastText(), QStringLiteral("last: %1 MB/s").arg(gui::decimalText(mb, mb < 100 ? 2 : 1)));

    // Another drive, or a folder: nothing from the history.
    chooseTarget(QStringLiteral("/dev/sdd"));
    EXPECT_EQ(page_->tile(QStringLiteral("RND4K Q1T1 read"))->lastText(), QString());
    chooseTarget(QStringLiteral("/var/tmp"));
    EXPECT_EQ(page_->tile(QStringLiteral("RND4K Q1T1 read"))->lastText(), QString());
}

TEST_F(GuiBenchHistory, AfterARunTilesShowTheChange) {
    auto run = helperRun(kFastRequestNs, kMonday);
    run->run(short_quick_run("/dev/sdc", serial_));
    useHistory(run->store);
    // Tuesday at half the speed: the helper's answer, compared and stored by the handler.
    run->set_latency(kSlowRequestNs);
    run->now = kMonday + 86400;
    const auto tuesday = run->run(short_quick_run("/dev/sdc", serial_));
    ASSERT_TRUE(tuesday.document["previous"].is_object());
    loaded().backend->setActionReply(QStringLiteral("bench"), gui::Reply::success(tuesday.document));

    chooseTarget(QStringLiteral("/dev/sdc"));
    page_->setTokenPrompt([this](QWidget*, const DriveInfo&) { return QString::fromStdString(serial_); });
    QSignalSpy finished(page_, &gui::BenchmarkPage::runFinished);
    page_->start();
    ASSERT_TRUE(finished.wait(10000));
    gui::BenchTile* tile = page_->tile(QStringLiteral("RND4K Q1T1 read"));
    ASSERT_NE(tile, nullptr);
    EXPECT_TRUE(tile->hasResult());
    // Half the speed: -50 % give or take the fake clock's rounding.
    EXPECT_TRUE(tile->lastText().contains(QStringLiteral("(-49.")) || tile->lastText().contains(QStringLiteral("(-50.")))
        << tile->lastText().toStdString();
    // The request carried no way to choose the database, and did not ask to skip the history.
    ASSERT_FALSE(loaded().backend->actions().empty());
    const auto params = loaded().backend->actions().back().params();
    EXPECT_FALSE(params.contains("no_history"));
    EXPECT_FALSE(params.contains("database"));
}

TEST_F(GuiBenchHistory, NoHistoryShowsNothing) {
    history::MemoryHistoryStore empty;
    useHistory(empty);
    chooseTarget(QStringLiteral("/dev/sdc"));
    EXPECT_EQ(page_->tile(QStringLiteral("SEQ1M Q8T1 read"))->lastText(), QString());
}

} // namespace
} // namespace ssd::test
