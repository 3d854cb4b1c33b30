// The readers of this folder's JSON (defined beside their writers, in
// safety_rules.cpp and action_plan.cpp): a dry run's "drive" and its "plan",
// for the GUI. Tested on the writers' output (tests/unit/test_json_readers.cpp).
#pragma once

#include <nlohmann/json.hpp>

#include "core/safety/action_plan.h"
#include "core/safety/safety_rules.h"

namespace ssd::safety {

// identity_to_json's reader: the GUI asks expected_token() of it for the
// confirmation, never the "confirm_token" key.
TargetIdentity identity_from_json(const nlohmann::json& drive);
// plan_to_json's reader (the GUI shows a dry run's plan with plan_to_text);
// lenient: a step of an unknown kind reads as a Command.
ActionPlan plan_from_json(const nlohmann::json& plan);

} // namespace ssd::safety
