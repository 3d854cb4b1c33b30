// The JSON documents of docs/CONTRACT.md. One writer for the CLI, the helper and
// the GUI, so there is one schema. Unknown values are null, never zero.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/diagnosis/drive_health.h"
#include "core/drive/drive_info.h"
#include "core/health/finding.h"
#include "core/util/error.h"

namespace ssd {

nlohmann::json drive_to_json(const DriveInfo& drive);
nlohmann::json list_to_json(const std::vector<DriveInfo>& drives);
nlohmann::json finding_to_json(const Finding& finding);
nlohmann::json health_to_json(const HealthResult& health);
nlohmann::json error_to_json(const Error& error);

} // namespace ssd
