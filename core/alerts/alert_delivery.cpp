#include "core/alerts/alert_delivery.h"

#include <algorithm>
#include <map>
#include <set>

namespace ssd::alerts {

namespace {

using std::chrono::milliseconds;

// The longest one send through `channel` may take.
milliseconds send_limit(const ChannelConfig& channel) {
    if (const auto* command = std::get_if<CommandSettings>(&channel.settings)) {
        return std::chrono::seconds(command->timeout_seconds);
    }
    return kSendTimeout;
}

SendOutcome attempt(const ChannelConfig& channel, const Notice& notice, const Secrets& secrets, ChannelSender& sender,
                    std::int64_t now, milliseconds timeout) {
    auto message = render_outgoing(channel, notice, secrets, now);
    SendOutcome outcome = message ? sender.send(*message, timeout) : SendOutcome{false, message.error().message, {}};
    if (!outcome.sent) {
        outcome.error = redact(outcome.error.empty() ? "failed, without a reason" : outcome.error, secrets.values());
    }
    return outcome;
}

// The events the due deliveries are about, by id, read in one query from the oldest.
Result<std::map<std::int64_t, AlertEvent>> events_of(AlertStore& store, const std::vector<Delivery>& due) {
    std::map<std::int64_t, AlertEvent> by_id;
    if (due.empty()) return by_id;
    const auto oldest = std::min_element(due.begin(), due.end(), [](const auto& a, const auto& b) {
                            return a.event_id < b.event_id;
                        })->event_id;
    EventFilter filter;
    filter.after_event_id = oldest - 1;
    auto events = store.events(filter);
    if (!events) return tl::unexpected(events.error());
    for (auto& event : *events) by_id.emplace(event.id, std::move(event));
    return by_id;
}

class AlertCache {
public:
    explicit AlertCache(AlertStore& store) : store_(store) {}
    Result<std::optional<StoredAlert>> get(std::int64_t id) {
        if (const auto found = cache_.find(id); found != cache_.end()) return found->second;
        auto alert = store_.alert(id);
        if (alert) cache_.emplace(id, *alert);
        return alert;
    }

private:
    AlertStore& store_;
    std::map<std::int64_t, std::optional<StoredAlert>> cache_;
};

} // namespace

DeliveryReport& operator+=(DeliveryReport& total, const DeliveryReport& more) {
    total.queued += more.queued;
    total.sent += more.sent;
    total.failed += more.failed;
    total.gave_up += more.gave_up;
    total.waiting += more.waiting;
    total.errors.insert(total.errors.end(), more.errors.begin(), more.errors.end());
    return total;
}

Result<DeliveryReport> deliver_due(AlertStore& store, const std::vector<ChannelConfig>& channels,
                                   const Secrets& secrets, ChannelSender& sender, const DeliveryOptions& options) {
    auto due = store.due_deliveries(options.now);
    if (!due) return tl::unexpected(due.error());
    auto events = events_of(store, *due);
    if (!events) return tl::unexpected(events.error());
    AlertCache alerts(store);
    DeliveryReport report;
    std::set<std::string> failed_channels;
    milliseconds spent{0};
    bool tried_any = false;
    for (const auto& delivery : *due) {
        const std::int64_t now = options.now + spent.count() / 1000;
        const auto give_up = [&](const std::string& why) -> Result<void> {
            ++report.gave_up;
            report.errors.push_back("channel " + delivery.channel + ": " + why);
            return store.record_attempt(delivery.id, DeliveryAttempt{now, false, why, std::nullopt});
        };
        const auto channel = std::find_if(channels.begin(), channels.end(),
                                          [&](const auto& c) { return c.name == delivery.channel; });
        if (channel == channels.end()) {
            if (auto recorded = give_up("the channel is no longer in the alert configuration"); !recorded) {
                return tl::unexpected(recorded.error());
            }
            continue;
        }
        const auto event = events->find(delivery.event_id);
        auto alert = event == events->end() ? Result<std::optional<StoredAlert>>(std::nullopt)
                                            : alerts.get(event->second.alert_id);
        if (!alert) return tl::unexpected(alert.error());
        if (!*alert) {
            if (auto recorded = give_up("its alert event is no longer in the database"); !recorded) {
                return tl::unexpected(recorded.error());
            }
            continue;
        }
        // Within the budget: a send starts only when its whole timeout fits in what is left
        // (the first one of a run is cut to the budget instead), so a run never overruns it.
        const milliseconds left = options.budget - spent;
        const milliseconds limit = send_limit(*channel);
        if (failed_channels.count(channel->name) > 0 || left <= milliseconds(0) || (tried_any && left < limit)) {
            ++report.waiting;
            continue;
        }
        // The lease covers the whole send and then some; another run skips it meanwhile.
        auto claimed = store.claim(delivery.id, now, now + std::chrono::ceil<std::chrono::seconds>(limit).count() + 60);
        if (!claimed) return tl::unexpected(claimed.error());
        if (!*claimed) continue;  // another run (the sampling run or the retry timer) is sending it
        tried_any = true;
        const auto outcome = attempt(*channel, notice_of(**alert, event->second), secrets, sender, now,
                                     std::min(left, limit));
        spent += outcome.took;
        DeliveryAttempt record{now, outcome.sent, outcome.error, std::nullopt};
        if (outcome.sent) {
            ++report.sent;
        } else {
            record.retry_at = retry_at(options.retry, delivery.attempts + 1, now);
            ++(record.retry_at ? report.failed : report.gave_up);
            report.errors.push_back("channel " + channel->name + ": " + outcome.error);
            failed_channels.insert(channel->name);
        }
        if (auto recorded = store.record_attempt(delivery.id, record); !recorded) return tl::unexpected(recorded.error());
    }
    return report;
}

Result<DeliveryReport> queue_and_deliver(AlertStore& store, const AlertConfig& config, const Secrets& secrets,
                                         const std::vector<AlertEvent>& news, ChannelSender& sender,
                                         const DeliveryOptions& options) {
    AlertCache alerts(store);
    std::vector<Delivery> queued;
    for (const auto& event : news) {
        if (!is_news(event.transition)) continue;
        auto alert = alerts.get(event.alert_id);
        if (!alert) return tl::unexpected(alert.error());
        if (!*alert) continue;
        for (const auto& channel : config.channels) {
            if (!channel_wants(channel, event.condition.severity, (*alert)->device, (*alert)->drive.serial)) continue;
            Delivery delivery;
            delivery.event_id = event.id;
            delivery.channel = channel.name;
            delivery.next_attempt = options.now;
            queued.push_back(std::move(delivery));
        }
    }
    DeliveryReport report;
    report.queued = static_cast<int>(queued.size());
    if (!queued.empty()) {
        if (auto stored = store.enqueue(queued); !stored) return tl::unexpected(stored.error());
    }
    auto delivered = deliver_due(store, config.channels, secrets, sender, options);
    if (!delivered) return tl::unexpected(delivered.error());
    report += *delivered;
    return report;
}

SendOutcome send_test(const ChannelConfig& channel, const Secrets& secrets, ChannelSender& sender, std::int64_t now,
                      std::chrono::milliseconds timeout) {
    return attempt(channel, test_notice(channel.name, now), secrets, sender, now, std::min(timeout, send_limit(channel)));
}

} // namespace ssd::alerts
