#include "core/bench/clock.h"

#include <chrono>
#include <thread>

namespace ssd::bench {

std::int64_t SteadyClock::now_ns() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void SteadyClock::sleep_until_ns(std::int64_t t) {
    std::this_thread::sleep_until(std::chrono::steady_clock::time_point(
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::nanoseconds(t))));
}

void ManualClock::advance_to(std::int64_t t) {
    std::int64_t current = now_.load(std::memory_order_acquire);
    while (current < t && !now_.compare_exchange_weak(current, t, std::memory_order_acq_rel)) {
    }
}

} // namespace ssd::bench
