// The idle wake-up test (preset `wake-up`): the first request after idle periods of growing
// length, beside a request sent right after it while the drive is awake. Drives save power
// when idle (NVMe autonomous power states, SATA link power management and DevSleep) and pay
// for it on the next request; the four corners never idle, so they never show it.
// For each idle length, kWakeUpRepeats times: wait idle, read 4 KiB at a random place (the
// first request), then read another at once (awake). Reads only: nothing is written.
#pragma once

#include <array>

#include "core/bench/engine.h"
#include "core/bench/wake_up_result.h"

namespace ssd::bench {

inline constexpr std::array<double, 7> kWakeUpIdleSeconds{0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0};
inline constexpr int kWakeUpRepeats = 3;

// `job`: a 4 KiB random read at queue depth 1 over its span. The result's latency holds every
// request; its `wake_up` the points. The stop flag ends it early (interrupted), also mid-wait.
Result<JobResult> run_wake_up(IoBackend& backend, const JobSpec& job, const EngineContext& context);

} // namespace ssd::bench
