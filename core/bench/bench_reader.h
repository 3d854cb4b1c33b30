// The reader of bench_report.h's documents: the `bench` result and its
// progress events, for the GUI and tests. A JobResult holds a latency
// histogram the document only summarises, so a result reads into
// JobSummary; a progress event reads back into ProgressEvent itself.
// Tested on the writers' own output (tests/unit/test_json_readers.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/cache_drop.h"
#include "core/bench/device_requests.h"
#include "core/bench/engine.h"
#include "core/bench/plan.h"
#include "core/bench/run_conditions.h"
#include "core/bench/run_write_amplification.h"
#include "core/bench/session.h"
#include "core/bench/steady_state.h"

namespace ssd::bench {

// latency_us: microseconds.
struct LatencySummary {
    double mean = 0.0;
    double p50 = 0.0;
    double p99 = 0.0;
    double p999 = 0.0;
    double p9999 = 0.0;  // 0 in documents written before it was measured
    double max = 0.0;
};

// One direction and size class of a replay (the "replay" object's "classes").
struct ReplayClassSummary {
    std::string rw;              // "read" or "write"
    std::uint64_t size_class_bytes = 0;
    std::uint64_t requests = 0;
    LatencySummary latency_us;
};

// A replay's own figures (the result's "replay" object).
struct ReplaySummary {
    std::string trace;
    std::string fingerprint;  // the same trace: the same fingerprint
    std::string speed;        // kReplaySpeeds' wire name
    std::uint64_t requests = 0;
    std::uint64_t bytes = 0;
    double elapsed_seconds = 0.0;
    double busy_seconds = 0.0;
    double data_rate_mb_per_s = 0.0;
    std::vector<ReplayClassSummary> classes;
};

// One point of the wake-up test (the result's "wake_up" object): medians in microseconds.
struct WakeUpSummary {
    double idle_seconds = 0.0;
    double first_median_us = 0.0;
    double awake_median_us = 0.0;
    double wake_up_us = 0.0;
};

struct JobSummary {
    std::string name;
    // What the job was (its shape): what bench_comparison.h matches runs by.
    std::string rw;                     // access_name(): "read", "randwrite", "rw"...
    std::uint64_t block_size = 0;
    std::uint32_t queue_depth = 0;
    std::uint32_t threads = 0;
    std::optional<std::uint32_t> read_percent; // mixed jobs only
    // The mechanism its queues got ("psync", "io_uring"…). Documents older
    // than the field have none: bench_report_from_json gives the run's engine.
    std::string engine;
    std::string data;                   // write jobs only: data_pattern_name()
    std::uint64_t bytes = 0;
    double seconds = 0.0;
    double mb_per_s = 0.0;
    double iops = 0.0;
    LatencySummary latency_us;
    std::vector<Sample> samples;
    std::vector<SliceResult> slices; // read-scan only
    std::optional<SteadyState> steady_state; // consistency runs only (absent in older documents)
    std::optional<ReplaySummary> replay;     // a trace's replay only
    std::vector<WakeUpSummary> wake_up;      // the wake-up test only
    std::optional<DeviceSummary> device;     // the drive's own count; nullopt where not measured
};

struct BenchDocument {
    std::string target;
    TargetKind kind = TargetKind::Directory;
    std::optional<Preset> preset;     // nullopt: a name this build does not know
    std::optional<DataPattern> data;
    std::uint64_t span_bytes = 0;
    std::string engine;
    std::vector<JobSummary> results;
    std::optional<SustainedResult> sustained; // the sustained preset's "sustained" block
    std::vector<std::string> notes;
    // The "conditions" block's warning ids ("encrypted-layer"…), those of a
    // later release's warnings included (`conditions` leaves them out).
    std::vector<std::string> condition_warnings;
    // The "conditions" and "write_amplification" blocks read back whole, for the
    // GUI to show with core's text (conditions_to_text,
    // run_write_amplification_to_text); nullopt when absent (documents written
    // before they existed).
    std::optional<RunConditions> conditions;
    std::optional<RunWriteAmplification> write_amplification;
};

JobSummary job_summary_from_json(const nlohmann::json& result);
// A document without a "results" array (an error, a dry run) → nullopt.
std::optional<BenchDocument> bench_report_from_json(const nlohmann::json& report);
// A line that is not a progress event → nullopt.
std::optional<ProgressEvent> progress_event_from_json(const nlohmann::json& event);

} // namespace ssd::bench
