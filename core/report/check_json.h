// The `check` and `report` documents of docs/CONTRACT.md (with json_writer.h's
// health document inside `report`). Observations are printed under "setup",
// unknown ones as null with the reason under setup.unknown; what an OS's own
// checks looked at (SystemCheck::platform_observations) under setup.platform.
#pragma once

#include <nlohmann/json.hpp>

#include "core/checks/check_outcome.h"
#include "core/checks/setup_observations.h"
#include "core/diagnosis/drive_checks.h"

namespace ssd {

nlohmann::json not_evaluated_to_json(const std::vector<NotEvaluated>& entries);
nlohmann::json findings_to_json(const std::vector<Finding>& findings);
nlohmann::json drive_setup_to_json(const Observed<DriveSetup>& setup);
nlohmann::json system_setup_to_json(const Observed<SystemSetup>& setup);
nlohmann::json system_check_to_json(const SystemCheck& system);
// {"drives": [{"device", …, "findings", "not_evaluated", "setup"}], "system": {…}}
nlohmann::json check_report_to_json(const CheckReport& report);
// {"drives": [<health document> + "checks": {"findings", "not_evaluated", "setup"}], "system": {…}}
nlohmann::json full_report_to_json(const CheckReport& report);

} // namespace ssd
