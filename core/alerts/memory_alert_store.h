// An AlertStore in memory: what the core's and the GUI's tests use, and the
// reference the SQLite store (platform/history) is checked against.
#pragma once

#include <map>
#include <vector>

#include "core/alerts/alert_store.h"

namespace ssd::alerts {

class MemoryAlertStore final : public AlertStore {
public:
    // Alerts are filed under the history's drive ids; the key is what lists show.
    void name_drive(std::int64_t drive_id, const history::DriveKey& key) { drive_keys_[drive_id] = key; }

    Result<std::vector<StoredAlert>> alerts(const AlertFilter& filter) override;
    Result<std::optional<StoredAlert>> alert(std::int64_t id) override;
    Result<std::vector<AlertEvent>> apply(std::int64_t drive_id, const std::string& device, std::int64_t time,
                                          const std::vector<AlertUpdate>& updates) override;
    Result<StoredAlert> acknowledge(std::int64_t alert_id, std::int64_t time, const std::string& note) override;
    Result<std::vector<AlertEvent>> events(const EventFilter& filter) override;
    Result<void> enqueue(const std::vector<Delivery>& deliveries) override;
    Result<std::vector<Delivery>> due_deliveries(std::int64_t now) override;
    Result<std::vector<Delivery>> deliveries(const EventFilter& filter) override;
    Result<void> record_attempt(std::int64_t delivery_id, const DeliveryAttempt& attempt) override;
    Result<bool> claim(std::int64_t delivery_id, std::int64_t now, std::int64_t lease_until) override;

private:
    AlertEvent& add_event(std::int64_t alert_id, std::int64_t time, Transition transition, const Condition& condition,
                          std::string note = {});

    std::map<std::int64_t, history::DriveKey> drive_keys_;
    std::map<std::int64_t, StoredAlert> alerts_;  // by id, from 1
    std::vector<AlertEvent> events_;              // ids from 1, in order
    std::vector<Delivery> deliveries_;            // ids from 1, in order
};

// What an update does to the alert it names (or the new alert, for Opened):
// the one place both stores take the transition rules from.
void apply_update(StoredAlert& alert, const AlertUpdate& update, const std::string& device, std::int64_t time);

// Whether an event passes a filter's alert and after-id conditions (the limit is the caller's).
bool event_matches(const EventFilter& filter, std::int64_t event_id, std::int64_t alert_id);

// Why `alert` (with `alert_id`; null: there is none) cannot be acknowledged: Usage, or nothing.
std::optional<Error> acknowledge_refusal(const StoredAlert* alert, std::int64_t alert_id);

// What one send attempt does to its delivery (both stores record attempts with it).
void apply_attempt(Delivery& delivery, const DeliveryAttempt& attempt);

// claim()'s rule for one delivery: true (and the lease set) when it is pending and due.
bool apply_claim(Delivery& delivery, std::int64_t now, std::int64_t lease_until);

} // namespace ssd::alerts
