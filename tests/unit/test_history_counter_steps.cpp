// Wraps, resets and unit changes of write counters (constructed readings: the
// arithmetic is the point, no capture shows a wrap).
#include <gtest/gtest.h>

#include "core/history/counter_steps.h"

namespace ssd::history {
namespace {

constexpr std::uint64_t kSector = 512;

TEST(HistoryCounterSteps, RisingCounterGivesTheDifference) {
    const auto step = step_between({1000 * kSector, kSector}, 0, {1600 * kSector, kSector}, 3600);
    ASSERT_TRUE(step.bytes);
    EXPECT_EQ(*step.bytes, 600 * kSector);
    EXPECT_FALSE(step.counter_break);
}

TEST(HistoryCounterSteps, ThirtyTwoBitWrapIsCountedAcross) {
    const std::uint64_t top = (1ULL << 32) - 100;  // units just below 2^32
    const auto step = step_between({top * kSector, kSector}, 0, {50 * kSector, kSector}, 3600);
    ASSERT_TRUE(step.bytes);
    EXPECT_EQ(*step.bytes, 150 * kSector);
    EXPECT_EQ(step.counter_break, CounterBreak::Wrap);
}

TEST(HistoryCounterSteps, FortyEightBitWrapIsCountedAcross) {
    const std::uint64_t top = (1ULL << 48) - 7;
    const auto step = step_between({top, 1}, 0, {3, 1}, 60);
    ASSERT_TRUE(step.bytes);
    EXPECT_EQ(*step.bytes, 10u);
}

TEST(HistoryCounterSteps, FallFromTheMiddleIsAResetOfUnknownWrites) {
    const auto step = step_between({5'000'000 * kSector, kSector}, 0, {20 * kSector, kSector}, 60);
    EXPECT_FALSE(step.bytes);
    EXPECT_EQ(step.counter_break, CounterBreak::Reset);
    EXPECT_EQ(step.before_bytes, 5'000'000 * kSector);
}

TEST(HistoryCounterSteps, UnitChangeIsNotReadAsWrites) {
    const auto step = step_between({100 * kSector, kSector}, 0, {1ULL << 40, 1ULL << 30}, 60);
    EXPECT_FALSE(step.bytes);
    EXPECT_EQ(step.counter_break, CounterBreak::UnitChanged);
}

TEST(HistoryCounterSteps, SamplesWithoutTheCounterArePassedOver) {
    std::vector<Sample> samples(3);
    samples[0].time = 0;
    samples[0].host_written = WriteCounter{100, 1};
    samples[1].time = 10;
    samples[1].standby = true;
    samples[2].time = 20;
    samples[2].host_written = WriteCounter{150, 1};
    const auto steps = counter_steps(samples, WriteCounterKind::Host);
    ASSERT_EQ(steps.size(), 1u);
    EXPECT_EQ(steps[0].from_time, 0);
    EXPECT_EQ(steps[0].to_time, 20);
    EXPECT_EQ(steps[0].bytes, 50u);
    EXPECT_TRUE(counter_steps(samples, WriteCounterKind::Nand).empty());
}

} // namespace
} // namespace ssd::history
