// What the benchmark needs from the operating system, as one seam: inspect
// a target, open it (a nameless test file in a directory, or a raw device),
// TRIM it, count CPU time, catch Ctrl-C. Linux implements it in
// platform/linux/bench_target.*; tests may substitute their own.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/bench/clock.h"
#include "core/bench/device_requests.h"
#include "core/bench/io_backend.h"
#include "core/bench/plan.h"
#include "core/bench/run_scheduling.h"
#include "core/bench/target_facts.h"
#include "core/util/error.h"

namespace ssd::bench {

struct TrimOutcome {
    bool done = false;       // the drive was told (as far as the OS lets us know)
    std::string method;      // "BLKDISCARD", "punch hole + FITRIM", …
    std::string detail;      // what happened, or why it could not
    std::uint64_t bytes = 0; // bytes released or discarded
};

// An open target. Destroying it closes it; a test file disappears with it.
class OpenedTarget {
public:
    virtual ~OpenedTarget() = default;
    virtual IoBackend& backend() = 0;
    // Discards [offset, offset + length) of the test area.
    virtual Result<TrimOutcome> trim(std::uint64_t offset, std::uint64_t length) = 0;
    // Worth telling the user (e.g. "io_uring unavailable: …; using threads").
    virtual std::vector<std::string> notes() const = 0;
};

// Stops a run on SIGINT/SIGTERM (or the OS's equivalent) while it lives.
class InterruptScope {
public:
    virtual ~InterruptScope() = default;
    // Non-zero once an interrupt arrived (the signal number on POSIX).
    virtual const std::atomic<int>& flag() const = 0;
    // Ends the process the way the interrupt would have, after cleanup.
    [[noreturn]] virtual void exit_as_interrupted() = 0;
};

class BenchPlatform {
public:
    virtual ~BenchPlatform() = default;
    // NoSuchDevice (2) when the path does not exist, Refused (3) for a
    // regular file (it could be someone's data), NotADrive (2) for anything
    // else that is neither a directory nor a block device.
    virtual Result<TargetFacts> inspect(const std::string& path) = 0;
    virtual Result<std::unique_ptr<OpenedTarget>> open(const BenchPlan& plan, const TargetFacts& facts) = 0;
    virtual Clock& clock() = 0;
    virtual CpuMeter* cpu_meter() = 0;
    // The request counters of the drive(s) under `facts` (device_requests.h). By
    // default none: the platform does not expose them.
    virtual std::unique_ptr<DeviceMeter> device_meter(const TargetFacts& facts) {
        (void)facts;
        return nullptr;
    }
    virtual std::unique_ptr<InterruptScope> catch_interrupts() = 0;
    virtual bool stderr_is_terminal() = 0;
    // A fresh seed for offsets, data and the verification run id.
    virtual std::uint64_t random_seed() = 0;
    // Gives this process the scheduling group of its own that fio's job has
    // (run_scheduling.h), where the system groups processes by session.
    // `may_fork`: no thread has started yet, so a process that leads its process
    // group (which cannot start a session) may fork: the parent then waits for
    // the child, relays signals to it and ends as it ends, never returning; the
    // child returns. Later calls return what the first one did. By default: a
    // system that does not group processes by session (Windows, macOS).
    virtual RunScheduling take_own_session(bool may_fork) {
        (void)may_fork;
        RunScheduling scheduling;
        scheduling.detail = "this system does not schedule processes in groups by session";
        return scheduling;
    }
    // Where the I/O threads of a run on `facts` should run. By default: wherever
    // the scheduler puts them.
    virtual IoThreadPlacement io_thread_placement(const TargetFacts& facts) {
        (void)facts;
        return {{}, {}, false, "not pinned: left to the scheduler"};
    }
};

} // namespace ssd::bench
