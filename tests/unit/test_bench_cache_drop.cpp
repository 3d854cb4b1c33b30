// The cache-drop detector (core/bench/cache_drop.h): on synthetic curves
// (labelled so: a step with noise, a short dip, a flat line) for the rules,
// and on per-second curves recorded from real sustained runs
// (tests/fixtures/bench/, see its README) for what real curves look like.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/bench_reader.h"
#include "core/bench/cache_drop.h"
#include "core/bench/sustained_report.h"

namespace ssd::bench {
namespace {

// Synthetic: one sample a second at these speeds.
std::vector<Sample> curve(const std::vector<double>& mb_per_s) {
    std::vector<Sample> samples;
    for (std::size_t i = 0; i < mb_per_s.size(); ++i) {
        samples.push_back(Sample{static_cast<double>(i + 1), mb_per_s[i], mb_per_s[i]});
    }
    return samples;
}

// Synthetic: `seconds` of `level` MB/s with ±`noise` (a share) of
// deterministic pseudo-random jitter.
void append(std::vector<double>& out, std::size_t seconds, double level, double noise, std::uint32_t& state) {
    for (std::size_t i = 0; i < seconds; ++i) {
        state = state * 1664525U + 1013904223U;
        const double unit = static_cast<double>(state >> 8) / static_cast<double>(1U << 24); // [0, 1)
        out.push_back(level * (1.0 + noise * (2.0 * unit - 1.0)));
    }
}

TEST(CacheDrop, SyntheticStepWithNoise) {
    std::uint32_t state = 7;
    std::vector<double> speeds;
    append(speeds, 30, 2000.0, 0.10, state);
    append(speeds, 60, 500.0, 0.10, state);
    const auto drop = detect_cache_drop(curve(speeds));
    ASSERT_TRUE(drop.dropped) << drop.no_drop_reason;
    EXPECT_EQ(drop.drop_index, 30U);
    EXPECT_DOUBLE_EQ(drop.drop_at_seconds, 30.0);
    double cache = 0.0;
    for (std::size_t i = 0; i < 30; ++i) cache += speeds[i] * 1e6;
    EXPECT_NEAR(static_cast<double>(drop.bytes_before_drop), cache, 1e3);
    EXPECT_NEAR(drop.before_mb_per_s, 2000.0, 100.0);
    EXPECT_NEAR(drop.after_mb_per_s, 500.0, 25.0);
    ASSERT_TRUE(drop.settled_at_seconds);
    EXPECT_GE(*drop.settled_at_seconds, 30.0);
    EXPECT_LE(*drop.settled_at_seconds, 32.0);
    EXPECT_EQ(drop.phase, CachePhase::Settled);
}

TEST(CacheDrop, SyntheticShortDipIsNotADrop) {
    std::uint32_t state = 11;
    std::vector<double> speeds;
    append(speeds, 20, 1000.0, 0.05, state);
    append(speeds, 4, 100.0, 0.05, state); // a 4 s stall (garbage collection, another program)
    append(speeds, 40, 1000.0, 0.05, state);
    const auto drop = detect_cache_drop(curve(speeds));
    EXPECT_FALSE(drop.dropped) << "dropped at " << drop.drop_at_seconds;
    EXPECT_EQ(drop.phase, CachePhase::Cache);
    EXPECT_NE(drop.no_drop_reason.find("never fell below 75 %"), std::string::npos) << drop.no_drop_reason;
    // Without a drop the speed is the whole curve's rate, the stall included.
    double sum = 0.0;
    for (const double speed : speeds) sum += speed;
    EXPECT_NEAR(drop.before_mb_per_s, sum / static_cast<double>(speeds.size()), 1e-6);
}

TEST(CacheDrop, SyntheticTooShortOrFlat) {
    const auto short_curve = detect_cache_drop(curve({900, 950, 300, 310, 305}));
    EXPECT_FALSE(short_curve.dropped);
    EXPECT_NE(short_curve.no_drop_reason.find("too short (5 s)"), std::string::npos) << short_curve.no_drop_reason;

    std::uint32_t state = 3;
    std::vector<double> flat;
    append(flat, 120, 450.0, 0.2, state);
    const auto none = detect_cache_drop(curve(flat));
    EXPECT_FALSE(none.dropped);
    EXPECT_FALSE(none.settled_at_seconds);
}

TEST(CacheDrop, SyntheticDropThatNeverSettles) {
    // After the cache: a drive alternating between folding and direct writes
    // (5 s at 400, 5 s at 100 MB/s), never flat within ±15 %.
    std::uint32_t state = 5;
    std::vector<double> speeds;
    append(speeds, 20, 1500.0, 0.05, state);
    for (int cycle = 0; cycle < 6; ++cycle) {
        append(speeds, 5, 400.0, 0.05, state);
        append(speeds, 5, 100.0, 0.05, state);
    }
    const auto drop = detect_cache_drop(curve(speeds));
    ASSERT_TRUE(drop.dropped);
    EXPECT_NEAR(drop.drop_at_seconds, 20.0, 1.0);
    EXPECT_FALSE(drop.settled_at_seconds);
    EXPECT_EQ(drop.phase, CachePhase::AfterDrop);
}

TEST(CacheDrop, SyntheticPhasesOnTheLiveCurve) {
    // What the session sees second by second: cache, then after-drop once the
    // drop is confirmed, then settled once the settle window is flat.
    std::uint32_t state = 9;
    std::vector<double> speeds;
    append(speeds, 25, 1800.0, 0.08, state);
    append(speeds, 40, 300.0, 0.08, state);
    const auto samples = curve(speeds);
    std::vector<CachePhase> phases;
    for (std::size_t n = 1; n <= samples.size(); ++n) {
        phases.push_back(detect_cache_drop(std::span(samples).first(n)).phase);
    }
    const CacheDropOptions defaults;
    // The drop is known `confirm` seconds (or fewer) after it.
    for (std::size_t n = 1; n <= 25; ++n) EXPECT_EQ(phases[n - 1], CachePhase::Cache) << n;
    EXPECT_EQ(phases[25 + defaults.confirm - 1], CachePhase::AfterDrop);
    EXPECT_EQ(phases.back(), CachePhase::Settled);
    // Once settled, it stays settled: the run may stop at the first one.
    const auto first_settled = std::find(phases.begin(), phases.end(), CachePhase::Settled);
    EXPECT_TRUE(std::all_of(first_settled, phases.end(), [](CachePhase p) { return p == CachePhase::Settled; }));
    const auto n_settled = static_cast<std::size_t>(first_settled - phases.begin()) + 1;
    EXPECT_LE(n_settled, 25 + defaults.settle + 2);
}

// Recorded: a bench document captured by this project (tests/fixtures/bench/README.md).
std::optional<BenchDocument> recorded(const std::string& name) {
    std::ifstream file(std::string(SSD_PROJECT_FIXTURES_DIR) + "/bench/" + name);
    if (!file) return std::nullopt;
    return bench_report_from_json(nlohmann::json::parse(file));
}

// The loop tier's run (bench-sustained-loop.sh): a loop device on tmpfs whose
// cgroup write limit was lowered from 150 to 20 MB/s when a progress event
// reported t = 8.049 s.
TEST(CacheDrop, RecordedLoopDeviceWithAWriteLimitLoweredAt8s) {
    const auto document = recorded("sustained-loop-cgroup.json");
    ASSERT_TRUE(document) << "tests/fixtures/bench/sustained-loop-cgroup.json is missing";
    ASSERT_EQ(document->results.size(), 1U);
    const auto& samples = document->results[0].samples;
    const auto drop = detect_cache_drop(samples);
    ASSERT_TRUE(drop.dropped) << drop.no_drop_reason;
    EXPECT_NEAR(drop.drop_at_seconds, 8.049, 1.0);
    // Written before the switch, by the run's own samples (whole seconds up to 8 s).
    double written = 0.0;
    double previous = 0.0;
    for (const auto& sample : samples) {
        if (sample.t > 8.0 + 1e-9) break;
        written += sample.mb_per_s * 1e6 * (sample.t - previous);
        previous = sample.t;
    }
    EXPECT_NEAR(static_cast<double>(drop.bytes_before_drop), written, 1e6);
    EXPECT_NEAR(drop.before_mb_per_s / drop.after_mb_per_s, 150.0 / 20.0, 0.25 * 150.0 / 20.0);
    EXPECT_TRUE(drop.settled_at_seconds);
    ASSERT_TRUE(document->sustained);
    EXPECT_EQ(document->sustained->stopped_because, SustainedStop::Settled);
}

// The development VM's virtio disk (scripts/sustained-vs-fio.sh, /var/tmp,
// 24 GiB, the machine shared with other builds): a real, noisy curve whose
// speed fell from about 1.6 GB/s to about 1 GB/s after 7 s (the host's
// cache or its other load: not an SLC cache that can be named). The stored
// analysis is the one this detector makes of the stored curve.
TEST(CacheDrop, RecordedVirtioDiskOfTheDevelopmentVm) {
    const auto document = recorded("sustained-vda-24g.json");
    ASSERT_TRUE(document) << "tests/fixtures/bench/sustained-vda-24g.json is missing";
    ASSERT_TRUE(document->sustained);
    const auto drop = detect_cache_drop(document->results[0].samples);
    // The analysis of the stored curve is the one the run reported.
    EXPECT_EQ(drop.dropped, document->sustained->drop.dropped);
    EXPECT_EQ(drop.phase, document->sustained->drop.phase);
    if (drop.dropped) {
        EXPECT_NEAR(drop.drop_at_seconds, document->sustained->drop.drop_at_seconds, 1e-3);
    }
}

TEST(CacheDrop, StopReasonFromTheLimits) {
    JobResult result;
    result.job.name = "SEQ1M Q8T1 write sustained";
    result.job.bytes = 64ULL << 20;
    result.job.seconds = 600.0;
    result.bytes = 64ULL << 20;
    EXPECT_EQ(analyse_sustained(result, false).stopped_because, SustainedStop::ByteLimit);
    EXPECT_EQ(analyse_sustained(result, true).stopped_because, SustainedStop::Settled);
    result.bytes = 32ULL << 20;
    const auto timed = analyse_sustained(result, false);
    EXPECT_EQ(timed.stopped_because, SustainedStop::TimeLimit);
    EXPECT_EQ(timed.limit_bytes, 64ULL << 20);
    EXPECT_EQ(timed.job, "SEQ1M Q8T1 write sustained");
}

TEST(CacheDrop, JsonBlockReadsBack) {
    std::uint32_t state = 13;
    std::vector<double> speeds;
    append(speeds, 12, 900.0, 0.05, state);
    append(speeds, 30, 90.0, 0.05, state);
    JobResult result;
    result.job.name = "SEQ1M Q8T1 write sustained";
    result.job.seconds = 600.0;
    result.job.bytes = 1ULL << 40;
    result.samples = curve(speeds);
    result.bytes = 15'000'000'000ULL;
    result.seconds = 42.0;
    const auto sustained = analyse_sustained(result, true);
    const auto json = sustained_to_json(sustained);
    EXPECT_EQ(json["stopped_because"], "settled");
    EXPECT_EQ(json["phase"], "settled");
    EXPECT_TRUE(json["no_drop_reason"].is_null());
    const auto back = sustained_from_json(json);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->drop.bytes_before_drop, sustained.drop.bytes_before_drop);
    EXPECT_NEAR(back->drop.after_mb_per_s, sustained.drop.after_mb_per_s, 1e-3);
    EXPECT_EQ(back->drop.settled_at_seconds, sustained.drop.settled_at_seconds);
    EXPECT_EQ(back->stopped_because, SustainedStop::Settled);
    EXPECT_EQ(back->limit_bytes, 1ULL << 40);
    EXPECT_FALSE(sustained_from_json(nlohmann::json(nullptr)));
    const std::string text = sustained_to_text(sustained, result.samples);
    EXPECT_NE(text.find("the speed dropped after"), std::string::npos) << text;
    EXPECT_NE(text.find("0-5 s"), std::string::npos) << text;
}

} // namespace
} // namespace ssd::bench
