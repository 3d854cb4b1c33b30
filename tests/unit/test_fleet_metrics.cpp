// What `ssdtool metrics` reads of the history (core/metrics/fleet_reading.h) and
// the series it makes of it (drive_metrics.h), on the memory stores. The samples
// here are synthetic (constructed to reach each case); the real captures' numbers
// are pinned in test_cli_metrics.cpp.
#include <gtest/gtest.h>

#include "core/alerts/memory_alert_store.h"
#include "core/history/memory_history_store.h"
#include "core/metrics/fleet_reading.h"
#include "alert_samples.h"

namespace ssd::metrics {
namespace {

history::Sample sample_of(const std::string& model, const std::string& serial, std::int64_t time) {
    history::Sample sample;
    sample.time = time;
    sample.drive = {model, serial, "", ""};
    sample.device = "/dev/sda";
    sample.verdict = history::VerdictLevel::Good;
    return sample;
}

const MetricFamily& family(const std::vector<MetricFamily>& families, const std::string& name) {
    for (const auto& f : families) {
        if (f.name == name) return f;
    }
    throw std::runtime_error("no family " + name);
}

std::string label(const MetricSample& sample, const std::string& name) {
    for (const auto& l : sample.labels) {
        if (l.name == name) return l.value;
    }
    return "(none)";
}

struct FleetReadingTest : ::testing::Test {
    history::MemoryHistoryStore history;
    alerts::MemoryAlertStore alerts;

    std::int64_t drive_id(const std::string& serial) {
        const auto drives = history.drives().value();
        for (const auto& drive : drives) {
            if (drive.key.serial == serial) return drive.id;
        }
        return -1;
    }
};

TEST_F(FleetReadingTest, ASleepingDriveExportsItsLastAwakeValuesAndSaysItSleeps) {
    auto awake = sample_of("M", "A1", 1000);
    awake.temperature_c = 41;
    ASSERT_TRUE(history.add({awake, test::standby_at(awake, 2000)}));
    const auto fleet = read_fleet(history, nullptr, {2000, std::nullopt}).value();
    ASSERT_EQ(fleet.drives.size(), 1u);
    EXPECT_EQ(fleet.drives[0].sample.time, 1000);
    EXPECT_EQ(fleet.drives[0].sample.temperature_c, 41);
    EXPECT_TRUE(fleet.drives[0].in_standby);
}

TEST_F(FleetReadingTest, OldDrivesAndOlderDrivesWithTheSameLabelsAreLeftOutAndCounted) {
    // Two anonymous readings (no serial: a key each) of one USB drive, and a drive
    // last sampled long ago.
    auto first = sample_of("USB", "", 1500);
    first.drive.anonymous_tag = "reading-1";
    auto second = sample_of("USB", "", 1800);
    second.drive.anonymous_tag = "reading-2";
    ASSERT_TRUE(history.add({sample_of("Old", "B1", 100), first, second}));
    const auto fleet = read_fleet(history, nullptr, {2000, 1000}).value();
    ASSERT_EQ(fleet.drives.size(), 1u);
    EXPECT_EQ(fleet.drives[0].sample.time, 1800) << "the newest of the same labels";
    EXPECT_EQ(fleet.left_out_old, 1u);
    EXPECT_EQ(fleet.left_out_same_labels, 1u);
    const auto everything = read_fleet(history, nullptr, {2000, std::nullopt}).value();
    EXPECT_EQ(everything.drives.size(), 2u);
    EXPECT_EQ(everything.left_out_old, 0u);
}

TEST_F(FleetReadingTest, TheNewestSelfTestOfEachTypeAndTheOpenAlertsGoWithTheirDrive) {
    using selftest::Outcome;
    using selftest::TestType;
    const auto entry = [](TestType type, Outcome outcome, std::uint64_t hours) {
        selftest::LogEntry logged;
        logged.type = type;
        logged.outcome = outcome;
        logged.power_on_hours = hours;
        return logged;
    };
    auto earlier = sample_of("M", "A1", 900);
    earlier.selftest_log = {entry(TestType::Short, Outcome::Passed, 10)};
    auto later = sample_of("M", "A1", 1000);
    later.selftest_log = {entry(TestType::Short, Outcome::Aborted, 30), entry(TestType::Long, Outcome::Failed, 20),
                          earlier.selftest_log[0]};
    ASSERT_TRUE(history.add({earlier, later, sample_of("Other", "C1", 1000)}));
    const auto id = drive_id("A1");
    alerts::Condition condition{alerts::Rule::SelftestFailed, alerts::Severity::Critical, 1, 1, "failed", {}};
    ASSERT_TRUE(alerts.apply(id, "/dev/sda", 1000, {{std::nullopt, alerts::Transition::Opened, condition}}));

    const auto fleet = read_fleet(history, &alerts, {1000, std::nullopt}).value();
    ASSERT_EQ(fleet.drives.size(), 2u);
    const auto& a1 = fleet.drives[0].sample.drive.serial == "A1" ? fleet.drives[0] : fleet.drives[1];
    const auto& c1 = fleet.drives[0].sample.drive.serial == "A1" ? fleet.drives[1] : fleet.drives[0];
    ASSERT_EQ(a1.newest_selftests.size(), 2u);
    for (const auto& result : a1.newest_selftests) {
        if (result.entry.type == TestType::Short) {
            EXPECT_EQ(result.entry.outcome, Outcome::Aborted);
            EXPECT_EQ(result.first_seen, 1000);
        } else {
            EXPECT_EQ(result.entry.outcome, Outcome::Failed);
        }
    }
    ASSERT_EQ(a1.open_alerts.size(), 1u);
    EXPECT_EQ(a1.open_alerts[0].condition.rule, alerts::Rule::SelftestFailed);
    EXPECT_TRUE(c1.open_alerts.empty());
    EXPECT_TRUE(c1.newest_selftests.empty());
}

TEST(FleetFamilies, EachDriveSeriesCarriesModelSerialAndDeviceInBaseUnits) {
    DriveReading reading;
    reading.sample = sample_of("M \"quoted\"", "S1", 1000);
    reading.sample.host_written = history::WriteCounter{2000, 1};
    reading.sample.nand_written = history::WriteCounter{5000, 1};
    reading.sample.percent_used = 7;
    reading.sample.power_on_hours = 2;
    reading.sample.verdict = history::VerdictLevel::Failing;
    reading.sample.findings = {{"firmware-advisory", Severity::Warning},
                               {"firmware-advisory", Severity::Warning},
                               {"smart-failing", std::nullopt}};
    const auto families = fleet_families({reading}, "1.2.3");
    EXPECT_EQ(label(family(families, "ssdtool_build_info").samples.at(0), "version"), "1.2.3");
    const auto& host = family(families, "ssdtool_host_written_bytes_total");
    EXPECT_EQ(host.type, MetricType::Counter);
    ASSERT_EQ(host.samples.size(), 1u);
    EXPECT_EQ(host.samples[0].labels, (std::vector<Label>{{"model", "M \"quoted\""}, {"serial", "S1"}, {"device", "sda"}}));
    EXPECT_EQ(family(families, "ssdtool_write_amplification_ratio").samples.at(0).value, 2.5);
    EXPECT_DOUBLE_EQ(family(families, "ssdtool_wear_used_ratio").samples.at(0).value, 0.07);
    EXPECT_EQ(family(families, "ssdtool_power_on_seconds_total").samples.at(0).value, 7200);
    EXPECT_EQ(family(families, "ssdtool_verdict_level").samples.at(0).value, 3);
    const auto& findings = family(families, "ssdtool_finding").samples;
    ASSERT_EQ(findings.size(), 2u) << "one series per id and severity";
    EXPECT_EQ(findings[0].value, 2) << "two advisories";
    EXPECT_EQ(label(findings[1], "severity"), "unknown") << "stored before severities were kept";
    EXPECT_TRUE(family(families, "ssdtool_temperature_celsius").samples.empty()) << "unknown is never zero";
}

TEST(FleetFamilies, NoWriteAmplificationWithoutBothCountersOrWithNoHostWrites) {
    DriveReading reading;
    reading.sample = sample_of("M", "S1", 1000);
    reading.sample.host_written = history::WriteCounter{0, 1};
    reading.sample.nand_written = history::WriteCounter{5000, 1};
    EXPECT_TRUE(family(fleet_families({reading}, "v"), "ssdtool_write_amplification_ratio").samples.empty());
    reading.sample.nand_written.reset();
    reading.sample.host_written = history::WriteCounter{10, 1};
    EXPECT_TRUE(family(fleet_families({reading}, "v"), "ssdtool_write_amplification_ratio").samples.empty());
}

TEST(FleetFamilies, TheLastBenchmarkRunGivesBytesPerSecondAndLatencyInSeconds) {
    DriveReading reading;
    reading.sample = sample_of("M", "S1", 1000);
    bench::JobSummary job;
    job.name = "RND4K Q1T1 read";
    job.mb_per_s = 52.5;
    job.iops = 12817;
    job.latency_us = {70, 75, 120, 250, 0, 900};  // stored before p99.99 was measured
    reading.bench = history::StoredRun{1500, "/dev/sda", {}};
    reading.bench->document.preset = bench::Preset::Quick;
    reading.bench->document.results = {job};
    const auto families = fleet_families({reading}, "v");
    const auto& timestamp = family(families, "ssdtool_bench_timestamp_seconds").samples.at(0);
    EXPECT_EQ(timestamp.value, 1500);
    EXPECT_EQ(label(timestamp, "preset"), "quick");
    EXPECT_EQ(family(families, "ssdtool_bench_throughput_bytes_per_second").samples.at(0).value, 52.5e6);
    EXPECT_EQ(family(families, "ssdtool_bench_iops").samples.at(0).value, 12817);
    const auto& latency = family(families, "ssdtool_bench_latency_seconds").samples;
    ASSERT_EQ(latency.size(), 3u);
    EXPECT_EQ(label(latency[1], "percentile"), "99");
    EXPECT_DOUBLE_EQ(latency[1].value, 120e-6);
    EXPECT_EQ(label(latency[1], "job"), "RND4K Q1T1 read");

    // A run that measured the 99.99th percentile exports it too.
    reading.bench->document.results[0].latency_us.p9999 = 600;
    const auto with_tail = fleet_families({reading}, "v");
    const auto& tail = family(with_tail, "ssdtool_bench_latency_seconds").samples;
    ASSERT_EQ(tail.size(), 4u);
    EXPECT_EQ(label(tail[3], "percentile"), "99.99");
    EXPECT_DOUBLE_EQ(tail[3].value, 600e-6);
}

// Issue 39: a drive that counts flash pages (attributes 247/248 by their drive-database
// names; counts synthetic) exports both page counters and its lifetime WA from them, read
// back through the store, which keeps counters apart from the samples.
TEST_F(FleetReadingTest, APageCountingDriveExportsItsPagesAndItsWa) {
    auto sample = sample_of("Micron_5300", "P1", 1000);
    sample.counters = {{"247 Host_Program_Page_Count", 1000, {}, {}, {}},
                       {"248 Bckgnd_Program_Page_Cnt", 3000, {}, {}, {}}};
    ASSERT_TRUE(history.add({sample}));
    const auto fleet = read_fleet(history, nullptr, {1000, std::nullopt}).value();
    ASSERT_EQ(fleet.drives.size(), 1u);
    const auto families = fleet_families(fleet.drives, "test");
    ASSERT_EQ(family(families, "ssdtool_host_program_pages_total").samples.size(), 1u);
    EXPECT_EQ(family(families, "ssdtool_host_program_pages_total").samples[0].value, 1000);
    EXPECT_EQ(family(families, "ssdtool_drive_program_pages_total").samples[0].value, 3000);
    ASSERT_EQ(family(families, "ssdtool_write_amplification_ratio").samples.size(), 1u);
    EXPECT_EQ(family(families, "ssdtool_write_amplification_ratio").samples[0].value, 4.0);  // (1000 + 3000) / 1000
}

} // namespace
} // namespace ssd::metrics
