// The JSON form of self-test capabilities, status and log (snake_case keys,
// enum values by their wire names, unknown as null). Used by `health`'s
// `self_tests` object and by the selftest command's documents.
#pragma once

#include <nlohmann/json.hpp>

#include "core/selftest/selftest.h"

namespace ssd::selftest {

nlohmann::json capabilities_to_json(const Capabilities& capabilities);
nlohmann::json status_to_json(const Status& status);
nlohmann::json log_entry_to_json(const LogEntry& entry);
// {"capabilities", "status", "log_read", "log": [...]}; log is null when it was not read.
nlohmann::json selftests_to_json(const SelfTests& tests);

} // namespace ssd::selftest
