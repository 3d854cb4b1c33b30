// A delivery's state for `ssdtool alerts`: where each alert's news went, whether
// it arrived, and why not (the error as recorded: already without secrets).
//
//   {"channel": "admin-mail", "status": "pending", "attempts": 2,
//    "next_attempt": "2026-11-24T10:03:00Z", "sent": null, "last_error": "connection refused"}
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/alerts/alert_store.h"

namespace ssd::alerts {

nlohmann::json delivery_json(const Delivery& delivery);

// "admin-mail: sent 2026-11-24T10:00:05Z", "phone: waiting, attempt 2 failed (connection
// refused), next at …", "hook: gave up after 30 attempts (HTTP 500)".
std::string delivery_line(const Delivery& delivery);

} // namespace ssd::alerts
