// The `alert_events` table (v4): every transition of an alert, with the
// condition it saw and an acknowledgement's note. Ids are the order.
#pragma once

#include <vector>

#include "core/alerts/alert_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

// Adds `event` (its id is ignored) and gives it back with the id it got.
Result<alerts::AlertEvent> write_alert_event(const sqlite::Connection& connection, TextIds& texts, alerts::AlertEvent event);

// The events passing `filter`, oldest first (the newest `limit` when it is set).
Result<std::vector<alerts::AlertEvent>> read_alert_events(const sqlite::Connection& connection, TextIds& texts,
                                                          const alerts::EventFilter& filter);

} // namespace ssd::history
