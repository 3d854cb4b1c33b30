// Runs a BenchPlan step by step against an open target: fills, measured
// jobs, TRIM, the verify pass. Reports progress as events.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/bench_platform.h"
#include "core/bench/cache_drop.h"
#include "core/bench/engine.h"
#include "core/bench/plan.h"
#include "core/bench/run_conditions.h"
#include "core/bench/run_write_amplification.h"
#include "core/bench/verify.h"

namespace ssd::bench {

struct ProgressEvent {
    std::size_t step = 0;  // 1-based
    std::size_t steps = 0;
    StepKind kind = StepKind::Job;
    std::string name;      // job name, "fill", "trim", "verify"
    std::string phase;     // "start", "warmup", "run"
    // The sustained job only: where its live curve is (kCachePhases: "cache",
    // "after-drop", "settled"); empty for every other step.
    std::string sustained_phase;
    double t = 0.0;        // seconds since the step started
    double mb_per_s = 0.0;
    double iops = 0.0;
    double percent = -1.0; // of the step; -1 unknown
};

struct BenchReport {
    std::string target;
    TargetKind kind = TargetKind::Directory;
    Preset preset = Preset::Quick;
    DataPattern data = DataPattern::Random;
    std::uint64_t span_bytes = 0;
    std::string engine;
    std::vector<JobResult> results;
    std::optional<VerifyOutcome> verify;
    std::optional<TrimOutcome> trim;
    std::optional<SustainedResult> sustained; // the sustained preset
    std::vector<std::string> notes;
    bool interrupted = false;
    // Filled in by the request handler around the run (nullopt: not recorded).
    std::optional<RunConditions> conditions;
    std::optional<RunWriteAmplification> write_amplification;
};

struct SessionContext {
    IoBackend* backend = nullptr; // required
    Clock* clock = nullptr;       // required
    CpuMeter* cpu = nullptr;
    DeviceMeter* device = nullptr; // the drive's own request counters, where known
    const std::atomic<int>* stop = nullptr;
    std::function<void(const ProgressEvent&)> progress;
    std::function<Result<TrimOutcome>(std::uint64_t offset, std::uint64_t length)> trim;
    std::uint64_t seed = 1;
    std::vector<std::string> notes; // from opening the target
    IoThreadPlacement placement;    // where the I/O threads run
};

// An I/O error ends the run with that error. An interrupt ends it early with
// `interrupted` set and the results so far.
Result<BenchReport> run_bench(const BenchPlan& plan, const SessionContext& context);

} // namespace ssd::bench
