#include <gtest/gtest.h>

#include "core/bench/latency_histogram.h"

namespace ssd::bench {
namespace {

TEST(BenchHistogram, SmallValuesAreExact) {
    for (std::uint64_t v = 0; v < 128; ++v) EXPECT_EQ(LatencyHistogram::bucket_index(v), v);
}

TEST(BenchHistogram, BucketsAreMonotonicAndNarrow) {
    std::size_t previous = 0;
    std::uint64_t bucket_start = 0;
    for (std::uint64_t v = 1; v < (std::uint64_t{1} << 24); v += 1 + v / 97) {
        const std::size_t index = LatencyHistogram::bucket_index(v);
        ASSERT_GE(index, previous);
        if (index != previous) {
            bucket_start = v;
            previous = index;
        }
        // Every value of a bucket is within 1/64 of its first value.
        ASSERT_LE(static_cast<double>(v - bucket_start), static_cast<double>(bucket_start) / 64.0 + 1.0);
    }
    EXPECT_EQ(LatencyHistogram::bucket_index(~std::uint64_t{0}), LatencyHistogram::kBucketCount - 1);
}

TEST(BenchHistogram, StatisticsAreExactOnSyntheticLatencies) {
    LatencyHistogram histogram;
    for (int i = 0; i < 990; ++i) histogram.record(100'000); // 100 µs
    for (int i = 0; i < 9; ++i) histogram.record(1'000'000); // 1 ms
    histogram.record(10'000'000);                            // 10 ms
    EXPECT_EQ(histogram.count(), 1000U);
    EXPECT_DOUBLE_EQ(histogram.mean(), 118'000.0);
    EXPECT_DOUBLE_EQ(histogram.percentile(50.0), 100'000.0);
    EXPECT_DOUBLE_EQ(histogram.percentile(99.0), 100'000.0);  // rank 990
    EXPECT_DOUBLE_EQ(histogram.percentile(99.9), 1'000'000.0); // rank 999
    EXPECT_DOUBLE_EQ(histogram.percentile(100.0), 10'000'000.0);
    EXPECT_EQ(histogram.max(), 10'000'000U);
    EXPECT_EQ(histogram.min(), 100'000U);
}

// The 99.99th percentile sees a tail the 99.9th does not: 20 slow requests in 100 000.
TEST(BenchHistogram, TheNinetyNinePointNineNinthPercentileSeesTheRarestTail) {
    LatencyHistogram histogram;
    for (int i = 0; i < 99'980; ++i) histogram.record(100'000); // 100 µs
    for (int i = 0; i < 20; ++i) histogram.record(5'000'000);   // 5 ms
    EXPECT_DOUBLE_EQ(histogram.percentile(99.9), 100'000.0);    // rank 99 900
    EXPECT_DOUBLE_EQ(histogram.percentile(99.99), 5'000'000.0); // rank 99 990
}

TEST(BenchHistogram, PercentileOfMixedBucketIsWithinItsWidth) {
    LatencyHistogram histogram;
    for (std::uint64_t v = 1'000'000; v < 1'010'000; ++v) histogram.record(v);
    const double p50 = histogram.percentile(50.0);
    EXPECT_NEAR(p50, 1'005'000.0, 1'010'000.0 / 64.0);
}

TEST(BenchHistogram, MergeAddsEverything) {
    LatencyHistogram a, b;
    a.record(50);
    a.record(5'000);
    b.record(7);
    b.record(9'000'000);
    a.merge(b);
    EXPECT_EQ(a.count(), 4U);
    EXPECT_EQ(a.min(), 7U);
    EXPECT_EQ(a.max(), 9'000'000U);
    EXPECT_DOUBLE_EQ(a.mean(), (50.0 + 5'000.0 + 7.0 + 9'000'000.0) / 4.0);
}

TEST(BenchHistogram, EmptyIsZero) {
    LatencyHistogram histogram;
    EXPECT_EQ(histogram.count(), 0U);
    EXPECT_EQ(histogram.mean(), 0.0);
    EXPECT_EQ(histogram.percentile(99.0), 0.0);
    EXPECT_EQ(histogram.max(), 0U);
    EXPECT_EQ(histogram.min(), 0U);
}

} // namespace
} // namespace ssd::bench
