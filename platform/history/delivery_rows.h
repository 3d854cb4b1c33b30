// The `alert_deliveries` table (v4): the outbox. One row per news event and
// channel, with its status, attempts and when it is next due.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/alerts/alert_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

// Adds each delivery as pending (ids and the given status are ignored).
Result<void> insert_deliveries(const sqlite::Connection& connection, TextIds& texts,
                               const std::vector<alerts::Delivery>& deliveries);

// Pending deliveries due at `now`, by id.
Result<std::vector<alerts::Delivery>> read_due_deliveries(const sqlite::Connection& connection, TextIds& texts,
                                                          std::int64_t now);
// Deliveries whose event passes `filter`, by id (the newest `limit` when it is set).
Result<std::vector<alerts::Delivery>> read_deliveries(const sqlite::Connection& connection, TextIds& texts,
                                                      const alerts::EventFilter& filter);
Result<std::optional<alerts::Delivery>> read_delivery(const sqlite::Connection& connection, TextIds& texts,
                                                      std::int64_t id);

// Writes back the status, attempts, due time, sent time and error of `delivery`'s row.
Result<void> update_delivery(const sqlite::Connection& connection, TextIds& texts, const alerts::Delivery& delivery);

} // namespace ssd::history
