// The rated endurance table ssdtool ships (resources/endurance), loaded as ssdtool loads it.
#pragma once

#include <vector>

#include <gtest/gtest.h>

#include "core/health/rated_endurance.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd::test {

inline std::vector<EnduranceRating> shipped_ratings() {
    const auto path = project_fixture("../../resources/endurance/ssd-rated-endurance.json");
    auto text = read_text_file(path);
    EXPECT_TRUE(text.has_value()) << path;
    auto ratings = load_endurance_ratings(text.value_or(""));
    EXPECT_TRUE(ratings.has_value()) << (ratings ? "" : ratings.error().message);
    return ratings.value_or(std::vector<EnduranceRating>{});
}

} // namespace ssd::test
