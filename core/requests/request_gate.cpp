#include "core/requests/request_gate.h"

#include <chrono>

namespace ssd::requests {

namespace {
// How often a waiting request looks at its stop token: a cancel of a request that waits
// for its turn is answered within this time.
constexpr std::chrono::milliseconds kStopCheckInterval{200};
} // namespace

bool runs_alone(const Request& request) {
    // The drive runs the test; the request only sends a command and may wait hours for the
    // result, which must not hold up other clients. A second start finds the test running.
    if (std::holds_alternative<SelfTestRequest>(request)) return false;
    if (access_of(request) != Access::Read) return true;
    const auto* bench = std::get_if<BenchRequest>(&request);
    return bench != nullptr && !bench->options.dry_run;
}

RequestGate::Pass& RequestGate::Pass::operator=(Pass&& other) noexcept {
    if (this != &other) {
        give_back();
        gate_ = other.gate_;
        other.gate_ = nullptr;
    }
    return *this;
}

void RequestGate::Pass::give_back() {
    if (gate_ != nullptr) gate_->leave();
    gate_ = nullptr;
}

std::optional<RequestGate::Pass> RequestGate::enter(const Request& request, const StopToken& stop) {
    if (!runs_alone(request)) return Pass(nullptr);
    std::unique_lock lock(mutex_);
    while (held_) {
        if (stop.stop_requested()) return std::nullopt;
        released_.wait_for(lock, kStopCheckInterval);
    }
    if (stop.stop_requested()) return std::nullopt;
    held_ = true;
    return Pass(this);
}

bool RequestGate::busy() const {
    const std::lock_guard lock(mutex_);
    return held_;
}

void RequestGate::leave() {
    {
        const std::lock_guard lock(mutex_);
        held_ = false;
    }
    released_.notify_one();
}

} // namespace ssd::requests
