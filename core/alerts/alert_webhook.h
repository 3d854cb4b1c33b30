// The JSON body a webhook gets, by preset: generic (our alert document), ntfy's
// JSON publish format, Gotify's message, Discord's and Slack's incoming hooks.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/alerts/alert_config.h"
#include "core/alerts/alert_notice.h"

namespace ssd::alerts {

// The generic document: {"test", "title", "message", "alert": the alert as `ssdtool alerts
// --json` prints it (alert_json.h), "event": the event that is news (alert_event_json),
// "acknowledge": "ssdtool alerts ack ID"}; alert, event and acknowledge are null for a test.
nlohmann::json notice_json(const Notice& notice);

nlohmann::json webhook_payload(const Notice& notice, const WebhookSettings& settings);

} // namespace ssd::alerts
