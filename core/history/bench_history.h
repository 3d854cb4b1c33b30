// How a finished benchmark run meets the drive history: the last comparable
// run of the same drive is looked up (core/bench/bench_comparison.h says what
// comparable means), then the run is stored with the drive. One path for the
// CLI, the helper and the service: core/requests/handle_bench.cpp calls
// record_bench_run(); the GUI reads the same runs with last_comparable_run().
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/bench_comparison.h"
#include "core/history/history_store.h"

namespace ssd::history {

// Where a handler stores finished runs. The caller chooses the database: the
// CLI its --database, the helper and the service only the system's (a request
// carries no path, so a client cannot make them write elsewhere).
struct BenchHistory {
    // The store opened for writing; an error says why it cannot be (e.g. an
    // ordinary user and the system's database): the run is printed anyway.
    std::function<Result<std::unique_ptr<HistoryStore>>()> open;
    std::function<std::int64_t()> now;  // Unix seconds (core reads no clock)
};

struct BenchHistoryOutcome {
    std::optional<bench::BenchComparison> previous;  // none stored yet, or none comparable
    bool stored = false;
    std::string note;  // why it was not stored, or why the last run could not be read; "" when all went well
};

// The key a benchmark's drive is stored under. The benchmark knows the
// drive's model and serial, not its WWN: when the history holds exactly one
// drive with that model and serial (sampled with its WWN) the runs go with
// it; otherwise model and serial alone.
Result<DriveKey> bench_drive_key(HistoryStore& store, const std::string& model, const std::string& serial);

// A stored run with its document read.
struct StoredRun {
    std::int64_t time = 0;
    std::string device;
    bench::BenchDocument document;
};

// The newest stored run of `drive` before `before` that `accept` takes (the
// GUI: one of the preset about to run); older runs are looked at when newer
// ones are not taken, at most `kBenchRunsLookedAt` of them. Documents that do
// not read as a run are passed over.
inline constexpr int kBenchRunsLookedAt = 50;
Result<std::optional<StoredRun>> last_run_where(HistoryStore& store, const DriveKey& drive, std::int64_t before,
                                                const std::function<bool(const bench::BenchDocument&)>& accept);

// The newest stored run of `drive` before `before` that is comparable with
// `current` (last_run_where with bench::comparable), compared with it.
Result<std::optional<bench::BenchComparison>> last_comparable_run(HistoryStore& store, const DriveKey& drive,
                                                                  const bench::BenchDocument& current,
                                                                  std::int64_t before);

// Compares `document` (a finished run's `bench` document) with the last
// comparable run of the drive, then stores it at `now`.
BenchHistoryOutcome record_bench_run(HistoryStore& store, const DriveKey& drive, const nlohmann::json& document,
                                     const std::string& device, std::int64_t now);

} // namespace ssd::history
