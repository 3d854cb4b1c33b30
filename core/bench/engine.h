// The benchmark engine: runs one job against an IoBackend. Each thread keeps
// queue_depth requests in flight on its own queue (submit, wait for at least
// one completion, refill), stamps every request just before submission and
// again when it is reaped, and records the difference in a latency
// histogram. I/O completing during the warm-up is not counted; the rest is
// also counted per second of completion time for charts. Time comes from the
// injected Clock, so tests get exact statistics from a fake back end.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/bench/clock.h"
#include "core/bench/device_requests.h"
#include "core/bench/io_backend.h"
#include "core/bench/job.h"
#include "core/bench/latency_histogram.h"
#include "core/bench/replay.h"
#include "core/bench/run_scheduling.h"
#include "core/bench/wake_up_result.h"
#include "core/bench/verify.h"
#include "core/util/error.h"

namespace ssd::bench {

struct Sample {
    double t = 0.0;        // end of the interval, seconds after the warm-up
    double mb_per_s = 0.0; // 10^6 bytes per second
    double iops = 0.0;
};

// Read-scan: throughput of one slice of the span.
struct SliceResult {
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0;
    double seconds = 0.0;
    double mb_per_s = 0.0;
};

struct JobResult {
    JobSpec job;
    // The mechanism the job's queues got: IoBackend::engine_at of its depth.
    std::string engine;
    // Measured: I/O that completed after the warm-up.
    std::uint64_t bytes = 0;
    std::uint64_t ios = 0;
    std::uint64_t read_bytes = 0;
    std::uint64_t write_bytes = 0;
    std::uint64_t read_ios = 0;
    std::uint64_t write_ios = 0;
    double seconds = 0.0; // from the end of the warm-up to the last completion
    double mb_per_s = 0.0;
    double iops = 0.0;
    LatencyHistogram latency; // nanoseconds
    std::vector<Sample> samples;
    std::vector<SliceResult> slices;
    // The whole job, warm-up included: CPU time and I/O count for CPU per I/O.
    std::optional<CpuTimes> cpu;
    std::uint64_t all_ios = 0;
    std::uint64_t all_bytes = 0;
    // How deep the queues were kept, all threads together, averaged over the
    // measured time (to each thread's last completion); and how often the
    // engine entered the kernel to submit and wait (warm-up included).
    double mean_in_flight = 0.0;
    std::uint64_t waits = 0;
    // The job as the drive counted it (warm-up included): the requests it got,
    // their size and merges; nullopt where the platform cannot tell.
    std::optional<DeviceActivity> device;
    bool interrupted = false; // stopped early by the stop flag
    std::optional<ReplayResult> replay; // a trace's replay (core/bench/replay_engine.h)
    std::optional<WakeUpResult> wake_up; // the wake-up test (core/bench/wake_up.h)
};

struct ProgressTick {
    bool warmup = false;
    double elapsed_seconds = 0.0; // since the job started
    double mb_per_s = 0.0;        // over the last interval
    double iops = 0.0;
    double fraction = -1.0;       // 0..1 of the job, -1 when unknown
};

struct EngineContext {
    Clock* clock = nullptr;                 // required
    CpuMeter* cpu = nullptr;                // optional
    DeviceMeter* device = nullptr;          // optional: the drive's own counters (device_requests.h)
    const std::atomic<int>* stop = nullptr; // non-zero: stop issuing, drain, return (interrupted)
    // Set: stop issuing, drain and end normally, as at the time limit (the
    // sustained preset ends so once its speed has settled).
    const std::atomic<bool>* finish = nullptr;
    std::function<void(const ProgressTick&)> progress; // called on the first thread
    std::int64_t progress_interval_ns = kNanosPerSecond;
    // When set, writes carry verification headers (threads own disjoint
    // regions) and, with JobSpec::check_reads, reads are checked.
    VerifyState* verify = nullptr;
    std::uint64_t seed = 1; // offsets and data; vary it per job
    IoThreadPlacement placement; // where each I/O thread runs (run_scheduling.h)
    // Completions the engine waits for per kernel entry before it refills the
    // queue; every completion ready by then is handled. 0 = automatic: a quarter
    // of the queue depth, at least 1 (QD1 stays one request per entry). Waking
    // for every completion costs a wake-up and a kernel entry per one or two
    // I/Os, and on a busy CPU those wake-ups are what the I/O thread waits for;
    // a quarter keeps the queue at least three quarters full and halved the CPU
    // per I/O at QD32 on virtio-blk (docs/BENCHMARKS.md, Reaping in batches).
    std::uint32_t refill_after = 0;
};

Result<JobResult> run_job(IoBackend& backend, const JobSpec& job, const EngineContext& context);

} // namespace ssd::bench
