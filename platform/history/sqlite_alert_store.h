// AlertStore on one SQLite connection to the history database (schema v4:
// alerts, alert_events, alert_deliveries; README.md). Made by open_alert_store,
// which checks or migrates the schema first as open_history_store does. The
// transition rules are MemoryAlertStore's (apply_update, apply_attempt): this
// store only keeps what they decide, and is tested against it.
#pragma once

#include "core/alerts/alert_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

class SqliteAlertStore final : public alerts::AlertStore {
public:
    // `connection` has passed schema::prepare.
    explicit SqliteAlertStore(sqlite::Connection connection);

    Result<std::vector<alerts::StoredAlert>> alerts(const alerts::AlertFilter& filter) override;
    Result<std::optional<alerts::StoredAlert>> alert(std::int64_t id) override;
    Result<std::vector<alerts::AlertEvent>> apply(std::int64_t drive_id, const std::string& device, std::int64_t time,
                                                  const std::vector<alerts::AlertUpdate>& updates) override;
    Result<alerts::StoredAlert> acknowledge(std::int64_t alert_id, std::int64_t time, const std::string& note) override;
    Result<std::vector<alerts::AlertEvent>> events(const alerts::EventFilter& filter) override;
    Result<void> enqueue(const std::vector<alerts::Delivery>& deliveries) override;
    Result<std::vector<alerts::Delivery>> due_deliveries(std::int64_t now) override;
    Result<std::vector<alerts::Delivery>> deliveries(const alerts::EventFilter& filter) override;
    Result<void> record_attempt(std::int64_t delivery_id, const alerts::DeliveryAttempt& attempt) override;
    Result<bool> claim(std::int64_t delivery_id, std::int64_t now, std::int64_t lease_until) override;

private:
    Result<std::optional<alerts::AlertEvent>> apply_one(std::int64_t drive_id, const std::string& device, std::int64_t time,
                                         const alerts::AlertUpdate& update);

    sqlite::Connection connection_;
    TextIds texts_;
};

} // namespace ssd::history
