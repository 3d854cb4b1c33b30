#include <gtest/gtest.h>

#include "core/util/time_text.h"

namespace ssd {
namespace {

constexpr std::int64_t kTimeTextNow = 1795519800;  // 2026-11-24T11:30:00Z

TEST(TimeText, IsoUtcRoundTrips) {
    EXPECT_EQ(iso_utc(kTimeTextNow), "2026-11-24T11:30:00Z");
    EXPECT_EQ(parse_time_point("2026-11-24T11:30:00Z", kTimeTextNow), kTimeTextNow);
    EXPECT_EQ(parse_time_point("2026-11-24T11:30", kTimeTextNow), kTimeTextNow);
    EXPECT_EQ(parse_time_point("2026-11-24", kTimeTextNow), kTimeTextNow - 11 * 3600 - 30 * 60);
    EXPECT_EQ(iso_day(kTimeTextNow), "2026-11-24");
}

TEST(TimeText, AgesCountBackFromNow) {
    EXPECT_EQ(parse_time_point("30d", kTimeTextNow), kTimeTextNow - 30 * kSecondsPerDay);
    EXPECT_EQ(parse_time_point("12h", kTimeTextNow), kTimeTextNow - 12 * 3600);
    EXPECT_EQ(parse_time_point("2w", kTimeTextNow), kTimeTextNow - 14 * kSecondsPerDay);
    EXPECT_EQ(parse_time_point("1y", kTimeTextNow), kTimeTextNow - 365 * kSecondsPerDay);
}

TEST(TimeText, AnythingElseIsRefused) {
    for (const char* bad : {"", "d", "30", "-3d", "30x", "2026-13-01", "2026-02-30", "2026-11-24T25:00", "yesterday"}) {
        EXPECT_FALSE(parse_time_point(bad, kTimeTextNow)) << bad;
    }
}

TEST(TimeText, DaysAndWeeksStartAtUtcMidnightAndMonday) {
    EXPECT_EQ(iso_utc(day_start(kTimeTextNow)), "2026-11-24T00:00:00Z");
    EXPECT_EQ(iso_utc(week_start(kTimeTextNow)), "2026-11-23T00:00:00Z");  // 2026-11-24 is a Tuesday
}

} // namespace
} // namespace ssd
