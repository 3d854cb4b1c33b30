// The wear projection on constructed readings (exact lines and plateaus).
#include <gtest/gtest.h>

#include "core/history/endurance.h"
#include "core/util/time_text.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

using test::kDay;

TEST(HistoryEndurance, StraightLineProjectsToItsCrossingOfOneHundred) {
    // 1 % every 10 days from 10 % at day 0: 100 % at day 900.
    std::vector<WearReading> readings;
    for (int i = 0; i <= 20; ++i) readings.push_back({i * 10 * kDay, 10 + i});
    const auto facts = project_endurance(readings);
    ASSERT_EQ(facts.gap, ProjectionGap::None) << facts.reason;
    ASSERT_TRUE(facts.projected_end);
    EXPECT_NEAR(static_cast<double>(*facts.projected_end), 900.0 * kDay, 1.0 * kDay);
    ASSERT_TRUE(facts.earliest_end && facts.latest_end);
    EXPECT_LT(*facts.earliest_end, *facts.projected_end);
    EXPECT_GT(*facts.latest_end, *facts.projected_end);
    EXPECT_NEAR(*facts.percent_per_year, 36.52, 0.01);
    EXPECT_EQ(facts.percent_used, 30);
}

TEST(HistoryEndurance, FewerReadingsGiveAWiderRange) {
    std::vector<WearReading> many, few;
    for (int i = 0; i <= 40; ++i) many.push_back({i * 5 * kDay, 10 + i / 2});
    for (int i = 0; i <= 40; i += 20) few.push_back({i * 5 * kDay, 10 + i / 2});
    const auto wide = project_endurance(few);
    const auto narrow = project_endurance(many);
    ASSERT_TRUE(wide.earliest_end && narrow.earliest_end && wide.latest_end && narrow.latest_end);
    EXPECT_GT(*wide.latest_end - *wide.earliest_end, *narrow.latest_end - *narrow.earliest_end);
}

TEST(HistoryEndurance, PlateauSaysTooLittleHistoryAndGivesALowerBound) {
    const auto facts = project_endurance({{0, 3}, {30 * kDay, 3}, {60 * kDay, 3}});
    EXPECT_EQ(facts.gap, ProjectionGap::NoChangeYet);
    EXPECT_FALSE(facts.projected_end);
    ASSERT_TRUE(facts.at_least_seconds);
    EXPECT_EQ(*facts.at_least_seconds, 60 * kDay * 97);  // < 1 % per 60 days, 97 % left
    EXPECT_NE(facts.reason.find("too little history"), std::string::npos);
}

TEST(HistoryEndurance, NoReadingsAndFallingReadingsAreSaidPlainly) {
    EXPECT_EQ(project_endurance({}).gap, ProjectionGap::NoWearReadings);
    const auto falling = project_endurance({{0, 40}, {10 * kDay, 2}});
    EXPECT_EQ(falling.gap, ProjectionGap::NotRising);
    EXPECT_FALSE(falling.projected_end);
}

} // namespace
} // namespace ssd::history
