// The `history --json` document (docs/CONTRACT.md "history"): one entry per drive, every
// time in ISO 8601 UTC, every byte count exact, unknown values null.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/history/history_query.h"

namespace ssd::history {

nlohmann::json history_json(const std::vector<DriveHistory>& answers);
nlohmann::json drive_key_json(const DriveKey& key);

} // namespace ssd::history
