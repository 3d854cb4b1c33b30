#include "platform/history/alert_event_rows.h"

#include <algorithm>

#include "platform/history/alert_rows.h"
#include "platform/history/row_values.h"

namespace ssd::history {

Result<alerts::AlertEvent> write_alert_event(const sqlite::Connection& connection, TextIds& texts, alerts::AlertEvent event) {
    auto insert = sqlite::Statement::prepare(connection, "INSERT INTO alert_events (alert_id, time, transition, note, " +
                                                             std::string(kConditionColumns) +
                                                             ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    if (!insert) return tl::unexpected(insert.error());
    auto transition = texts.intern(alerts::kTransitions.wire(event.transition));
    if (!transition) return tl::unexpected(transition.error());
    insert->bind(1, event.alert_id).bind(2, event.time).bind(3, *transition).bind(4, event.note);
    if (auto bound = bind_condition(*insert, 5, event.condition, texts); !bound) return tl::unexpected(bound.error());
    if (auto done = insert->run(); !done) return tl::unexpected(done.error());
    event.id = sqlite3_last_insert_rowid(connection.handle());
    return event;
}

Result<std::vector<alerts::AlertEvent>> read_alert_events(const sqlite::Connection& connection, TextIds& texts,
                                                          const alerts::EventFilter& filter) {
    // Newest first so that LIMIT keeps the newest; turned back to oldest first below.
    auto select = sqlite::Statement::prepare(
        connection, "SELECT id, alert_id, time, transition, note, " + std::string(kConditionColumns) +
                        " FROM alert_events WHERE (?1 IS NULL OR alert_id = ?1) AND (?2 IS NULL OR id > ?2)"
                        " ORDER BY id DESC LIMIT ?3");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, filter.alert_id).bind(2, filter.after_event_id);
    select->bind(3, filter.limit ? static_cast<std::int64_t>(*filter.limit) : std::int64_t{-1});  // -1: no limit
    std::vector<alerts::AlertEvent> events;
    auto row = select->step();
    for (; row && *row; row = select->step()) {
        auto transition = enum_of(texts, alerts::kTransitions, select->int64(3));
        if (!transition) return tl::unexpected(transition.error());
        auto condition = read_condition(*select, 5, texts);
        if (!condition) return tl::unexpected(condition.error());
        events.push_back({select->int64(0), select->int64(1), select->int64(2), *transition, std::move(*condition),
                          select->text(4)});
    }
    if (!row) return tl::unexpected(row.error());
    std::reverse(events.begin(), events.end());
    return events;
}

} // namespace ssd::history
