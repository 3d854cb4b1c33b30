// The `selftest` answer as docs/CONTRACT.md's document (one object per drive under
// "self_tests") and as words, its progress events, and the schedule's decisions.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/selftest_control/scheduled_selftests.h"
#include "core/selftest_control/selftest_session.h"

namespace ssd::selftest {

nlohmann::json answers_to_json(const std::vector<DriveAnswer>& answers);
std::string answers_to_text(const std::vector<DriveAnswer>& answers);

// What the sampling run's schedule decided for each drive (`sample`'s "selftests").
nlohmann::json scheduled_to_json(const std::vector<ScheduledOutcome>& outcomes);
std::string scheduled_to_text(const std::vector<ScheduledOutcome>& outcomes);

nlohmann::ordered_json progress_to_json(const Progress& progress);
std::string progress_to_text(const Progress& progress);

} // namespace ssd::selftest
