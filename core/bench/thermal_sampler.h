// Reads the drive's temperature while a benchmark runs (issue 36): on a thread of its own,
// every `interval` (run_thermal.h kThermalSampleSeconds), until stopped. Each reading is
// the SMART reader's (smartctl: an admin command the drive answers between the run's I/O);
// a reading that fails is skipped. The first comes one interval after the start: the
// reading before the run is taken by the caller.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

#include "core/bench/run_thermal.h"

namespace ssd::bench {

class ThermalSampler {
public:
    using Read = std::function<std::optional<ThermalReading>()>;

    ThermalSampler(Read read, std::chrono::steady_clock::duration interval);
    ~ThermalSampler();
    ThermalSampler(const ThermalSampler&) = delete;
    ThermalSampler& operator=(const ThermalSampler&) = delete;

    // Stops the thread (a reading under way finishes first) and returns the readings.
    std::vector<ThermalSample> stop();

private:
    void run(const std::stop_token& stop);

    Read read_;
    std::chrono::steady_clock::duration interval_;
    std::chrono::steady_clock::time_point start_;
    std::mutex mutex_;
    std::condition_variable_any wake_;
    std::vector<ThermalSample> samples_;
    std::jthread thread_; // last: started once everything it uses is set
};

} // namespace ssd::bench
