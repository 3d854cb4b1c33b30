// The `alerts` table (v4): one row per alert of a drive and rule, with the
// condition as last seen, its peak, its dates and its acknowledgement; and the
// condition's columns, which `alert_events` repeats for each transition.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/alerts/alert_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

// The condition's columns in the order bind_condition and read_condition use them.
inline constexpr std::string_view kConditionColumns = "rule, severity, level, worse_by, summary, evidence";

// Binds kConditionColumns to the parameters from `first` on.
Result<void> bind_condition(sqlite::Statement& statement, int first, const alerts::Condition& condition, TextIds& texts);
// Reads kConditionColumns from the columns from `first` on.
Result<alerts::Condition> read_condition(const sqlite::Statement& statement, int first, TextIds& texts);

// Alerts passing `filter`, by id (their drive's key from `drives`).
Result<std::vector<alerts::StoredAlert>> read_alerts(const sqlite::Connection& connection, TextIds& texts,
                                                     const alerts::AlertFilter& filter);
Result<std::optional<alerts::StoredAlert>> read_alert(const sqlite::Connection& connection, TextIds& texts,
                                                      std::int64_t id);

// Writes `alert`: a new row when its id is 0 (the id given back), else the row of its id.
Result<std::int64_t> write_alert(const sqlite::Connection& connection, TextIds& texts, const alerts::StoredAlert& alert);

} // namespace ssd::history
