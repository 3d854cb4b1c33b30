#include "core/alerts/retry_policy.h"

#include <algorithm>

namespace ssd::alerts {

std::optional<std::int64_t> retry_at(const RetryPolicy& policy, int attempts_made, std::int64_t now) {
    if (attempts_made >= policy.max_attempts) return std::nullopt;
    std::int64_t delay = policy.first_delay.count();
    // Doubling from the first delay, capped (and the loop stops once capped, so no overflow).
    for (int i = 1; i < attempts_made && delay < policy.longest_delay.count(); ++i) delay *= 2;
    return now + std::min<std::int64_t>(delay, policy.longest_delay.count());
}

} // namespace ssd::alerts
