#include "platform/history/delivery_rows.h"

#include <algorithm>

#include "platform/history/row_values.h"

namespace ssd::history {

namespace {

constexpr std::string_view kSelectDeliveries =
    "SELECT d.id, d.event_id, d.channel, d.status, d.attempts, d.next_attempt, d.sent, d.last_error "
    "FROM alert_deliveries d";

Result<std::vector<alerts::Delivery>> deliveries_of(sqlite::Statement& select, TextIds& texts) {
    std::vector<alerts::Delivery> list;
    auto row = select.step();
    for (; row && *row; row = select.step()) {
        auto status = enum_of(texts, alerts::kDeliveryStatuses, select.int64(3));
        if (!status) return tl::unexpected(status.error());
        list.push_back({select.int64(0), select.int64(1), select.text(2), *status, static_cast<int>(select.int64(4)),
                        select.int64(5), select.optional_int64(6), select.text(7)});
    }
    if (!row) return tl::unexpected(row.error());
    return list;
}

} // namespace

Result<void> insert_deliveries(const sqlite::Connection& connection, TextIds& texts,
                               const std::vector<alerts::Delivery>& deliveries) {
    auto insert = sqlite::Statement::prepare(
        connection, "INSERT INTO alert_deliveries (event_id, channel, status, attempts, next_attempt, sent, last_error) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    if (!insert) return tl::unexpected(insert.error());
    auto pending = texts.intern(alerts::kDeliveryStatuses.wire(alerts::DeliveryStatus::Pending));
    if (!pending) return tl::unexpected(pending.error());
    for (const auto& delivery : deliveries) {
        insert->bind(1, delivery.event_id).bind(2, delivery.channel).bind(3, *pending);
        insert->bind(4, std::int64_t{delivery.attempts}).bind(5, delivery.next_attempt).bind(6, delivery.sent);
        insert->bind(7, delivery.last_error);
        if (auto done = insert->run(); !done) return done;
    }
    return {};
}

Result<std::vector<alerts::Delivery>> read_due_deliveries(const sqlite::Connection& connection, TextIds& texts,
                                                          std::int64_t now) {
    // A database that never had a pending delivery has no text for the word: nothing is due.
    auto pending = texts.find(alerts::kDeliveryStatuses.wire(alerts::DeliveryStatus::Pending));
    if (!pending) return tl::unexpected(pending.error());
    if (!*pending) return std::vector<alerts::Delivery>{};
    auto select = sqlite::Statement::prepare(connection, std::string(kSelectDeliveries) +
                                                             " WHERE d.status = ?1 AND d.next_attempt <= ?2 ORDER BY d.id");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, **pending).bind(2, now);
    return deliveries_of(*select, texts);
}

Result<std::vector<alerts::Delivery>> read_deliveries(const sqlite::Connection& connection, TextIds& texts,
                                                      const alerts::EventFilter& filter) {
    auto select = sqlite::Statement::prepare(
        connection, std::string(kSelectDeliveries) +
                        " JOIN alert_events e ON e.id = d.event_id WHERE (?1 IS NULL OR e.alert_id = ?1)"
                        " AND (?2 IS NULL OR e.id > ?2) ORDER BY d.id DESC LIMIT ?3");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, filter.alert_id).bind(2, filter.after_event_id);
    select->bind(3, filter.limit ? static_cast<std::int64_t>(*filter.limit) : std::int64_t{-1});  // -1: no limit
    auto list = deliveries_of(*select, texts);
    if (list) std::reverse(list->begin(), list->end());
    return list;
}

Result<std::optional<alerts::Delivery>> read_delivery(const sqlite::Connection& connection, TextIds& texts,
                                                      std::int64_t id) {
    auto select = sqlite::Statement::prepare(connection, std::string(kSelectDeliveries) + " WHERE d.id = ?1");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, id);
    return first_row(deliveries_of(*select, texts));
}

Result<void> update_delivery(const sqlite::Connection& connection, TextIds& texts, const alerts::Delivery& delivery) {
    auto status = texts.intern(alerts::kDeliveryStatuses.wire(delivery.status));
    if (!status) return tl::unexpected(status.error());
    auto update = sqlite::Statement::prepare(
        connection, "UPDATE alert_deliveries SET status = ?2, attempts = ?3, next_attempt = ?4, sent = ?5, "
                    "last_error = ?6 WHERE id = ?1");
    if (!update) return tl::unexpected(update.error());
    update->bind(1, delivery.id).bind(2, *status).bind(3, std::int64_t{delivery.attempts});
    update->bind(4, delivery.next_attempt).bind(5, delivery.sent).bind(6, delivery.last_error);
    return update->run();
}

} // namespace ssd::history
