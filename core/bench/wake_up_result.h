// What the idle wake-up test measured (core/bench/wake_up.h runs it): for each idle length,
// the first request after it and the request right after that one.
#pragma once

#include <cstdint>
#include <vector>

namespace ssd::bench {

struct WakeUpPoint {
    double idle_seconds = 0.0;
    std::vector<std::uint64_t> first_ns;  // each repeat's first request after the idle time
    std::vector<std::uint64_t> awake_ns;  // the request right after it
};

// The median of each, and what waking up added (first - awake, at least 0).
struct WakeUpFigures {
    double first_us = 0.0;
    double awake_us = 0.0;
    double wake_up_us = 0.0;
};
WakeUpFigures wake_up_figures(const WakeUpPoint& point);

struct WakeUpResult {
    std::vector<WakeUpPoint> points;  // in kWakeUpIdleSeconds' order
};

} // namespace ssd::bench
