// Interval facts from a history: real captures as the starting point, with
// the workload between samples constructed (synthetic counters, said per test).
#include <gtest/gtest.h>

#include "core/history/history_json.h"
#include "core/history/history_query.h"
#include "core/history/memory_history_store.h"
#include "history_samples.h"
#include "shipped_ratings.h"
#include "test_constants.h"

namespace ssd::test {
// Named, not anonymous: its `using namespace history` stays in this file in a unity build.
namespace interval_tests {

using namespace history;

using test::kSandForceCapture;
constexpr std::int64_t kCaptureTime = 1762080587;  // the capture's own local_time
using test::kHour;

DriveHistory only_answer(MemoryHistoryStore& store, const HistoryQuery& query) {
    auto answers = answer_history(store, query);
    EXPECT_TRUE(answers.has_value()) << (answers ? "" : answers.error().message);
    EXPECT_EQ(answers ? answers->size() : 0u, 1u);
    return answers && !answers->empty() ? answers->front() : DriveHistory{};
}

// Synthetic workload: the host writes 100 GiB a day for four days and the
// flash 246 GiB a day (WA 2.46, the capture's own lifetime ratio).
TEST(HistoryInterval, SandForceWorkloadGivesWaOverTheInterval) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture(kSandForceCapture, kCaptureTime);
    std::vector<Sample> samples;
    for (std::uint64_t day = 0; day <= 4; ++day) {
        samples.push_back(with_writes(base, kCaptureTime + static_cast<std::int64_t>(day) * 24 * kHour, (20878 + 100ULL * day) * kGiB,
                                      (51384 + 246ULL * day) * kGiB));
    }
    ASSERT_EQ(store.add(samples)->added, 5u);
    const auto answer = only_answer(store, {"50026B77560145CF", {}, {}});
    const IntervalWrites& writes = answer.facts.writes;
    EXPECT_EQ(writes.host_bytes, 400 * kGiB);
    EXPECT_EQ(writes.nand_bytes, 984 * kGiB);
    EXPECT_EQ(writes.write_amplification, 2.46);
    EXPECT_EQ(writes.gap, IntervalWaGap::None);
    EXPECT_EQ(writes.host_granularity_bytes, kGiB);
    EXPECT_DOUBLE_EQ(*writes.host_bytes_per_day, static_cast<double>(100 * kGiB));
    EXPECT_FALSE(writes.lower_bound);
    // Writes land on the day of the reading that shows them: four days with writes.
    std::size_t days_with_writes = 0;
    for (const auto& day : answer.facts.days) days_with_writes += day.host_bytes.value_or(0) > 0;
    EXPECT_EQ(days_with_writes, 4u);
    // A narrower interval: only the last two days.
    const auto late = only_answer(store, {"50026B77560145CF", {kCaptureTime + 2 * 24 * kHour, {}}, {}});
    EXPECT_EQ(late.facts.writes.host_bytes, 200 * kGiB);
}

// The Micron 5300's page counters (247 Host_Program_Page_Count, 248 Bckgnd_Program_Page_Cnt)
// set to these counts (synthetic workload on a real capture).
Sample with_pages(Sample sample, std::int64_t time, std::uint64_t host_pages, std::uint64_t other_pages) {
    sample.time = time;
    for (auto& counter : sample.counters) {
        if (counter.name == "247 Host_Program_Page_Count") counter.raw = host_pages;
        if (counter.name == "248 Bckgnd_Program_Page_Cnt") counter.raw = other_pages;
    }
    return sample;
}

// Issue 39: a drive that counts NAND writes in flash pages of unreported size has no NAND
// bytes, yet its interval WA is the same arithmetic as its lifetime one. Synthetic workload:
// a day in which the host's data filled 1,000,000 pages and the drive programmed 2,500,000
// more of its own: (1,000,000 + 2,500,000) / 1,000,000 = 3.5.
TEST(HistoryInterval, PageCountingDrivesGetIntervalWaFromTheirPageCounters) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture("micron_5300-MTFDDAK960TDS_promexp.json", kCaptureTime);
    EXPECT_FALSE(base.nand_written.has_value()) << "pages of unknown size give no NAND bytes";
    constexpr std::uint64_t kHostPages = 4'799'589'736;  // the capture's own counts
    constexpr std::uint64_t kOtherPages = 3'340'144'569;
    ASSERT_TRUE(store.add({with_pages(base, kCaptureTime, kHostPages, kOtherPages),
                           with_pages(base, kCaptureTime + 24 * kHour, kHostPages + 1'000'000, kOtherPages + 2'500'000)}));
    const IntervalWrites writes = only_answer(store, {base.drive.serial, {}, {}}).facts.writes;
    EXPECT_EQ(writes.gap, IntervalWaGap::None) << writes.unavailable_reason;
    EXPECT_EQ(writes.write_amplification, 3.5);
}

// Too few pages for 2 %: said, not guessed; a counter that fell (reset) leaves that pair out.
TEST(HistoryInterval, PageCountersNeedEnoughPagesAndSkipAReset) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture("micron_5300-MTFDDAK960TDS_promexp.json", kCaptureTime);
    ASSERT_TRUE(store.add({with_pages(base, kCaptureTime, 1000, 1000), with_pages(base, kCaptureTime + kHour, 1010, 1040),
                           with_pages(base, kCaptureTime + 2 * kHour, 5, 5)}));
    const IntervalWrites writes = only_answer(store, {base.drive.serial, {}, {}}).facts.writes;
    EXPECT_EQ(writes.gap, IntervalWaGap::TooLittleWritten);
    EXPECT_FALSE(writes.write_amplification.has_value());
    EXPECT_NE(writes.unavailable_reason.find("10 flash pages"), std::string::npos) << writes.unavailable_reason;
}

// Synthetic workload: the 860 EVO's host writes grow by 100 GB a day for ten
// days; its rating (300 TBW) comes from the shipped table by model and capacity.
TEST(HistoryInterval, RatingFromTheTableGivesWhenTheHostReachesIt) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture("samsung_860EVO-500GB_scrutiny.json", kCaptureTime);
    constexpr std::uint64_t kWritten = 33166218315776ULL;  // the capture's 64777770148 sectors × 512
    ASSERT_TRUE(store.add({with_writes(base, kCaptureTime, kWritten, 0),
                           with_writes(base, kCaptureTime + 10 * 24 * kHour, kWritten + 1'000'000'000'000ULL, 0)}));
    const auto ratings = shipped_ratings();
    HistoryQuery query{base.drive.serial, {}, {}};
    query.ratings = ratings;
    const EnduranceFacts endurance = only_answer(store, query).facts.endurance;
    EXPECT_EQ(endurance.rated_endurance_bytes, 300'000'000'000'000ULL);
    EXPECT_NE(endurance.rated_endurance_source.find("samsung-860-evo-500gb"), std::string::npos)
        << endurance.rated_endurance_source;
    EXPECT_EQ(endurance.rated_endurance_used_percent, 11.39);
    // (300 − 34.17) TB left at 100 GB a day: 2658.3 days after the last sample.
    ASSERT_TRUE(endurance.rated_endurance_reached);
    const double days = static_cast<double>(*endurance.rated_endurance_reached - (kCaptureTime + 10 * 24 * kHour)) / (24 * kHour);
    EXPECT_NEAR(days, (300e12 - static_cast<double>(kWritten + 1'000'000'000'000ULL)) / 1e11, 0.01);
    // A rating given for the query (--rated-tbw) goes before the table's.
    query.endurance = {600'000'000'000'000ULL, "--rated-tbw 600"};
    EXPECT_EQ(only_answer(store, query).facts.endurance.rated_endurance_source, "--rated-tbw 600");
}

TEST(HistoryInterval, TooLittleWrittenLeavesWaNullWithTheReason) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture(kSandForceCapture, kCaptureTime);
    // Synthetic: 10 GiB of host writes, fewer than kMinStepsForWa steps of a GiB counter.
    ASSERT_TRUE(store.add({with_writes(base, kCaptureTime, 20878 * kGiB, 51384 * kGiB),
                           with_writes(base, kCaptureTime + kHour, 20888 * kGiB, 51400 * kGiB)}));
    const auto answer = only_answer(store, {"50026B77560145CF", {}, {}});
    EXPECT_FALSE(answer.facts.writes.write_amplification);
    EXPECT_EQ(answer.facts.writes.gap, IntervalWaGap::TooLittleWritten);
    EXPECT_NE(answer.facts.writes.unavailable_reason.find("10.0 GiB"), std::string::npos)
        << answer.facts.writes.unavailable_reason;
    EXPECT_EQ(answer.facts.writes.host_bytes, 10 * kGiB);
}

TEST(HistoryInterval, ResetIsShownAndNeverCountedAsNegativeOrHugeWrites) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture(kSandForceCapture, kCaptureTime);
    // Synthetic: the counters restart from near zero between the 2nd and 3rd reading.
    ASSERT_TRUE(store.add({with_writes(base, kCaptureTime, 20878 * kGiB, 51384 * kGiB),
                           with_writes(base, kCaptureTime + kHour, 20978 * kGiB, 51630 * kGiB),
                           with_writes(base, kCaptureTime + 2 * kHour, 2 * kGiB, 5 * kGiB),
                           with_writes(base, kCaptureTime + 3 * kHour, 102 * kGiB, 251 * kGiB)}));
    const auto answer = only_answer(store, {"50026B77560145CF", {}, {}});
    const IntervalWrites& writes = answer.facts.writes;
    EXPECT_EQ(writes.host_bytes, 200 * kGiB);
    EXPECT_TRUE(writes.lower_bound);
    ASSERT_EQ(writes.breaks.size(), 2u);  // host and NAND
    EXPECT_EQ(writes.breaks[0].kind, CounterBreak::Reset);
    EXPECT_EQ(writes.write_amplification, 2.46);
}

TEST(HistoryInterval, NvmeHasHostWritesButNoWa) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture("samsung_970EVO-500GB_scrutiny.json", 1652220188);
    Sample later = base;
    later.time += kHour;
    later.host_written->bytes += 2048 * 512000;  // synthetic: 2048 data units written
    ASSERT_TRUE(store.add({base, later}));
    const auto answer = only_answer(store, {base.drive.serial, {}, {}});
    EXPECT_EQ(answer.facts.writes.host_bytes, 2048u * 512000);
    EXPECT_EQ(answer.facts.writes.gap, IntervalWaGap::NoNandCounter);
    EXPECT_FALSE(answer.facts.writes.nand_bytes);
}

TEST(HistoryInterval, ChangedAttributesAndVerdictAreListed) {
    MemoryHistoryStore store;
    SmartReport report = load_smart_fixture(kSandForceCapture);
    const Sample before = sample_of(health_from_report(report, std::nullopt), kCaptureTime, SampleSource::Sampled, "");
    AtaAttribute* retired = find_attribute(report, 5);
    retired->raw = 8;  // synthetic: eight blocks retired
    retired->raw_string = "8";
    const Sample after = sample_of(health_from_report(report, std::nullopt), kCaptureTime + kHour, SampleSource::Sampled, "");
    ASSERT_TRUE(store.add({before, after}));
    const auto answer = only_answer(store, {"50026B77560145CF", {}, {}});
    ASSERT_EQ(answer.facts.counter_changes.size(), 1u);
    const CounterChange& change = answer.facts.counter_changes[0];
    EXPECT_EQ(change.name, "5 Retired_Block_Count");
    EXPECT_EQ(change.from, 0u);
    EXPECT_EQ(change.to, 8u);
    EXPECT_EQ(change.first_change_after, kCaptureTime);
    EXPECT_EQ(change.last_change_at, kCaptureTime + kHour);
    ASSERT_EQ(answer.facts.verdict_changes.size(), 1u);
    EXPECT_EQ(answer.facts.verdict_changes[0].from, VerdictLevel::Good);
    EXPECT_EQ(answer.facts.verdict_changes[0].to, VerdictLevel::Warning);
}

TEST(HistoryInterval, DriveSwappedUnderTheSameDeviceNameIsShownNotMerged) {
    MemoryHistoryStore store;
    Sample old_drive = sample_from_capture(kSandForceCapture, kCaptureTime);
    Sample new_drive = sample_from_capture("samsung_860EVO-500GB_scrutiny.json", kCaptureTime + 2 * kHour);
    old_drive.device = new_drive.device = "/dev/sda";
    Sample new_later = new_drive;
    new_later.time += kHour;
    ASSERT_TRUE(store.add({old_drive, new_drive, new_later}));
    const auto answer = only_answer(store, {"/dev/sda", {}, {}});
    EXPECT_EQ(answer.facts.drive.key.serial, new_drive.drive.serial);
    EXPECT_EQ(answer.facts.samples, 2u);
    ASSERT_EQ(answer.swaps.size(), 1u);
    EXPECT_EQ(answer.swaps[0].from.serial, "50026B77560145CF");
    EXPECT_EQ(answer.swaps[0].time, kCaptureTime + 2 * kHour);
    // Nothing of the old drive's counters reaches the new one's writes.
    EXPECT_EQ(answer.facts.writes.host_bytes, 0u);
}

TEST(HistoryInterval, TimeAtOrAboveTheWarningThresholdIsCounted) {
    MemoryHistoryStore store;
    Sample base = sample_from_capture(kSandForceCapture, kCaptureTime);
    std::vector<Sample> samples;
    for (int i = 0; i < 4; ++i) {
        Sample s = base;
        s.time = kCaptureTime + i * kHour;
        s.temperature_limit_c = 70;  // synthetic readings: 60, 72, 75, 50 °C
        s.temperature_c = std::array{60, 72, 75, 50}[static_cast<std::size_t>(i)];
        samples.push_back(s);
    }
    ASSERT_TRUE(store.add(samples));
    const auto answer = only_answer(store, {"50026B77560145CF", {}, {}});
    const TemperatureFacts& t = answer.facts.temperature;
    EXPECT_EQ(t.min_c, 50);
    EXPECT_EQ(t.max_c, 75);
    EXPECT_DOUBLE_EQ(*t.average_c, 64.3);
    EXPECT_EQ(t.seconds_at_or_above_threshold, 2 * kHour);
}

TEST(HistoryInterval, AnonymousDrivesAreNeverMerged) {
    MemoryHistoryStore store;
    SmartReport report = load_smart_fixture(kSandForceCapture);
    report.serial.reset();  // synthetic: two captures without serial numbers
    const HealthResult health = health_from_report(report, std::nullopt);
    ASSERT_TRUE(store.add({sample_of(health, kCaptureTime, SampleSource::Imported, "a.json"),
                           sample_of(health, kCaptureTime + kHour, SampleSource::Imported, "b.json")}));
    EXPECT_EQ(store.drives()->size(), 2u);
}

TEST(HistoryInterval, UnknownDriveIsAClearError) {
    MemoryHistoryStore store;
    const auto answer = answer_history(store, {"NOSUCHSERIAL", {}, {}});
    ASSERT_FALSE(answer);
    EXPECT_EQ(answer.error().code, ErrorCode::NoSuchDevice);
}

TEST(HistoryInterval, JsonCarriesTheIntervalFacts) {
    MemoryHistoryStore store;
    const Sample base = sample_from_capture(kSandForceCapture, kCaptureTime);
    ASSERT_TRUE(store.add({with_writes(base, kCaptureTime, 20878 * kGiB, 51384 * kGiB),
                           with_writes(base, kCaptureTime + 24 * kHour, 20978 * kGiB, 51630 * kGiB)}));
    const auto doc = history_json(*answer_history(store, {}));
    const auto& drive = doc.at("drives").at(0);
    EXPECT_EQ(drive.at("drive").at("serial"), "50026B77560145CF");
    EXPECT_EQ(drive.at("writes").at("host_bytes"), 100 * kGiB);
    EXPECT_EQ(drive.at("writes").at("write_amplification"), 2.46);
    EXPECT_EQ(drive.at("writes").at("write_amplification_gap"), "none");
    EXPECT_EQ(drive.at("interval").at("first_sample"), "2025-11-02T10:49:47Z");
    EXPECT_TRUE(drive.at("interval").at("since").is_null());
    EXPECT_EQ(drive.at("endurance").at("projection_gap"), "no-change-yet");
}

} // namespace interval_tests
} // namespace ssd::test
