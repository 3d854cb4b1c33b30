// The outbox's two steps. queue_and_deliver: after an evaluation, one Delivery per
// news event and channel that wants it (severity, drives), then what is due is
// sent. deliver_due: what the retry timer runs (`ssdtool alerts deliver`).
//
// Sampling is never held up by a dead server: every send has a timeout, a run
// stops starting sends once its time budget is spent (the rest waits, still
// pending, for the next run), and a channel that failed once in a run is not
// tried again in that run (its other deliveries wait without losing an attempt).
// Errors are redacted (alert_secrets.h) before they reach the database.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "core/alerts/alert_config.h"
#include "core/alerts/alert_secrets.h"
#include "core/alerts/alert_store.h"
#include "core/alerts/outgoing.h"
#include "core/alerts/retry_policy.h"

namespace ssd::alerts {

// The bound on one send, whatever the budget left: libcurl's connect and total time.
inline constexpr std::chrono::seconds kSendTimeout{30};

struct DeliveryOptions {
    std::int64_t now = 0;
    std::chrono::milliseconds budget{std::chrono::seconds(60)};  // the run's sending time
    RetryPolicy retry;
};

struct DeliveryReport {
    int queued = 0;    // deliveries added by queue_and_deliver
    int sent = 0;
    int failed = 0;    // tried, failed, to be retried
    int gave_up = 0;   // tried, failed, no more retries (or the channel is gone)
    int waiting = 0;   // due but not tried in this run: out of time, or their channel failed already
    std::vector<std::string> errors;  // "channel NAME: …", redacted, one per failed attempt
};

DeliveryReport& operator+=(DeliveryReport& total, const DeliveryReport& more);

Result<DeliveryReport> deliver_due(AlertStore& store, const std::vector<ChannelConfig>& channels,
                                   const Secrets& secrets, ChannelSender& sender, const DeliveryOptions& options);

// `news`: the events an evaluation returned (raise_alerts); those that are not news are skipped.
Result<DeliveryReport> queue_and_deliver(AlertStore& store, const AlertConfig& config, const Secrets& secrets,
                                         const std::vector<AlertEvent>& news, ChannelSender& sender,
                                         const DeliveryOptions& options);

// One test message through `channel` now, not queued: `ssdtool alerts test`.
SendOutcome send_test(const ChannelConfig& channel, const Secrets& secrets, ChannelSender& sender, std::int64_t now,
                      std::chrono::milliseconds timeout);

} // namespace ssd::alerts
