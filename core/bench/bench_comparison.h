// A benchmark run next to the last comparable run of the same drive (the
// drive history keeps the runs: core/history/bench_history.h). Pure: two
// `bench` documents in, the previous figures and the ratios out.
//
// Two runs are comparable when they measured the same thing, so that a
// difference is the drive's and not the test's:
//   - the same target kind (a test file through the filesystem and the raw
//     device are different paths to the drive), preset, data pattern, test
//     area (span_bytes: how much of the drive, and of its cache, is touched)
//     and I/O engine (io_uring and the thread pool reach different queue
//     depths);
//   - every job of the previous run is in the current one, matched by shape
//     (name, access, block size, queue depth, threads, read percentage of
//     mixed jobs and the data written), not by place: a job a preset gained
//     since (quick's RND4K Q32T1 mix 70/30) is shown without a previous
//     figure, and the older runs stay comparable.
// A job whose queues got another mechanism then (auto's QD1 jobs were io_uring
// before they were psync: JobSummary::engine) is shown without a previous
// figure too; the rest of the run is compared.
// Not compared: how long each job ran (--seconds, --warmup, bytes moved; the
// figures are rates per second or per I/O), the target's name (device names
// move between boots; the drive key says which drive it is), notes, verify.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/bench_reader.h"

namespace ssd::bench {

bool comparable(const BenchDocument& current, const BenchDocument& previous);

// current / previous; nullopt when the previous figure is 0 (no ratio).
struct LatencyRatios {
    std::optional<double> mean, p50, p99, p999, p9999, max;
};

struct JobComparison {
    std::string name;
    JobSummary previous;
    std::optional<double> mb_per_s;
    std::optional<double> iops;
    LatencyRatios latency_us;
};

struct BenchComparison {
    std::int64_t time = 0;  // the previous run's, Unix seconds
    std::string device;     // what it ran on then
    std::vector<JobComparison> jobs;  // in the current run's order; jobs new since then are left out
};

// nullopt when the two runs are not comparable.
std::optional<BenchComparison> compare_runs(const BenchDocument& current, const BenchDocument& previous,
                                            std::int64_t previous_time, const std::string& previous_device);

// "+3.1 %", "-12.0 %", "n/a": a ratio as a change, for people.
std::string change_text(std::optional<double> ratio);

// The `previous` object of the `bench` document (docs/CONTRACT.md).
nlohmann::json comparison_to_json(const BenchComparison& comparison);
// The reader of comparison_to_json (the GUI reads a run's `previous`);
// nullopt for null or anything that is not such an object.
std::optional<BenchComparison> comparison_from_json(const nlohmann::json& previous);
// "Compared with the run of DATE (DEVICE):" and one row per job, in the
// columns of the results table.
std::string comparison_to_text(const BenchComparison& comparison);

} // namespace ssd::bench
