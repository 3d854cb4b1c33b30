// The write rules: a write burst (acknowledged, it stays silent until another
// burst's worth is written) and write amplification over the last week, on
// real captures with synthetic workloads (the write counters advanced).
#include <gtest/gtest.h>

#include "alert_samples.h"

namespace ssd::alerts {
namespace {

using test::kAlertT0;
using test::kGB;
using test::kHour;

class AlertWriteRules : public test::SharedCapturesTest {};

// The Samsung 970 EVO Plus's real host counter (NVMe data units of 512 000
// bytes), advanced by `written` bytes at `time` (synthetic workload).
history::Sample nvme_after(std::uint64_t written, std::int64_t time) {
    static const auto base = test::capture_sample("samsung_970EVOPlus-250GB_promexp.json", kAlertT0);
    auto sample = base;
    sample.time = time;
    sample.host_written->bytes += written;
    return sample;
}

// Hourly samples judge a 60-minute window (the slack takes a reading 62
// minutes old); a burst opens, acknowledged it is silent, a quiet hour
// resolves it and the next burst opens a new alert.
TEST_F(AlertWriteRules, BurstAcknowledgedSilentUntilTheNextBurst) {
    test::AlertRig rig;
    ASSERT_TRUE(nvme_after(0, kAlertT0).host_written.has_value());
    EXPECT_TRUE(rig.add(nvme_after(0, kAlertT0)).empty());
    EXPECT_TRUE(rig.add(nvme_after(40 * kGB, kAlertT0 + 62 * 60)).empty());  // 40 GB in an hour: quiet

    const auto burst = rig.add(nvme_after(190 * kGB, kAlertT0 + 124 * 60));  // 150 GB in 62 min
    ASSERT_EQ(test::rules_of(burst), std::vector<Rule>{Rule::WriteBurst});
    EXPECT_EQ(burst[0].transition, Transition::Opened);
    EXPECT_EQ(burst[0].condition.severity, Severity::Warning);
    EXPECT_EQ(burst[0].condition.summary, "150 GB written by the host in 1 h 2 min (more than 100 GB in 60 min)");
    ASSERT_TRUE(rig.alerts.acknowledge(burst[0].alert_id, kAlertT0 + 130 * 60, "backup job").has_value());

    const auto quiet = rig.add(nvme_after(200 * kGB, kAlertT0 + 186 * 60));  // 10 GB
    ASSERT_EQ(quiet.size(), 1u);
    EXPECT_EQ(quiet[0].transition, Transition::Resolved);
    EXPECT_FALSE(is_news(quiet[0].transition));

    const auto next = rig.add(nvme_after(320 * kGB, kAlertT0 + 248 * 60));  // 120 GB
    ASSERT_EQ(next.size(), 1u);
    EXPECT_EQ(next[0].transition, Transition::Opened);
    EXPECT_NE(next[0].alert_id, burst[0].alert_id);
}

// A burst that goes on: acknowledged, it stays silent until another
// threshold's worth (100 GB) is written, then fires again.
TEST_F(AlertWriteRules, OngoingBurstRefiresAfterAnotherBurstsWorth) {
    test::AlertRig rig;
    for (int i = 0; i <= 1; ++i) rig.add(nvme_after(static_cast<std::uint64_t>(i) * 60 * kGB, kAlertT0 + i * 1800));
    const auto opened = rig.add(nvme_after(120 * kGB, kAlertT0 + 3600));  // 120 GB in 60 min
    ASSERT_EQ(test::rules_of(opened), std::vector<Rule>{Rule::WriteBurst});
    ASSERT_TRUE(rig.alerts.acknowledge(opened[0].alert_id, kAlertT0 + 3700, "").has_value());
    // 60 GB since the acknowledged level: seen again, silent (Updated is no event)
    EXPECT_TRUE(rig.add(nvme_after(180 * kGB, kAlertT0 + 5400)).empty());
    EXPECT_EQ(rig.alert_of(Rule::WriteBurst)->state(), AlertState::Acknowledged);
    const auto again = rig.add(nvme_after(240 * kGB, kAlertT0 + 7200));  // 120 GB since it
    ASSERT_EQ(again.size(), 1u);
    EXPECT_EQ(again[0].transition, Transition::Refired);
}

// The Kingston SandForce reports host (241) and NAND (233) writes in GiB
// (real); the daily workloads are synthetic. WA is judged only once the week
// holds enough writes (50 GiB: kMinStepsForWa steps of 1 GiB).
TEST_F(AlertWriteRules, WeeklyWriteAmplificationAboveTheLevel) {
    const auto base = test::capture_sample("kingston_SV300S37A240G-SandForce_smartmontools-go.json", kAlertT0);
    ASSERT_TRUE(base.host_written && base.nand_written);
    ASSERT_EQ(base.host_written->unit_bytes, test::kGiB);
    const auto day = [&](int n, std::uint64_t host_gib, std::uint64_t nand_gib) {
        return test::with_writes(base, kAlertT0 + n * kSecondsPerDay, base.host_written->bytes + host_gib * test::kGiB,
                                 base.nand_written->bytes + nand_gib * test::kGiB);
    };
    // 30 GiB a day from the host, 5 × that on the flash.
    const auto series = test::series_of({day(0, 0, 0), day(1, 30, 150), day(2, 60, 300), day(3, 90, 400)});
    EXPECT_EQ(test::update_of(evaluate_rules({}, series, 1, {}), Rule::WeeklyWa), nullptr);  // 30 GiB: too little
    const auto high = evaluate_rules({}, series, 2, {});
    const auto* wa = test::update_of(high, Rule::WeeklyWa);
    ASSERT_NE(wa, nullptr);
    EXPECT_EQ(wa->condition.level, 5);
    EXPECT_EQ(wa->condition.worse_by, 0.5);
    EXPECT_EQ(wa->condition.severity, Severity::Warning);
    EXPECT_EQ(wa->condition.summary,
              "Write amplification 5 over the last 7 days (above 4): the flash wrote 322 GB for 64 GB from the host");
    // 90 GiB from the host, 400 from the flash: 4.44, still above 4, but less than 0.5 worse.
    StoredAlert open;
    open.id = 1;
    open.condition = wa->condition;
    open.peak_level = 5;
    const auto later = evaluate_rules({}, series, 3, {open});
    ASSERT_NE(test::update_of(later, Rule::WeeklyWa), nullptr);
    EXPECT_EQ(test::update_of(later, Rule::WeeklyWa)->transition, Transition::Updated);
    EXPECT_EQ(test::update_of(later, Rule::WeeklyWa)->condition.level, 4.44);
    RuleSettings lenient;
    lenient.weekly_wa_above = 6;
    const auto resolved = evaluate_rules(lenient, series, 3, {open});
    ASSERT_NE(test::update_of(resolved, Rule::WeeklyWa), nullptr);
    EXPECT_EQ(test::update_of(resolved, Rule::WeeklyWa)->transition, Transition::Resolved);
}

// Issue 39: a drive that counts flash pages (Micron 5300: 247/248) has no NAND bytes, yet
// its weekly WA is judged: synthetic workload of 1,000,000 host pages a day and 4,000,000
// of the drive's own, (1 + 4) / 1 = 5 over the week.
TEST_F(AlertWriteRules, WeeklyWriteAmplificationOfAPageCountingDrive) {
    const auto base = test::capture_sample("micron_5300-MTFDDAK960TDS_promexp.json", kAlertT0);
    ASSERT_FALSE(base.nand_written.has_value());
    const auto day = [&](int n) {
        auto sample = base;
        sample.time = kAlertT0 + n * kSecondsPerDay;
        for (auto& counter : sample.counters) {
            if (counter.name == "247 Host_Program_Page_Count") counter.raw += 1'000'000ULL * static_cast<unsigned>(n);
            if (counter.name == "248 Bckgnd_Program_Page_Cnt") counter.raw += 4'000'000ULL * static_cast<unsigned>(n);
        }
        return sample;
    };
    const auto series = test::series_of({day(0), day(1), day(2)});
    const auto updates = evaluate_rules({}, series, 2, {});
    const auto* wa = test::update_of(updates, Rule::WeeklyWa);
    ASSERT_NE(wa, nullptr);
    EXPECT_EQ(wa->condition.level, 5);
    EXPECT_EQ(wa->condition.summary, "Write amplification 5 over the last 7 days (above 4)");
}

} // namespace
} // namespace ssd::alerts
