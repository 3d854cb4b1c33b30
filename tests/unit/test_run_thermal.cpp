// The drive's temperature around and during a run (core/bench/run_thermal.h) and the
// sampler that reads it while the run runs (thermal_sampler.h). The readings are synthetic
// (a drive's thermal counters do not move on this machine's virtual disks); the NVMe
// counters they stand for are parsed from real captures in test_smartctl_text_parser.cpp.
#include <gtest/gtest.h>

#include <future>

#include "core/bench/run_thermal.h"
#include "core/bench/thermal_sampler.h"

namespace ssd::bench {
namespace {

ThermalReading at(int celsius, std::optional<std::uint64_t> transitions = std::nullopt) {
    ThermalReading reading;
    reading.temperature_c = celsius;
    reading.limit_c = 70;
    reading.throttle_transitions = transitions;
    return reading;
}

TEST(RunThermal, TransitionsDuringTheRunAreThrottling) {
    const auto said = throttled(at(45, 100), {{15.0, at(58, 100)}, {30.0, at(66, 103)}}, at(50, 103));
    ASSERT_TRUE(said);
    EXPECT_EQ(*said, "3 thermal-management transition(s): the drive slowed itself down to cool (NVMe health log)");
}

TEST(RunThermal, AReadingAtTheWarningTemperatureDuringTheRunCountsEvenWhenItCooledAfter) {
    const auto said = throttled(at(45), {{15.0, at(71)}, {30.0, at(73)}}, at(60));
    ASSERT_TRUE(said);
    EXPECT_EQ(*said, "the drive reached 73 °C, at or above its warning threshold of 70 °C");
    // Hot before the run only: the run did not do it.
    EXPECT_FALSE(throttled(at(75), {{15.0, at(65)}}, at(60)));
    // Cool throughout, counters still: no throttling.
    EXPECT_FALSE(throttled(at(40, 7), {{15.0, at(50, 7)}}, at(52, 7)));
}

TEST(RunThermal, UnknownReadingsAroundTheRunLeaveTheOnesDuringIt) {
    const auto unknown = Observed<ThermalReading>::unknown("SMART of /dev/sdb could not be read");
    ThermalReading warm = at(60);
    warm.warning_minutes = 10;
    ThermalReading warmer = at(69);
    warmer.warning_minutes = 12;
    const auto said = throttled(unknown, {{15.0, warm}, {30.0, warmer}}, unknown);
    ASSERT_TRUE(said);
    EXPECT_EQ(*said, "2 minute(s) more at the warning temperature (NVMe health log)");
}

TEST(RunThermal, DocumentAndTextCarryTheReadingsDuringTheRun) {
    const std::vector<ThermalSample> during{{15.004, at(48, 3)}, {30.01, at(51, 3)}};
    const auto doc = temperature_json(at(41, 3), during, at(47, 3));
    ASSERT_EQ(doc["during"].size(), 2U);
    EXPECT_EQ(doc["during"][1]["seconds"], 30.01);
    EXPECT_EQ(doc["during"][1]["temperature_c"], 51);
    EXPECT_FALSE(doc["during"][1].contains("available"));
    EXPECT_EQ(doc["after"]["throttle_transitions"], 3);
    const auto read = temperature_from_json(doc);
    ASSERT_EQ(read.during.size(), 2U);
    EXPECT_EQ(read.during[0].reading.temperature_c, 48);
    EXPECT_EQ(temperature_json(read.before, read.during, read.after), doc);
    EXPECT_EQ(temperature_text(read.before, read.during, read.after),
              "41 °C before, 47 °C after; during the run 48–51 °C in 2 reading(s)");
}

// The sampler on a real thread: it reads every interval until stopped; a failed reading is
// skipped. The test waits for the third call, never for a time.
TEST(ThermalSampler, ReadsEveryIntervalUntilStoppedAndSkipsFailedReadings) {
    std::promise<void> third;
    int calls = 0; // only the sampler's thread touches it until stop() has joined
    ThermalSampler sampler(
        [&]() -> std::optional<ThermalReading> {
            ++calls;
            if (calls == 3) third.set_value();
            if (calls == 2) return std::nullopt; // smartctl failed this once
            return at(40 + calls);
        },
        std::chrono::milliseconds(1));
    third.get_future().wait();
    const std::vector<ThermalSample> samples = sampler.stop();
    ASSERT_GE(calls, 3);
    ASSERT_EQ(samples.size(), static_cast<std::size_t>(calls - 1));
    EXPECT_EQ(samples[0].reading.temperature_c, 41);
    EXPECT_EQ(samples[1].reading.temperature_c, 43);
    for (std::size_t i = 1; i < samples.size(); ++i) EXPECT_GE(samples[i].seconds, samples[i - 1].seconds);
    EXPECT_TRUE(sampler.stop().size() == samples.size()); // stopping twice is harmless
}

TEST(ThermalSampler, StopEndsTheWaitAtOnce) {
    int calls = 0;
    ThermalSampler sampler([&]() -> std::optional<ThermalReading> { ++calls; return at(40); }, std::chrono::hours(1));
    EXPECT_TRUE(sampler.stop().empty()); // returns now, not in an hour (the test's time limit would fail it)
    EXPECT_EQ(calls, 0);
}

} // namespace
} // namespace ssd::bench
