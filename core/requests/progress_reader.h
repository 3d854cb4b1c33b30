// The reader of progress.cpp's lines (`--json --progress`, the helper's
// {"id":N,"event":"progress",…}): an action's event or a benchmark's, back
// into the same Progress the handlers report. Tested on progress_to_json's
// own output (tests/unit/test_json_readers.cpp).
#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include "core/requests/handlers.h"

namespace ssd::requests {

// A line that is no progress event of either kind → nullopt.
std::optional<Progress> progress_from_json(const nlohmann::json& line);

} // namespace ssd::requests
