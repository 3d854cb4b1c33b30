// The seam between the alert logic (core/alerts) and the database that keeps
// alerts, their history and the delivery outbox (platform/history: the same
// SQLite file as the drive history, schema v4). MemoryAlertStore is the
// reference implementation; the SQLite one is checked against it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/alerts/alert.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::alerts {

struct AlertFilter {
    std::optional<std::int64_t> drive_id;  // empty: every drive
    bool include_resolved = false;         // resolved alerts too (the "past" list)
    std::optional<std::int64_t> resolved_since;  // with include_resolved: only those resolved at or after
};

struct EventFilter {
    std::optional<std::int64_t> alert_id;
    std::optional<std::int64_t> after_event_id;  // the tray's "what is new since I last looked"
    std::optional<std::size_t> limit;            // the newest N when set
};

enum class DeliveryStatus { Pending, Sent, GaveUp };
inline constexpr EnumTable<DeliveryStatus, 3> kDeliveryStatuses{{{
    {DeliveryStatus::Pending, "pending", "waiting to be sent"},
    {DeliveryStatus::Sent, "sent", "sent"},
    {DeliveryStatus::GaveUp, "gave-up", "not sent: gave up after retries"},
}}};

// One alert event to send through one configured channel (by its name in the
// alert configuration file), with its attempts.
struct Delivery {
    std::int64_t id = 0;
    std::int64_t event_id = 0;
    std::string channel;
    DeliveryStatus status = DeliveryStatus::Pending;
    int attempts = 0;
    std::int64_t next_attempt = 0;  // Unix seconds; Pending only
    std::optional<std::int64_t> sent;
    std::string last_error;  // never holds a secret: channels say what failed, not with which password
    friend bool operator==(const Delivery&, const Delivery&) = default;
};

struct DeliveryAttempt {
    std::int64_t time = 0;
    bool sent = false;
    std::string error;                       // when not sent
    std::optional<std::int64_t> retry_at;    // when not sent: empty means give up
};

class AlertStore {
public:
    virtual ~AlertStore() = default;

    virtual Result<std::vector<StoredAlert>> alerts(const AlertFilter& filter) = 0;
    virtual Result<std::optional<StoredAlert>> alert(std::int64_t id) = 0;
    // One evaluation's changes for one drive at `time` (the sample's time), in one
    // transaction: new alerts get ids; each update but Updated (a refresh of last_seen
    // and the evidence) is also an event. Returns the events.
    virtual Result<std::vector<AlertEvent>> apply(std::int64_t drive_id, const std::string& device, std::int64_t time,
                                                  const std::vector<AlertUpdate>& updates) = 0;
    // Silences an open alert at its current level until it gets worse. An unknown
    // id or a resolved alert (nothing to silence): Usage (exit 1), nothing changed.
    virtual Result<StoredAlert> acknowledge(std::int64_t alert_id, std::int64_t time, const std::string& note) = 0;
    virtual Result<std::vector<AlertEvent>> events(const EventFilter& filter) = 0;  // oldest first

    // The outbox: deliveries are queued in the same database as the events, so a
    // failed send is retried by the next run and nothing is lost when a run dies.
    virtual Result<void> enqueue(const std::vector<Delivery>& deliveries) = 0;
    virtual Result<std::vector<Delivery>> due_deliveries(std::int64_t now) = 0;
    virtual Result<std::vector<Delivery>> deliveries(const EventFilter& filter) = 0;
    virtual Result<void> record_attempt(std::int64_t delivery_id, const DeliveryAttempt& attempt) = 0;
    // Takes a due delivery for one run: atomically, if it is still pending and due at
    // `now`, its next attempt moves to `lease_until` and the answer is true; otherwise
    // (another run — the sampling run and the retry timer may overlap — took it) false.
    // A run that dies after claiming leaves it due again when the lease ends: never
    // sent twice at once, never lost.
    virtual Result<bool> claim(std::int64_t delivery_id, std::int64_t now, std::int64_t lease_until) = 0;
};

} // namespace ssd::alerts
