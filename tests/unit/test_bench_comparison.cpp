// A run next to the last comparable one (core/bench/bench_comparison.h), on
// documents the engine produced (bench_runs.h): the same plan at 100 µs and
// at 200 µs per request is the same drive at half the speed.
#include <gtest/gtest.h>

#include "bench_runs.h"
#include "core/bench/bench_comparison.h"
#include "core/bench/bench_reader.h"
#include "test_constants.h"

namespace ssd::test {
namespace {

using bench::BenchDocument;

using test::kFastRequestNs;
using test::kSlowRequestNs;
constexpr std::int64_t kThen = 1763900000; // 2025-11-23T12:13:20Z

BenchDocument read(const nlohmann::json& document) {
    auto parsed = bench::bench_report_from_json(document);
    EXPECT_TRUE(parsed);
    return parsed ? *parsed : BenchDocument{};
}

const bench::JobComparison& job(const bench::BenchComparison& comparison, const std::string& name) {
    for (const auto& j : comparison.jobs) {
        if (j.name == name) return j;
    }
    ADD_FAILURE() << "no job " << name;
    return comparison.jobs.front();
}

TEST(BenchComparison, SameRunAtHalfTheSpeedIsHalfTheThroughputAndTwiceTheLatency) {
    const BenchDocument before = read(bench_run_document(short_quick_run(), kFastRequestNs));
    const BenchDocument now = read(bench_run_document(short_quick_run(), kSlowRequestNs));
    ASSERT_EQ(now.results.size(), 7U);
    ASSERT_TRUE(bench::comparable(now, before));
    const auto comparison = bench::compare_runs(now, before, kThen, "/dev/sdb");
    ASSERT_TRUE(comparison);
    EXPECT_EQ(comparison->time, kThen);
    EXPECT_EQ(comparison->device, "/dev/sdb");
    ASSERT_EQ(comparison->jobs.size(), 7U);
    // One request in flight: every I/O takes exactly the scripted latency.
    const auto& q1 = job(*comparison, "RND4K Q1T1 read");
    for (const auto& result : before.results) {
        if (result.name == q1.name) {
            EXPECT_DOUBLE_EQ(q1.previous.mb_per_s, result.mb_per_s);
        }
    }
    ASSERT_TRUE(q1.mb_per_s && q1.iops && q1.latency_us.p50 && q1.latency_us.p99);
    EXPECT_NEAR(*q1.mb_per_s, 0.5, 0.02);
    EXPECT_NEAR(*q1.iops, 0.5, 0.02);
    EXPECT_NEAR(*q1.latency_us.p50, 2.0, 0.05);
    EXPECT_NEAR(*q1.latency_us.p99, 2.0, 0.05);
    const std::string change = bench::change_text(q1.mb_per_s);
    EXPECT_TRUE(change.starts_with("-49.") || change.starts_with("-50.")) << change;
}

TEST(BenchComparison, RunsOfOtherJobsAreNotComparable) {
    const BenchDocument quick = read(bench_run_document(short_quick_run(), kFastRequestNs));
    // Another test area: how much of the drive (and of its cache) is touched.
    auto larger = short_quick_run();
    larger.size = 32 * kBenchMiB;
    EXPECT_FALSE(bench::comparable(read(bench_run_document(larger, kFastRequestNs)), quick));
    // Another data pattern written.
    auto zeros = short_quick_run();
    zeros.data = bench::DataPattern::Zeros;
    EXPECT_FALSE(bench::comparable(read(bench_run_document(zeros, kFastRequestNs)), quick));
    // A custom job at another queue depth.
    auto custom = short_quick_run();
    custom.access = bench::Access::RandRead;
    custom.queue_depth = 4;
    const BenchDocument qd4 = read(bench_run_document(custom, kFastRequestNs));
    custom.queue_depth = 8;
    const BenchDocument qd8 = read(bench_run_document(custom, kFastRequestNs));
    EXPECT_FALSE(bench::comparable(qd8, qd4));
    EXPECT_FALSE(bench::compare_runs(qd8, qd4, kThen, "/dev/sdb"));
    // How long a job ran is not part of it: rates are per second.
    auto longer = short_quick_run();
    longer.seconds = 0.04;
    EXPECT_TRUE(bench::comparable(read(bench_run_document(longer, kFastRequestNs)), quick));
}

TEST(BenchComparison, AnOlderQuickRunWithoutTheMixStaysComparable) {
    // The quick preset gained RND4K Q32T1 mix 70/30 (last); a run from before
    // is this document without that result.
    nlohmann::json older = bench_run_document(short_quick_run(), kFastRequestNs);
    auto& results = older["results"];
    ASSERT_EQ(results.back()["name"], "RND4K Q32T1 mix 70/30");
    results.erase(results.size() - 1);
    const BenchDocument before = read(older);
    const BenchDocument now = read(bench_run_document(short_quick_run(), kSlowRequestNs));
    ASSERT_TRUE(bench::comparable(now, before));
    const auto comparison = bench::compare_runs(now, before, kThen, "/dev/sdb");
    ASSERT_TRUE(comparison);
    ASSERT_EQ(comparison->jobs.size(), 6U); // the mix has nothing to compare with
    for (const auto& j : comparison->jobs) EXPECT_NE(j.name, "RND4K Q32T1 mix 70/30");
    ASSERT_TRUE(job(*comparison, "RND4K Q1T1 write").iops);
    EXPECT_NEAR(*job(*comparison, "RND4K Q1T1 write").iops, 0.5, 0.02);
    // The other way round a job of the previous run is missing: not comparable.
    EXPECT_FALSE(bench::comparable(before, now));
}

TEST(BenchComparison, AJobWhoseEngineChangedIsShownWithoutAPreviousFigure) {
    // An older run: its results do not name their engine (the run's applies).
    nlohmann::json older = bench_run_document(short_quick_run(), kFastRequestNs);
    for (auto& result : older["results"]) result.erase("engine");
    const BenchDocument before = read(older);
    ASSERT_EQ(before.results.front().engine, before.engine);
    // Now the queue-depth-1 jobs were done by pread/pwrite (what --engine auto
    // writes on Linux; set here on the fake back end's own document).
    nlohmann::json newer = bench_run_document(short_quick_run(), kSlowRequestNs);
    for (auto& result : newer["results"]) {
        if (result["queue_depth"] == 1) result["engine"] = "psync";
    }
    const BenchDocument now = read(newer);
    ASSERT_TRUE(bench::comparable(now, before));
    const auto comparison = bench::compare_runs(now, before, kThen, "/dev/sdb");
    ASSERT_TRUE(comparison);
    ASSERT_EQ(comparison->jobs.size(), 5U);
    for (const auto& j : comparison->jobs) EXPECT_EQ(j.name.find("Q1T1"), std::string::npos) << j.name;
    ASSERT_TRUE(job(*comparison, "RND4K Q32T1 read").iops);
    EXPECT_NEAR(*job(*comparison, "RND4K Q32T1 read").iops, 0.5, 0.05);
}

TEST(BenchComparison, PreviousObjectReadsBackAsWritten) {
    const BenchDocument before = read(bench_run_document(short_quick_run(), kFastRequestNs));
    const BenchDocument now = read(bench_run_document(short_quick_run(), kSlowRequestNs));
    const auto comparison = bench::compare_runs(now, before, kThen, "/dev/sdc");
    ASSERT_TRUE(comparison);
    const nlohmann::json previous = bench::comparison_to_json(*comparison);
    EXPECT_EQ(previous["time"], "2025-11-23T12:13:20Z");
    EXPECT_EQ(previous["device"], "/dev/sdc");
    ASSERT_EQ(previous["results"].size(), 7U);
    EXPECT_EQ(previous["results"][0]["name"], "SEQ1M Q8T1 read");
    EXPECT_TRUE(previous["results"][0]["ratio"]["latency_us"].contains("p999"));
    EXPECT_TRUE(previous["results"][0]["ratio"]["latency_us"].contains("p9999"));

    const auto back = bench::comparison_from_json(previous);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->time, kThen);
    EXPECT_EQ(back->device, "/dev/sdc");
    ASSERT_EQ(back->jobs.size(), comparison->jobs.size());
    for (std::size_t i = 0; i < back->jobs.size(); ++i) {
        EXPECT_EQ(back->jobs[i].name, comparison->jobs[i].name);
        EXPECT_DOUBLE_EQ(back->jobs[i].previous.mb_per_s, comparison->jobs[i].previous.mb_per_s);
        ASSERT_TRUE(back->jobs[i].mb_per_s);
        EXPECT_NEAR(*back->jobs[i].mb_per_s, *comparison->jobs[i].mb_per_s, 1e-4); // rounded to 4 places
    }
    EXPECT_FALSE(bench::comparison_from_json(nullptr));
}

TEST(BenchComparison, TextSaysWhichRunAndEachChange) {
    const BenchDocument before = read(bench_run_document(short_quick_run(), kFastRequestNs));
    const auto comparison = bench::compare_runs(before, before, kThen, "/dev/sdb");
    ASSERT_TRUE(comparison);
    const std::string text = bench::comparison_to_text(*comparison);
    EXPECT_NE(text.find("Compared with the run of 2025-11-23T12:13:20Z on /dev/sdb"), std::string::npos) << text;
    EXPECT_NE(text.find("RND4K Q1T1 read"), std::string::npos);
    EXPECT_NE(text.find("+0.0 %"), std::string::npos); // the same figures
    EXPECT_EQ(bench::change_text(std::nullopt), "n/a");
    EXPECT_EQ(bench::change_text(1.25), "+25.0 %");
    EXPECT_EQ(bench::change_text(0.9), "-10.0 %");
}

} // namespace
} // namespace ssd::test
