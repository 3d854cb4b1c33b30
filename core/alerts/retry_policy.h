// When a failed delivery is tried again: 1, 2, 4, 8, 16 and 32 minutes after the
// failures, then hourly; after 30 attempts (about 24 hours of a dead server) it
// gives up and the delivery is kept as "gave-up" with its last error. The
// retry timer (ssd-toolbox-alerts.timer) runs every 5 minutes, so a retry
// happens at the first run at or after its time.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

namespace ssd::alerts {

struct RetryPolicy {
    std::chrono::seconds first_delay{60};
    std::chrono::seconds longest_delay{3600};
    int max_attempts = 30;
};

// When to try again after the `attempts_made`-th attempt failed at `now`; nullopt: give up.
std::optional<std::int64_t> retry_at(const RetryPolicy& policy, int attempts_made, std::int64_t now);

} // namespace ssd::alerts
