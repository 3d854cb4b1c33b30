#include "core/alerts/memory_alert_store.h"

#include <algorithm>

namespace ssd::alerts {

void apply_update(StoredAlert& alert, const AlertUpdate& update, const std::string& device, std::int64_t time) {
    switch (update.transition) {
    case Transition::Opened:
        alert.condition = update.condition;
        alert.opened = time;
        alert.peak_level = update.condition.level;
        break;
    case Transition::Worse:
    case Transition::Refired:
        alert.condition = update.condition;
        alert.peak_level = std::max(alert.peak_level, update.condition.level);
        alert.acknowledged.reset();  // worse than what was acknowledged: it speaks again
        break;
    case Transition::Updated:
        alert.condition = update.condition;
        break;
    case Transition::Resolved:
        alert.resolved = time;
        return;  // the last condition stays what was last seen
    case Transition::Acknowledged:
        return;  // acknowledge() records these
    }
    alert.device = device;
    alert.last_seen = time;
}

bool event_matches(const EventFilter& filter, std::int64_t event_id, std::int64_t alert_id) {
    if (filter.alert_id && *filter.alert_id != alert_id) return false;
    return !filter.after_event_id || event_id > *filter.after_event_id;
}

std::optional<Error> acknowledge_refusal(const StoredAlert* alert, std::int64_t alert_id) {
    if (alert == nullptr) return Error{ErrorCode::Usage, "no alert " + std::to_string(alert_id)};
    if (alert->resolved) {
        return Error{ErrorCode::Usage, "alert " + std::to_string(alert_id) + " is resolved: nothing to acknowledge"};
    }
    return std::nullopt;
}

void apply_attempt(Delivery& delivery, const DeliveryAttempt& attempt) {
    ++delivery.attempts;
    if (attempt.sent) {
        delivery.status = DeliveryStatus::Sent;
        delivery.sent = attempt.time;
        delivery.last_error.clear();
    } else {
        delivery.last_error = attempt.error;
        if (attempt.retry_at) {
            delivery.next_attempt = *attempt.retry_at;
        } else {
            delivery.status = DeliveryStatus::GaveUp;
        }
    }
}

namespace {

template <typename T>
std::vector<T> newest(std::vector<T> items, const std::optional<std::size_t>& limit) {
    if (limit && items.size() > *limit) items.erase(items.begin(), items.end() - static_cast<std::ptrdiff_t>(*limit));
    return items;
}

} // namespace

Result<std::vector<StoredAlert>> MemoryAlertStore::alerts(const AlertFilter& filter) {
    std::vector<StoredAlert> out;
    for (const auto& [id, alert] : alerts_) {
        if (filter.drive_id && alert.drive_id != *filter.drive_id) continue;
        if (alert.resolved) {
            if (!filter.include_resolved) continue;
            if (filter.resolved_since && *alert.resolved < *filter.resolved_since) continue;
        }
        out.push_back(alert);
    }
    return out;
}

Result<std::optional<StoredAlert>> MemoryAlertStore::alert(std::int64_t id) {
    const auto found = alerts_.find(id);
    if (found == alerts_.end()) return std::optional<StoredAlert>{};
    return std::optional<StoredAlert>{found->second};
}

AlertEvent& MemoryAlertStore::add_event(std::int64_t alert_id, std::int64_t time, Transition transition,
                                        const Condition& condition, std::string note) {
    events_.push_back({static_cast<std::int64_t>(events_.size()) + 1, alert_id, time, transition, condition,
                       std::move(note)});
    return events_.back();
}

Result<std::vector<AlertEvent>> MemoryAlertStore::apply(std::int64_t drive_id, const std::string& device,
                                                        std::int64_t time, const std::vector<AlertUpdate>& updates) {
    // Checked first so that a bad update changes nothing (the SQLite store rolls back).
    for (const auto& update : updates) {
        if (update.transition == Transition::Opened) continue;
        const auto found = update.alert_id ? alerts_.find(*update.alert_id) : alerts_.end();
        if (found == alerts_.end() || found->second.resolved || found->second.drive_id != drive_id) {
            return fail(ErrorCode::StorageFailed, "alert update for an alert that is not open on this drive");
        }
    }
    std::vector<AlertEvent> created;
    for (const auto& update : updates) {
        std::int64_t id = update.alert_id.value_or(0);
        if (update.transition == Transition::Opened) {
            id = alerts_.empty() ? 1 : alerts_.rbegin()->first + 1;
            StoredAlert alert;
            alert.id = id;
            alert.drive_id = drive_id;
            const auto key = drive_keys_.find(drive_id);
            if (key != drive_keys_.end()) alert.drive = key->second;
            alerts_[id] = alert;
        }
        apply_update(alerts_[id], update, device, time);
        // "Seen again" refreshes the alert; as an event it would be one row per open
        // alert per sample (hourly, for years) and tells nothing the alert does not.
        if (update.transition == Transition::Updated) continue;
        created.push_back(add_event(id, time, update.transition, update.condition));
    }
    return created;
}

Result<StoredAlert> MemoryAlertStore::acknowledge(std::int64_t alert_id, std::int64_t time, const std::string& note) {
    const auto found = alerts_.find(alert_id);
    if (auto refusal = acknowledge_refusal(found == alerts_.end() ? nullptr : &found->second, alert_id)) {
        return tl::unexpected(*refusal);
    }
    StoredAlert& alert = found->second;
    alert.acknowledged = Acknowledgement{time, alert.condition.level, note};
    add_event(alert_id, time, Transition::Acknowledged, alert.condition, note);
    return alert;
}

Result<std::vector<AlertEvent>> MemoryAlertStore::events(const EventFilter& filter) {
    std::vector<AlertEvent> out;
    for (const auto& event : events_) {
        if (event_matches(filter, event.id, event.alert_id)) out.push_back(event);
    }
    return newest(std::move(out), filter.limit);
}

Result<void> MemoryAlertStore::enqueue(const std::vector<Delivery>& deliveries) {
    for (auto delivery : deliveries) {
        delivery.id = static_cast<std::int64_t>(deliveries_.size()) + 1;
        delivery.status = DeliveryStatus::Pending;
        deliveries_.push_back(std::move(delivery));
    }
    return {};
}

Result<std::vector<Delivery>> MemoryAlertStore::due_deliveries(std::int64_t now) {
    std::vector<Delivery> due;
    for (const auto& delivery : deliveries_) {
        if (delivery.status == DeliveryStatus::Pending && delivery.next_attempt <= now) due.push_back(delivery);
    }
    return due;
}

Result<std::vector<Delivery>> MemoryAlertStore::deliveries(const EventFilter& filter) {
    std::vector<Delivery> out;
    for (const auto& delivery : deliveries_) {
        const auto& event = events_.at(static_cast<std::size_t>(delivery.event_id - 1));
        if (event_matches(filter, event.id, event.alert_id)) out.push_back(delivery);
    }
    return newest(std::move(out), filter.limit);
}

bool apply_claim(Delivery& delivery, std::int64_t now, std::int64_t lease_until) {
    if (delivery.status != DeliveryStatus::Pending || delivery.next_attempt > now) return false;
    delivery.next_attempt = lease_until;
    return true;
}

Result<bool> MemoryAlertStore::claim(std::int64_t delivery_id, std::int64_t now, std::int64_t lease_until) {
    if (delivery_id < 1 || delivery_id > static_cast<std::int64_t>(deliveries_.size())) {
        return fail(ErrorCode::StorageFailed, "no delivery " + std::to_string(delivery_id));
    }
    return apply_claim(deliveries_[static_cast<std::size_t>(delivery_id - 1)], now, lease_until);
}

Result<void> MemoryAlertStore::record_attempt(std::int64_t delivery_id, const DeliveryAttempt& attempt) {
    if (delivery_id < 1 || delivery_id > static_cast<std::int64_t>(deliveries_.size())) {
        return fail(ErrorCode::StorageFailed, "no delivery " + std::to_string(delivery_id));
    }
    apply_attempt(deliveries_[static_cast<std::size_t>(delivery_id - 1)], attempt);
    return {};
}

} // namespace ssd::alerts
