// From the user's options and the target's facts to the exact list of
// steps a benchmark run will take, plus the safety checks that allow or
// refuse it. `--dry-run` prints this plan; the session executes it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bench/data_pattern.h"
#include "core/bench/job.h"
#include "core/bench/replay.h"
#include "core/bench/target_facts.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::bench {

enum class Preset {
    Quick, Review2011, QdSweep, Consistency, ReadScan, Sustained,
    CdmDefault, CdmNvme, CdmRealWorld, CdmPeak, SizeSweep, WakeUp, Replay, Custom
};

// The cdm-* presets are CrystalDiskMark 9's profiles (hiyohiyo/CrystalDiskMark 9.0.1,
// DiskMarkDlg.cpp): the same jobs, names and order (every read, then every write), in its unit
// (MB/s = 10^6 bytes/s), over its default 1 GiB test area. CrystalDiskMark reports the best of
// three 5 s passes after an unscored one; these measure one 5 s run after a 1 s warm-up.
inline constexpr EnumTable<Preset, 14> kPresets{{{
    {Preset::Quick, "quick", "Quick: SEQ1M Q8T1, RND4K Q32T1, RND4K Q1T1, RND4K Q32T1 mix 70/30"},
    {Preset::Review2011, "review-2011", "Review 2011: the reviews' sequential and random corners"},
    {Preset::QdSweep, "qd-sweep", "Queue-depth sweep"},
    {Preset::Consistency, "consistency", "Consistency: random writes over time"},
    {Preset::ReadScan, "read-scan", "Read scan of the whole device"},
    {Preset::Sustained, "sustained", "Sustained write: past the drive's cache until the speed settles"},
    {Preset::CdmDefault, "cdm-default", "CrystalDiskMark default: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1"},
    {Preset::CdmNvme, "cdm-nvme", "CrystalDiskMark NVMe SSD: SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1"},
    {Preset::CdmRealWorld, "cdm-real-world", "CrystalDiskMark real world performance: SEQ1M Q1T1, RND4K Q1T1"},
    {Preset::CdmPeak, "cdm-peak", "CrystalDiskMark peak performance: SEQ1M Q8T1, RND4K Q32T1"},
    {Preset::SizeSweep, "size-sweep",
     "Transfer-size sweep: 512 B to 64 MiB, queue depth 4, incompressible and compressible writes"},
    {Preset::WakeUp, "wake-up", "Idle wake-up: the first request after idle periods of 0.1 s to 10 s"},
    {Preset::Replay, "replay", "Replay of a recorded trace"},  // chosen by --replay FILE
    {Preset::Custom, "custom", "Custom job"},
}}};
inline std::string_view preset_name(Preset preset) { return kPresets.wire(preset); }
inline std::optional<Preset> parse_preset(std::string_view name) { return kPresets.parse(name); }

// The command line, parsed but not yet judged.
struct BenchOptions {
    std::string target;
    std::string preset;                     // --preset; empty: not given
    std::optional<Access> access;           // --rw: a custom job
    std::optional<std::uint64_t> block_size;
    std::optional<std::uint64_t> queue_depth;
    std::optional<std::uint64_t> threads;
    std::optional<std::uint64_t> size;      // the span (test area)
    std::optional<std::uint64_t> bytes;     // a custom job limited by bytes
    std::optional<double> seconds;
    std::optional<double> warmup;
    std::optional<std::uint64_t> read_percent; // --rwmixread
    std::optional<DataPattern> data;
    bool verify = false;
    std::optional<std::string> confirm;     // --confirm TOKEN (raw-device writes)
    bool dry_run = false;                   // --dry-run: every check, but no token needed
    std::string engine = "auto";
    // --thermal-interval: seconds between the drive's temperature readings during the run
    // (run_thermal.h kThermalSampleSeconds when not given; 0: none during the run).
    std::optional<double> thermal_interval;
    // --replay FILE (--speed): the trace file's text and name, read by the caller.
    std::optional<std::string> replay_trace;
    std::string replay_name;
    std::optional<ReplaySpeed> replay_speed;
};

enum class StepKind { Fill, Job, Trim, Verify, Replay };

std::string_view step_kind_name(StepKind kind);

struct PlanStep {
    StepKind kind = StepKind::Job;
    JobSpec job;           // Fill, Job, Verify
    bool reported = true;  // appears in the results (fills usually do not)
    bool after_trim = false; // skipped when the TRIM step could not trim
    bool until_settled = false; // the sustained job: ends early once its speed has settled after a drop
    std::shared_ptr<const ReplayJob> replay; // Replay: the mapped trace (job names the step)
    bool wake_up = false;       // the wake-up test (core/bench/wake_up.h) instead of a timed job
    std::string description;
};

struct BenchPlan {
    std::string target;
    TargetKind kind = TargetKind::Directory;
    Preset preset = Preset::Quick;
    DataPattern data = DataPattern::Random;
    std::uint64_t span_bytes = 0;
    std::uint32_t alignment = 4096;
    bool writes = false;        // anything written to the target
    bool verify = false;
    std::uint32_t verify_unit = 4096;
    std::string engine = "auto";
    std::string open_step;      // what opening the target does
    std::vector<PlanStep> steps;
    std::vector<std::string> notes;
};

struct PlanCheck {
    std::string check;  // "free-space", "not-in-use", "confirm", …
    bool ok = true;
    std::string detail;
};

struct PlanOutcome {
    BenchPlan plan;
    std::vector<PlanCheck> checks;
    // What stops the run: a safety rule or pre-check (Refused, exit 3), or a
    // fact the rules need that could not be established (PermissionDenied).
    std::optional<Error> refusal;
};

// Space kept free besides the test file.
constexpr std::uint64_t kFreeSpaceReserve = 64ULL << 20;

// Usage errors come back as errors; refusals come back inside the outcome so
// a dry run can still print every check.
Result<PlanOutcome> plan_bench(const BenchOptions& options, const TargetFacts& facts);

} // namespace ssd::bench
