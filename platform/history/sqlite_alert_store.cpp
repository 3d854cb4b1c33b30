#include "platform/history/sqlite_alert_store.h"

#include "core/alerts/memory_alert_store.h"
#include "platform/history/alert_event_rows.h"
#include "platform/history/alert_rows.h"
#include "platform/history/delivery_rows.h"
#include "platform/history/write_transaction.h"

namespace ssd::history {

SqliteAlertStore::SqliteAlertStore(sqlite::Connection connection)
    : connection_(std::move(connection)), texts_(connection_) {}

Result<std::vector<alerts::StoredAlert>> SqliteAlertStore::alerts(const alerts::AlertFilter& filter) {
    return read_alerts(connection_, texts_, filter);
}

Result<std::optional<alerts::StoredAlert>> SqliteAlertStore::alert(std::int64_t id) {
    return read_alert(connection_, texts_, id);
}

// One update inside apply()'s transaction: the alert as the rules make it, then its
// event (none for Updated: a refresh, as the reference keeps it).
Result<std::optional<alerts::AlertEvent>> SqliteAlertStore::apply_one(std::int64_t drive_id, const std::string& device,
                                                       std::int64_t time, const alerts::AlertUpdate& update) {
    alerts::StoredAlert alert;
    if (update.transition == alerts::Transition::Opened) {
        alert.drive_id = drive_id;
    } else {
        auto found = update.alert_id ? read_alert(connection_, texts_, *update.alert_id)
                                     : Result<std::optional<alerts::StoredAlert>>(std::nullopt);
        if (!found) return tl::unexpected(found.error());
        if (!*found || (*found)->resolved || (*found)->drive_id != drive_id) {
            return fail(ErrorCode::StorageFailed, "alert update for an alert that is not open on this drive");
        }
        alert = std::move(**found);
    }
    alerts::apply_update(alert, update, device, time);
    auto id = write_alert(connection_, texts_, alert);
    if (!id) return tl::unexpected(id.error());
    if (update.transition == alerts::Transition::Updated) return std::optional<alerts::AlertEvent>{};
    auto event = write_alert_event(connection_, texts_, {0, *id, time, update.transition, update.condition, {}});
    if (!event) return tl::unexpected(event.error());
    return std::optional<alerts::AlertEvent>{std::move(*event)};
}

Result<std::vector<alerts::AlertEvent>> SqliteAlertStore::apply(std::int64_t drive_id, const std::string& device,
                                                                std::int64_t time,
                                                                const std::vector<alerts::AlertUpdate>& updates) {
    return in_transaction<std::vector<alerts::AlertEvent>>(
        connection_, texts_, [&]() -> Result<std::vector<alerts::AlertEvent>> {
            std::vector<alerts::AlertEvent> created;
            for (const auto& update : updates) {
                auto event = apply_one(drive_id, device, time, update);
                if (!event) return tl::unexpected(event.error());
                if (*event) created.push_back(std::move(**event));
            }
            return created;
        });
}

Result<alerts::StoredAlert> SqliteAlertStore::acknowledge(std::int64_t alert_id, std::int64_t time, const std::string& note) {
    return in_transaction<alerts::StoredAlert>(connection_, texts_, [&]() -> Result<alerts::StoredAlert> {
        auto found = read_alert(connection_, texts_, alert_id);
        if (!found) return tl::unexpected(found.error());
        if (auto refusal = alerts::acknowledge_refusal(*found ? &**found : nullptr, alert_id)) {
            return tl::unexpected(*refusal);
        }
        alerts::StoredAlert alert = std::move(**found);
        alert.acknowledged = alerts::Acknowledgement{time, alert.condition.level, note};
        if (auto written = write_alert(connection_, texts_, alert); !written) return tl::unexpected(written.error());
        auto event = write_alert_event(connection_, texts_,
                                       {0, alert_id, time, alerts::Transition::Acknowledged, alert.condition, note});
        if (!event) return tl::unexpected(event.error());
        return alert;
    });
}

Result<std::vector<alerts::AlertEvent>> SqliteAlertStore::events(const alerts::EventFilter& filter) {
    return read_alert_events(connection_, texts_, filter);
}

Result<void> SqliteAlertStore::enqueue(const std::vector<alerts::Delivery>& deliveries) {
    return in_transaction<void>(connection_, texts_, [&] { return insert_deliveries(connection_, texts_, deliveries); });
}

Result<std::vector<alerts::Delivery>> SqliteAlertStore::due_deliveries(std::int64_t now) {
    return read_due_deliveries(connection_, texts_, now);
}

Result<std::vector<alerts::Delivery>> SqliteAlertStore::deliveries(const alerts::EventFilter& filter) {
    return read_deliveries(connection_, texts_, filter);
}

Result<void> SqliteAlertStore::record_attempt(std::int64_t delivery_id, const alerts::DeliveryAttempt& attempt) {
    return in_transaction<void>(connection_, texts_, [&]() -> Result<void> {
        auto found = read_delivery(connection_, texts_, delivery_id);
        if (!found) return tl::unexpected(found.error());
        if (!*found) return fail(ErrorCode::StorageFailed, "no delivery " + std::to_string(delivery_id));
        alerts::apply_attempt(**found, attempt);
        return update_delivery(connection_, texts_, **found);
    });
}

// Read and written in one write transaction: a second run waits for the first's
// commit and then sees the lease, so only one of them gets true.
Result<bool> SqliteAlertStore::claim(std::int64_t delivery_id, std::int64_t now, std::int64_t lease_until) {
    return in_transaction<bool>(connection_, texts_, [&]() -> Result<bool> {
        auto found = read_delivery(connection_, texts_, delivery_id);
        if (!found) return tl::unexpected(found.error());
        if (!*found) return fail(ErrorCode::StorageFailed, "no delivery " + std::to_string(delivery_id));
        if (!alerts::apply_claim(**found, now, lease_until)) return false;
        if (auto updated = update_delivery(connection_, texts_, **found); !updated) return tl::unexpected(updated.error());
        return true;
    });
}

} // namespace ssd::history
