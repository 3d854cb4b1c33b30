// The SQLite history store on temporary files: samples come back whole,
// counters are stored only where they change, older samples slot in, duplicates
// are skipped, drives keep their identity, benches and device occupancy.
// The samples are synthetic (built here or by synthetic_history.h).
#include <gtest/gtest.h>

#include <limits>

#include "history_test_support.h"
#include "synthetic_history.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

using test::open_or_fail;
using test::replay;
using test::rows;

using test::kSampleStart;
using test::kHour;

Sample full_sample() {
    Sample sample;
    sample.time = kSampleStart;
    sample.drive = DriveKey{"Samsung SSD 860 EVO 500GB", "S3Z1NB0K123456A", "5 002538 e40a1b2c3", ""};
    sample.device = "/dev/sda";
    sample.source = SampleSource::Imported;
    sample.firmware = "RVT02B6Q";
    sample.capacity_bytes = 500'107'862'016;
    sample.host_written = WriteCounter{12'345'678ULL * 512, 512};
    sample.nand_written = WriteCounter{98'765ULL << 30, 1ULL << 30};
    sample.write_method = "ata-241-lbas";
    sample.temperature_c = -5;  // a cold drive: negative values survive
    sample.temperature_limit_c = 70;
    sample.percent_used = 3;
    sample.spare_percent = 100;
    sample.power_on_hours = 1234;
    sample.verdict = VerdictLevel::Warning;
    sample.findings = {{"attribute-reallocated", ssd::Severity::Critical}, {"temperature-high", ssd::Severity::Warning}};
    sample.counters = {
        CounterValue{"5 Reallocated_Sector_Ct", 8, 99, 99, 10},
        CounterValue{"NVMe Data Units Written", std::numeric_limits<std::uint64_t>::max() - 1, {}, {}, {}},
        CounterValue{"Device Statistics: Logical Sectors Written", 1ULL << 63, {}, {}, {}},
    };
    return sample;
}

TEST(SqliteHistoryStore, RoundTripKeepsEveryField) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    Sample first = full_sample();
    Sample standby;
    standby.time = kSampleStart + kHour;
    standby.drive = first.drive;
    standby.device = "/dev/sdb";
    standby.standby = true;
    Sample third = first;
    third.time = kSampleStart + 2 * kHour;
    third.source = SampleSource::Sampled;
    third.findings.clear();
    third.firmware.clear();
    third.host_written.reset();
    third.temperature_c.reset();
    third.verdict = VerdictLevel::Failing;
    third.counters[0].raw = 9;
    third.counters[0].normalized = 98;
    {
        auto store = open_or_fail(path);
        ASSERT_TRUE(store);
        auto added = store->add({first, standby, third});
        ASSERT_TRUE(added) << added.error().message;
        EXPECT_EQ(added->added, 3u);
        EXPECT_EQ(added->duplicates, 0u);
    }
    auto store = open_or_fail(path, OpenMode::ReadOnly);
    ASSERT_TRUE(store);
    auto drives = store->drives();
    ASSERT_TRUE(drives) << drives.error().message;
    ASSERT_EQ(drives->size(), 1u);
    EXPECT_EQ(drives->front().key, first.drive);
    EXPECT_EQ(drives->front().sample_count, 3u);
    EXPECT_EQ(drives->front().first_time, first.time);
    EXPECT_EQ(drives->front().last_time, third.time);
    EXPECT_EQ(drives->front().last_device, "/dev/sda");

    auto series = store->series(drives->front().id, {});
    ASSERT_TRUE(series) << series.error().message;
    EXPECT_EQ(series->samples, test::without_counters({first, standby, third}));
    const auto states = replay(*series);
    ASSERT_EQ(states.size(), 3u);
    EXPECT_EQ(states[0], test::by_name(first.counters));
    EXPECT_EQ(states[1], test::by_name(first.counters)) << "a standby sample reports no counters: they carry over";
    EXPECT_EQ(states[2], test::by_name(third.counters));
}

TEST(SqliteHistoryStore, StoresOnlyChangedCounters) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    const auto samples = synthetic::hourly(1, "/dev/sda", kSampleStart, 200);
    std::size_t changes = samples.front().counters.size();
    for (std::size_t i = 1; i < samples.size(); ++i) {
        for (std::size_t c = 0; c < samples[i].counters.size(); ++c) changes += samples[i].counters[c] != samples[i - 1].counters[c];
    }
    {
        auto store = open_or_fail(path);
        ASSERT_TRUE(store);
        ASSERT_TRUE(store->add(samples));
    }
    EXPECT_EQ(rows(path, "samples"), 200);
    EXPECT_EQ(rows(path, "counter_changes"), static_cast<std::int64_t>(changes));
    // 30 attributes of which about five move each hour: far fewer rows than values.
    EXPECT_LT(changes, 200u * 30u / 4u);
    auto store = open_or_fail(path, OpenMode::ReadOnly);
    auto series = store->series(1, {});
    ASSERT_TRUE(series) << series.error().message;
    const auto states = replay(*series);
    for (std::size_t i = 0; i < samples.size(); ++i) EXPECT_EQ(states[i], test::by_name(samples[i].counters)) << "sample " << i;
}

// The stored rows of counter_changes, for comparing two files.
std::string change_rows(const std::filesystem::path& path) {
    return test::query_text(path, "SELECT group_concat(r, ';') FROM (SELECT drive_id || ',' || t.text || ',' || time || ',' || raw || ',' || "
                                  "coalesce(normalized, '-') AS r FROM counter_changes c JOIN texts t ON t.id = c.name "
                                  "ORDER BY drive_id, t.text, time)");
}

TEST(SqliteHistoryStore, OlderSamplesInsertedLaterGiveTheSameHistory) {
    test::TempDir dir("history");
    auto samples = synthetic::hourly(2, "/dev/nvme0n1", kSampleStart, 120);
    // Some counters change back and forth, so a re-expressed change can vanish or appear.
    for (std::size_t i = 0; i < samples.size(); ++i) samples[i].counters[3].raw = (i / 3) % 2;

    const auto in_order = dir.path() / "in-order.sqlite";
    const auto shuffled = dir.path() / "shuffled.sqlite";
    ASSERT_TRUE(open_or_fail(in_order)->add(samples));
    {
        auto store = open_or_fail(shuffled);
        std::vector<Sample> odd, even;
        for (std::size_t i = 0; i < samples.size(); ++i) (i % 2 ? odd : even).push_back(samples[i]);
        ASSERT_TRUE(store->add(odd));
        std::reverse(even.begin(), even.end());  // newest first: each one lands before the last
        for (const auto& sample : even) ASSERT_TRUE(store->add({sample}));
    }
    EXPECT_EQ(change_rows(shuffled), change_rows(in_order)) << "the same compact rows whatever the order";
    auto store = open_or_fail(shuffled, OpenMode::ReadOnly);
    auto series = store->series(1, {});
    ASSERT_TRUE(series) << series.error().message;
    EXPECT_EQ(series->samples, test::without_counters(samples));
    const auto states = replay(*series);
    for (std::size_t i = 0; i < samples.size(); ++i) EXPECT_EQ(states[i], test::by_name(samples[i].counters)) << "sample " << i;
}

TEST(SqliteHistoryStore, DuplicatesAreSkippedAndCounted) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    const auto samples = synthetic::hourly(3, "/dev/sda", kSampleStart, 10);
    auto store = open_or_fail(path);
    auto first = store->add(samples);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->added, 10u);
    Sample changed = samples[4];
    changed.temperature_c = 99;  // the same drive and time: the first one stays
    auto again = store->add({samples[0], changed, samples[9], changed});
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(again->added, 0u);
    EXPECT_EQ(again->duplicates, 4u);
    EXPECT_EQ(rows(path, "samples"), 10);
    auto series = store->series(1, {});
    ASSERT_TRUE(series);
    EXPECT_EQ(series->samples[4].temperature_c, samples[4].temperature_c);
}

TEST(SqliteHistoryStore, DrivesAreKeyedByIdentityNeverByDevice) {
    test::TempDir dir("history");
    auto store = open_or_fail(dir.path() / "history.sqlite");
    Sample a = full_sample();
    Sample other_wwn = a;
    other_wwn.drive.wwn = "5 002538 e40a1b2c4";
    Sample anonymous_1 = a;
    anonymous_1.drive = DriveKey{"Generic SSD", "", "", "capture-1.json 2024-01-01T00:00:00Z"};
    Sample anonymous_2 = anonymous_1;
    anonymous_2.drive.anonymous_tag = "capture-2.json 2024-02-01T00:00:00Z";
    auto added = store->add({a, other_wwn, anonymous_1, anonymous_2});
    ASSERT_TRUE(added) << added.error().message;
    EXPECT_EQ(added->added, 4u) << "same device and time, four drives";
    auto drives = store->drives();
    ASSERT_TRUE(drives);
    ASSERT_EQ(drives->size(), 4u);
    EXPECT_EQ((*drives)[2].key, anonymous_1.drive);
    EXPECT_EQ((*drives)[3].key, anonymous_2.drive);

    auto occupancy = store->occupancy("/dev/sda", {});
    ASSERT_TRUE(occupancy);
    EXPECT_EQ(occupancy->size(), 4u);
    auto none = store->occupancy("/dev/sdz", {});
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->empty());
    auto missing = store->series(99, {});
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::NoSuchDevice);
}

TEST(SqliteHistoryStore, OccupancyShowsASwapUnderOneDeviceName) {
    test::TempDir dir("history");
    auto store = open_or_fail(dir.path() / "history.sqlite");
    auto samples = synthetic::hourly(1, "/dev/sda", kSampleStart, 5);
    for (auto& sample : synthetic::hourly(2, "/dev/sda", kSampleStart + 5 * kHour, 3)) samples.push_back(sample);
    ASSERT_TRUE(store->add(samples));
    auto occupancy = store->occupancy("/dev/sda", TimeRange{kSampleStart + 3 * kHour, kSampleStart + 6 * kHour});
    ASSERT_TRUE(occupancy) << occupancy.error().message;
    ASSERT_EQ(occupancy->size(), 4u);
    EXPECT_EQ((*occupancy)[0].time, kSampleStart + 3 * kHour);
    EXPECT_EQ((*occupancy)[1].drive_id, 1);
    EXPECT_EQ((*occupancy)[2].drive_id, 2);
    EXPECT_EQ((*occupancy)[3].time, kSampleStart + 6 * kHour);
}

TEST(SqliteHistoryStore, SeriesOfARangeStartsFromTheValuesInForce) {
    test::TempDir dir("history");
    auto store = open_or_fail(dir.path() / "history.sqlite");
    const auto samples = synthetic::hourly(4, "/dev/sda", kSampleStart, 48);
    ASSERT_TRUE(store->add(samples));
    auto series = store->series(1, TimeRange{kSampleStart + 10 * kHour, kSampleStart + 20 * kHour});
    ASSERT_TRUE(series) << series.error().message;
    ASSERT_EQ(series->samples.size(), 11u);
    EXPECT_EQ(series->samples.front().time, kSampleStart + 10 * kHour);
    EXPECT_EQ(series->counter_names.size(), samples[10].counters.size()) << "every counter at the first sample";
    std::size_t at_first = 0;
    for (const auto& point : series->counter_points) at_first += point.sample == 0;
    EXPECT_EQ(at_first, samples[10].counters.size());
    const auto states = replay(*series);
    for (std::size_t i = 0; i < states.size(); ++i) EXPECT_EQ(states[i], test::by_name(samples[10 + i].counters));
    auto empty = store->series(1, TimeRange{kSampleStart - 10 * kHour, kSampleStart - kHour});
    ASSERT_TRUE(empty);
    EXPECT_TRUE(empty->samples.empty());
    EXPECT_TRUE(empty->counter_points.empty());
}

TEST(SqliteHistoryStore, BenchRunsAreKeptWithTheirDrive) {
    test::TempDir dir("history");
    auto store = open_or_fail(dir.path() / "history.sqlite");
    const DriveKey drive = synthetic::drive_key(5);
    EXPECT_EQ(store->last_bench(drive, kSampleStart).value(), std::nullopt) << "an unknown drive has no runs";
    ASSERT_TRUE(store->add_bench(drive, StoredBench{kSampleStart, "/dev/sda", R"({"bench":1})"}));
    ASSERT_TRUE(store->add_bench(drive, StoredBench{kSampleStart + kHour, "/dev/sdb", R"({"bench":2})"}));
    auto last = store->last_bench(drive, kSampleStart + 2 * kHour);
    ASSERT_TRUE(last && *last);
    EXPECT_EQ((*last)->document, R"({"bench":2})");
    EXPECT_EQ((*last)->device, "/dev/sdb");
    auto earlier = store->last_bench(drive, kSampleStart + kHour);
    ASSERT_TRUE(earlier && *earlier);
    EXPECT_EQ((*earlier)->time, kSampleStart);
    EXPECT_EQ(store->last_bench(synthetic::drive_key(6), kSampleStart + 2 * kHour).value(), std::nullopt);
}

} // namespace
} // namespace ssd::history
