// Time seams of the benchmark engine. The engine never reads a clock
// directly: it is given one, so tests drive it with synthetic time and get
// exact statistics. CpuMeter reports the process's CPU time (the platform
// knows how; the core has no OS calls).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

namespace ssd::bench {

class Clock {
public:
    virtual ~Clock() = default;
    // Monotonic nanoseconds from an arbitrary origin.
    virtual std::int64_t now_ns() = 0;
    // Returns once now_ns() has reached t (a replay waits for a request's recorded time).
    virtual void sleep_until_ns(std::int64_t t) = 0;
};

// Production clock: std::chrono::steady_clock.
class SteadyClock final : public Clock {
public:
    std::int64_t now_ns() override;
    void sleep_until_ns(std::int64_t t) override;
};

// Synthetic time that moves only when told to (fake back ends, tests).
// Thread-safe; it never goes backwards.
class ManualClock final : public Clock {
public:
    explicit ManualClock(std::int64_t start_ns = 0) : now_(start_ns) {}
    std::int64_t now_ns() override { return now_.load(std::memory_order_acquire); }
    void sleep_until_ns(std::int64_t t) override { advance_to(t); }
    // Moves to `t` unless time is already later.
    void advance_to(std::int64_t t);
    void advance_by(std::int64_t delta_ns) { now_.fetch_add(delta_ns, std::memory_order_acq_rel); }

private:
    std::atomic<std::int64_t> now_;
};

struct CpuTimes {
    double user_seconds = 0.0;
    double system_seconds = 0.0;
};

// The whole machine's busy CPU time so far: every process and the kernel's
// interrupt work; idle, I/O wait and a hypervisor's steal are not busy.
struct SystemCpu {
    double busy_seconds = 0.0;
    unsigned cpus = 0;
};

// CPU time used so far by the whole process (all threads, the kernel's
// io_uring workers included where the OS counts them there).
class CpuMeter {
public:
    virtual ~CpuMeter() = default;
    virtual std::optional<CpuTimes> now() = 0;
    // The machine's (set against the process's own, it shows what competed
    // with a run); nullopt where the platform does not tell.
    virtual std::optional<SystemCpu> system() { return std::nullopt; }
};

constexpr std::int64_t kNanosPerSecond = 1'000'000'000;

inline std::int64_t seconds_to_ns(double seconds) {
    return static_cast<std::int64_t>(seconds * static_cast<double>(kNanosPerSecond) + 0.5);
}
inline double ns_to_seconds(std::int64_t ns) { return static_cast<double>(ns) / static_cast<double>(kNanosPerSecond); }

} // namespace ssd::bench
