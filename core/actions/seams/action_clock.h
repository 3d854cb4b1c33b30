// Time of the actions: tests drive it with a fake clock, so no test waits
// for real while a sanitize is polled or a blocking command is ticked.
#pragma once

#include <chrono>
#include <thread>

namespace ssd::actions {

class ActionClock {
public:
    virtual ~ActionClock() = default;
    virtual std::chrono::steady_clock::time_point now() = 0;
    virtual void sleep_for(std::chrono::milliseconds duration) = 0;
    // How often a status is polled (the NVMe sanitize log) and how often a
    // blocking command's progress is told (0: not at all).
    virtual std::chrono::milliseconds poll_interval() { return std::chrono::seconds(2); }
    virtual std::chrono::milliseconds tick_interval() { return std::chrono::seconds(5); }
};

// The machine's steady clock and a real sleep.
class SteadyActionClock final : public ActionClock {
public:
    std::chrono::steady_clock::time_point now() override { return std::chrono::steady_clock::now(); }
    void sleep_for(std::chrono::milliseconds duration) override { std::this_thread::sleep_for(duration); }
};

} // namespace ssd::actions
