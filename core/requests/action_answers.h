// Readers of the action documents the GUI acts on: the erase answer (the
// method the core chose, the ones the drive supports), the drive an answer
// names (for the confirmation), its plan and a trim's filesystems. Their writers live
// in core/actions (erase_report.cpp, trim.cpp, …) and core/safety; the tests read the
// writers' own output (tests/unit/test_json_readers.cpp).
#pragma once

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/erase_methods.h"
#include "core/actions/trim.h"
#include "core/safety/action_plan.h"
#include "core/safety/safety_rules.h"

namespace ssd::requests {

struct EraseAnswer {
    safety::TargetIdentity drive;
    std::optional<actions::EraseMethod> method;       // nullopt: a name this build does not know
    std::vector<actions::EraseMethod> supported;       // names this build does not know are left out
};

EraseAnswer erase_answer_from_json(const nlohmann::json& answer);
// The drive a destructive action's answer names ("drive", safety::identity_to_json:
// erase, firmware, discard); nullopt when it names none.
std::optional<safety::TargetIdentity> action_drive_from_json(const nlohmann::json& answer);
// The plan every action's answer carries under "plan" (safety::plan_to_json);
// nullopt when it has none (a trim that ran, periodic TRIM already on).
std::optional<safety::ActionPlan> action_plan_from_json(const nlohmann::json& answer);
// A trim's filesystems (trim_report_to_json); none for any other answer.
std::vector<actions::TrimmedFilesystem> trimmed_filesystems_from_json(const nlohmann::json& answer);

} // namespace ssd::requests
