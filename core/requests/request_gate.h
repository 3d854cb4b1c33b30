// One change at a time across the service's clients. Reads (list, health,
// check, report, dry runs) run side by side and are never held up, not even
// by an hour-long erase; a change (access_of() != Read) or a benchmark
// (whose figures another run would spoil) waits until the one before it
// has finished. Two clients can therefore never erase, discard or flash at once.
// Self-tests run in the drive, not here: they never hold the gate.
#pragma once

#include <condition_variable>
#include <mutex>
#include <optional>

#include "core/requests/requests.h"
#include "core/util/stop_token.h"

namespace ssd::requests {

// Whether a request must run alone.
bool runs_alone(const Request& request);

class RequestGate {
public:
    // Held while a request runs; gives its turn back when destroyed.
    class Pass {
    public:
        explicit Pass(RequestGate* gate) : gate_(gate) {}
        Pass(Pass&& other) noexcept : gate_(other.gate_) { other.gate_ = nullptr; }
        Pass(const Pass&) = delete;
        Pass& operator=(const Pass&) = delete;
        Pass& operator=(Pass&& other) noexcept;
        ~Pass() { give_back(); }

    private:
        void give_back();
        RequestGate* gate_;
    };

    // Waits for the request's turn; nullopt when `stop` was requested while waiting.
    std::optional<Pass> enter(const Request& request, const StopToken& stop);
    // Whether a request that runs alone holds the gate now (for a "waiting" message).
    bool busy() const;

private:
    void leave();

    mutable std::mutex mutex_;
    std::condition_variable released_;
    bool held_ = false;
};

} // namespace ssd::requests
