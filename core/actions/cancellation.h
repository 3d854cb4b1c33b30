// What a cancelled action adds to its JSON document ("cancelled": true and
// "state", the sentence that says what state the drive is in) and prints as
// text. A document of an action that ran to its end is unchanged (no such
// keys).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace ssd::actions {

inline void add_cancellation(nlohmann::json& doc, bool cancelled, const std::string& state) {
    if (!cancelled) return;
    doc["cancelled"] = true;
    doc["state"] = state;
}

inline std::string cancellation_text(const std::string& state) { return "Cancelled: " + state + ".\n"; }

} // namespace ssd::actions
