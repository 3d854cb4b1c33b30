#include "core/bench/thermal_sampler.h"

namespace ssd::bench {

ThermalSampler::ThermalSampler(Read read, std::chrono::steady_clock::duration interval)
    : read_(std::move(read)), interval_(interval), start_(std::chrono::steady_clock::now()),
      thread_([this](const std::stop_token& stop) { run(stop); }) {}

ThermalSampler::~ThermalSampler() { stop(); }

std::vector<ThermalSample> ThermalSampler::stop() {
    if (thread_.joinable()) {
        thread_.request_stop(); // wakes the wait below through its stop token
        thread_.join();
    }
    std::lock_guard lock(mutex_);
    return samples_;
}

void ThermalSampler::run(const std::stop_token& stop) {
    auto next = start_ + interval_;
    while (true) {
        {
            std::unique_lock lock(mutex_);
            // Returns early (true) only when a stop is requested; the predicate has nothing else to wait for.
            if (wake_.wait_until(lock, stop, next, [] { return false; }) || stop.stop_requested()) return;
        }
        const auto reading = read_();
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        if (reading) {
            std::lock_guard lock(mutex_);
            samples_.push_back({seconds, *reading});
        }
        next += interval_;
    }
}

} // namespace ssd::bench
