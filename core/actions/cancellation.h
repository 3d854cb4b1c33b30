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

// What a run (not a dry run) of a destructive action adds: `outcome` under
// `key` ("erased": true, "bytes_discarded": N) and the time it took; then
// the cancellation, when it was cancelled.
inline void add_run_outcome(nlohmann::json& doc, bool dry_run, const char* key, nlohmann::json outcome,
                            double elapsed_seconds, bool cancelled, const std::string& state) {
    if (!dry_run) {
        doc[key] = std::move(outcome);
        doc["elapsed_seconds"] = elapsed_seconds;
    }
    add_cancellation(doc, cancelled, state);
}

inline std::string cancellation_text(const std::string& state) { return "Cancelled: " + state + ".\n"; }

} // namespace ssd::actions
