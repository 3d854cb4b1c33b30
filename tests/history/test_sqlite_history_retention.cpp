// Retention on a synthetic history: old samples thinned to the last of each
// UTC day, the counter changes of the removed ones folded into the next kept
// sample, so every kept sample reads back exactly what it stored.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "history_test_support.h"
#include "synthetic_history.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

using test::kDay;
constexpr std::int64_t kMidnight = 1'700'006'400;  // 2023-11-15 00:00:00 UTC
constexpr std::int64_t kPartialDayStart = kMidnight + 7 * 3600 + 17;  // days begin mid-day: the first day is partial

TEST(SqliteHistoryRetention, ThinsOldSamplesToOnePerDayAndKeepsTheirValues) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    std::vector<Sample> samples;
    for (int drive_index : {1, 2}) {
        for (auto& sample : synthetic::hourly(drive_index, "/dev/sda", kPartialDayStart, 10 * 24)) samples.push_back(sample);
        // A counter that changes in a sample retention removes and then never again:
        // only folding keeps its last value.
        samples[samples.size() - 200].counters[0].raw = 77;
        for (std::size_t i = samples.size() - 199; i < samples.size(); ++i) samples[i].counters[0].raw = 77;
    }
    const std::int64_t now = kPartialDayStart + 10 * 24 * 3600;
    const RetentionPolicy policy{3};
    const std::int64_t cutoff = now - 3 * kDay;

    // Expected survivors: everything from the cutoff on, before it the last of each day.
    std::set<std::int64_t> last_of_day;
    std::map<std::int64_t, std::int64_t> newest_by_day;
    for (int hour = 0; hour < 10 * 24; ++hour) {
        const std::int64_t time = kPartialDayStart + hour * 3600;
        newest_by_day[time / kDay] = time;
    }
    for (const auto& [day, time] : newest_by_day) last_of_day.insert(time);
    std::size_t kept_per_drive = 0;
    for (int hour = 0; hour < 10 * 24; ++hour) {
        const std::int64_t time = kPartialDayStart + hour * 3600;
        kept_per_drive += time >= cutoff || last_of_day.count(time) != 0;
    }

    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store->add(samples));
    const auto changes_before = test::rows(path, "counter_changes");
    auto outcome = store->apply_retention(policy, now);
    ASSERT_TRUE(outcome) << outcome.error().message;
    EXPECT_EQ(outcome->removed, 2 * (10 * 24 - kept_per_drive));
    EXPECT_EQ(test::rows(path, "samples"), static_cast<std::int64_t>(2 * kept_per_drive));
    EXPECT_LT(test::rows(path, "counter_changes"), changes_before);

    for (std::int64_t drive_id : {1, 2}) {
        auto series = store->series(drive_id, {});
        ASSERT_TRUE(series) << series.error().message;
        ASSERT_EQ(series->samples.size(), kept_per_drive);
        const auto states = test::replay(*series);
        std::size_t kept = 0;
        for (std::size_t i = 0; i < 10 * 24; ++i) {
            const Sample& original = samples[static_cast<std::size_t>(drive_id - 1) * 240 + i];
            if (kept < series->samples.size() && series->samples[kept].time == original.time) {
                EXPECT_EQ(series->samples[kept], test::without_counters({original}).front());
                EXPECT_EQ(states[kept], test::by_name(original.counters)) << "drive " << drive_id << " sample " << i;
                ++kept;
            }
        }
        EXPECT_EQ(kept, kept_per_drive);
        auto drives = store->drives();
        ASSERT_TRUE(drives);
        EXPECT_EQ((*drives)[static_cast<std::size_t>(drive_id - 1)].sample_count, kept_per_drive);
    }
    auto again = store->apply_retention(policy, now);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->removed, 0u) << "a second run finds nothing more to thin";
}

} // namespace
} // namespace ssd::history
