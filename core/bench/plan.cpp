#include "core/bench/plan.h"
#include "core/bench/preset_job_names.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>

#include "core/bench/raw_device_rules.h"
#include "core/bench/verify.h"
#include "core/bench/wake_up.h"
#include "core/trace/trace_file.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

constexpr std::uint64_t kKiB = 1024;
constexpr std::uint64_t kMiB = kKiB * 1024;
constexpr std::uint64_t kGiB = kMiB * 1024;
constexpr std::uint64_t kMaxBlockSize = 64 * kMiB;
constexpr std::uint32_t kFillQueueDepth = 8;
constexpr std::size_t kReadScanSlices = 100;
// CrystalDiskMark's sequential queue depth: enough to keep a drive writing
// at its full speed, as a long copy does.
constexpr std::uint32_t kSustainedQueueDepth = 8;

struct Timing {
    double seconds;
    double warmup;
};

Timing default_timing(Preset preset) {
    switch (preset) {
    case Preset::Quick: return {4.0, 1.0};
    case Preset::Review2011: return {30.0, 2.0};
    case Preset::QdSweep: return {4.0, 1.0};
    case Preset::Consistency: return {60.0, 0.0};
    case Preset::ReadScan: return {0.0, 0.0};
    // A time limit: most drives' caches are full well within ten minutes of
    // sequential writing at their full speed, and the run ends earlier once
    // the speed has settled after the drop.
    case Preset::Sustained: return {600.0, 0.0};
    // CrystalDiskMark's measure time (5 s); its unscored pass stands as the warm-up.
    case Preset::CdmDefault:
    case Preset::CdmNvme:
    case Preset::CdmRealWorld:
    case Preset::CdmPeak: return {5.0, 1.0};
    // 18 sizes, each read and written twice: short runs, as ATTO's sweep is.
    case Preset::SizeSweep: return {2.0, 0.5};
    case Preset::WakeUp: return {0.0, 0.0};  // its idle periods are its time
    case Preset::Replay:  // the trace's own times
    case Preset::Custom: return {5.0, 0.0};
    }
    return {5.0, 0.0};
}

// CrystalDiskMark's mix: 70 % reads, 30 % writes.
constexpr std::uint32_t kMixReadPercent = 70;

JobSpec timed_job(Access access, std::uint32_t block_size, std::uint32_t queue_depth, const Timing& timing,
                  DataPattern data, std::uint32_t read_percent = 50, std::uint32_t threads = 1) {
    JobSpec job;
    job.access = access;
    job.block_size = block_size;
    job.queue_depth = queue_depth;
    job.threads = threads;
    job.seconds = timing.seconds;
    job.warmup_seconds = timing.warmup;
    job.data = data;
    job.read_percent = read_percent;
    job.name = job_name(access, block_size, queue_depth, threads, read_percent);
    return job;
}

// One row of a CrystalDiskMark profile: sequential or random, block size, queues, threads.
struct CdmRow {
    bool random;
    std::uint32_t block_size;
    std::uint32_t queue_depth;
    std::uint32_t threads;
};

std::vector<CdmRow> cdm_rows(Preset preset) {
    const auto m1 = static_cast<std::uint32_t>(kMiB);
    const auto k128 = static_cast<std::uint32_t>(128 * kKiB);
    const auto k4 = static_cast<std::uint32_t>(4 * kKiB);
    switch (preset) {
    case Preset::CdmDefault: return {{false, m1, 8, 1}, {false, m1, 1, 1}, {true, k4, 32, 1}, {true, k4, 1, 1}};
    case Preset::CdmNvme: return {{false, m1, 8, 1}, {false, k128, 32, 1}, {true, k4, 32, 16}, {true, k4, 1, 1}};
    case Preset::CdmRealWorld: return {{false, m1, 1, 1}, {true, k4, 1, 1}};
    case Preset::CdmPeak: return {{false, m1, 8, 1}, {true, k4, 32, 1}};
    default: return {};
    }
}

// CrystalDiskMark's order: every row read, then every row written.
void add_cdm_jobs(Preset preset, const Timing& timing, DataPattern data, std::vector<JobSpec>& jobs) {
    for (const bool reading : {true, false}) {
        for (const auto& row : cdm_rows(preset)) {
            const Access access = row.random ? (reading ? Access::RandRead : Access::RandWrite)
                                             : (reading ? Access::Read : Access::Write);
            jobs.push_back(timed_job(access, row.block_size, row.queue_depth, timing, data, 50, row.threads));
        }
    }
}

// The transfer-size sweep of the reviews (ATTO Disk Benchmark: 512 B to 64 MiB at queue depth
// 4 over a 2 GiB span): each size read, then written with the run's data and, unless that is
// already compressible, with compressible data, which shows what a compressing controller gains.
constexpr std::uint32_t kSweepQueueDepth = 4;
void add_size_sweep_jobs(const Timing& timing, DataPattern data, std::vector<JobSpec>& jobs) {
    for (std::uint64_t size = 512; size <= kMaxBlockSize; size *= 2) {
        const auto block = static_cast<std::uint32_t>(size);
        jobs.push_back(timed_job(Access::Read, block, kSweepQueueDepth, timing, data));
        jobs.push_back(timed_job(Access::Write, block, kSweepQueueDepth, timing, data));
        if (data != DataPattern::Compressible) {
            JobSpec compressible = timed_job(Access::Write, block, kSweepQueueDepth, timing, DataPattern::Compressible);
            compressible.name += " compressible";
            jobs.push_back(compressible);
        }
    }
}

// Sizes the target cannot transfer with direct I/O (below or not a multiple of its alignment:
// 512 B to 2 KiB on a 4 KiB device or filesystem) are left out of the sweep, and said so.
void fit_sweep_to_alignment(std::vector<JobSpec>& jobs, BenchPlan& plan) {
    const auto too_small = [&plan](const JobSpec& job) { return job.block_size % plan.alignment != 0; };
    const auto first_kept = std::find_if_not(jobs.begin(), jobs.end(), too_small);
    if (first_kept == jobs.begin()) return;
    plan.notes.push_back("transfers below " + block_size_label(plan.alignment) + " were left out: " + plan.target +
                         " takes direct I/O in multiples of " + block_size_label(plan.alignment));
    jobs.erase(std::remove_if(jobs.begin(), jobs.end(), too_small), jobs.end());
}

std::vector<JobSpec> preset_jobs(Preset preset, const Timing& timing, DataPattern data) {
    const auto k4 = static_cast<std::uint32_t>(4 * kKiB);
    std::vector<JobSpec> jobs;
    switch (preset) {
    case Preset::Quick: {
        const auto m1 = static_cast<std::uint32_t>(kMiB);
        for (const auto access : {Access::Read, Access::Write}) {
            const Access random = access == Access::Read ? Access::RandRead : Access::RandWrite;
            jobs.push_back(timed_job(access, m1, 8, timing, data));
            jobs.push_back(timed_job(random, k4, 32, timing, data));
            jobs.push_back(timed_job(random, k4, 1, timing, data));
        }
        // Last, so the corners keep their places in the list.
        jobs.push_back(timed_job(Access::RandMixed, k4, 32, timing, data, kMixReadPercent));
        break;
    }
    case Preset::Review2011: {
        const auto k128 = static_cast<std::uint32_t>(128 * kKiB);
        jobs.push_back(timed_job(Access::Read, k128, 1, timing, data));
        jobs.push_back(timed_job(Access::RandRead, k4, 3, timing, data));
        jobs.push_back(timed_job(Access::Write, k128, 1, timing, data));
        jobs.push_back(timed_job(Access::RandWrite, k4, 3, timing, data));
        jobs.push_back(timed_job(Access::RandWrite, k4, 32, timing, data));
        break;
    }
    case Preset::QdSweep: {
        const auto m2 = static_cast<std::uint32_t>(2 * kMiB);
        for (const auto access : {Access::RandRead, Access::Read, Access::RandWrite, Access::Write}) {
            for (const std::uint32_t depth : {1U, 2U, 4U, 8U, 16U, 32U}) {
                jobs.push_back(timed_job(access, is_random(access) ? k4 : m2, depth, timing, data));
            }
        }
        break;
    }
    case Preset::CdmDefault:
    case Preset::CdmNvme:
    case Preset::CdmRealWorld:
    case Preset::CdmPeak: add_cdm_jobs(preset, timing, data, jobs); break;
    case Preset::SizeSweep: add_size_sweep_jobs(timing, data, jobs); break;
    case Preset::WakeUp: {
        JobSpec probe = timed_job(Access::RandRead, k4, 1, timing, data);
        probe.name = job_label(true, k4, 1, 1) + " wake-up";
        // What it reads: two requests after each idle period (the job's limit for the checks).
        probe.bytes = std::uint64_t{k4} * 2 * kWakeUpRepeats * kWakeUpIdleSeconds.size();
        jobs.push_back(probe);
        break;
    }
    case Preset::Consistency:
    case Preset::ReadScan:
    case Preset::Sustained:
    case Preset::Replay:
    case Preset::Custom: break;
    }
    return jobs;
}

std::string seconds_text(double seconds) {
    const auto rounded = static_cast<long long>(seconds);
    if (static_cast<double>(rounded) == seconds) return std::to_string(rounded) + " s";
    std::string text = std::to_string(seconds);
    while (!text.empty() && text.back() == '0') text.pop_back();
    return text + " s";
}

std::string describe_job(const JobSpec& job) {
    std::string text = job.name + ": " + std::string(access_name(job.access)) + ", " +
                       block_size_label(job.block_size) + " blocks, queue depth " + std::to_string(job.queue_depth) +
                       ", " + std::to_string(job.threads) + (job.threads == 1 ? " thread" : " threads") + ", over " +
                       format_bytes(job.span_bytes);
    if (job.access == Access::Mixed || job.access == Access::RandMixed) {
        text += ", " + std::to_string(job.read_percent) + "% reads";
    }
    if (job.bytes != 0) text += ", " + format_bytes(job.bytes) + " in total";
    if (job.seconds > 0.0) {
        if (job.warmup_seconds > 0.0) text += ", " + seconds_text(job.warmup_seconds) + " warm-up then";
        text += " " + seconds_text(job.seconds) + " measured";
    }
    if (writes(job.access)) text += ", " + std::string(data_pattern_name(job.data)) + " data";
    return text;
}

// The largest power of two up to 1 MiB that divides the span (and is at
// least the alignment): the block size of fills and of the verify pass.
std::uint32_t bulk_block_size(std::uint64_t span, std::uint32_t alignment) {
    std::uint64_t block = kMiB;
    while (block > alignment && span % block != 0) block /= 2;
    return static_cast<std::uint32_t>(std::max<std::uint64_t>(block, alignment));
}

JobSpec bulk_job(Access access, const std::string& name, std::uint64_t span, std::uint32_t alignment) {
    JobSpec job;
    job.name = name;
    job.access = access;
    job.block_size = bulk_block_size(span, alignment);
    job.queue_depth = kFillQueueDepth;
    job.threads = 1;
    job.span_bytes = span;
    job.bytes = span;
    job.data = DataPattern::Random;
    return job;
}

// As much as may be written: the whole device, or a directory's free space
// less the reserve (whole MiB), so that the cache fills however large it is.
std::uint64_t sustained_span(const TargetFacts& facts) {
    if (facts.kind == TargetKind::BlockDevice) return facts.device.identity.capacity_bytes;
    const std::uint64_t free = facts.directory.free_bytes;
    const std::uint64_t usable = free > kFreeSpaceReserve ? free - kFreeSpaceReserve : 0;
    return usable / kMiB * kMiB;
}

std::string range_text(std::uint64_t span) { return "bytes 0 to " + format_bytes(span); }

Result<std::uint32_t> narrow(std::optional<std::uint64_t> value, std::uint64_t fallback, std::uint64_t max,
                             const char* what) {
    const std::uint64_t v = value.value_or(fallback);
    if (v == 0 || v > max) {
        return fail(ErrorCode::Usage, std::string(what) + " must be between 1 and " + std::to_string(max));
    }
    return static_cast<std::uint32_t>(v);
}

// Which preset (or a custom job), and the options that contradict it or each other.
Result<Preset> choose_preset(const BenchOptions& options) {
    Preset preset = Preset::Quick;
    if (!options.preset.empty()) {
        const auto parsed = parse_preset(options.preset);
        if (!parsed) {
            return fail(ErrorCode::Usage, "unknown preset '" + options.preset + "' (" + kPresets.wire_list() + ")");
        }
        preset = *parsed;
    }
    if (preset == Preset::Replay) return fail(ErrorCode::Usage, "a replay is chosen with --replay FILE");
    if (options.access) {
        if (!options.preset.empty() && preset != Preset::Custom) {
            return fail(ErrorCode::Usage, "--rw describes a custom job; it cannot be combined with --preset " +
                                              std::string(preset_name(preset)));
        }
        preset = Preset::Custom;
    } else if (preset == Preset::Custom) {
        return fail(ErrorCode::Usage, "a custom job needs --rw (read, write, randread, randwrite, rw, randrw)");
    } else if (options.block_size || options.queue_depth || options.threads || options.bytes ||
               options.read_percent) {
        return fail(ErrorCode::Usage, "--bs, --qd, --threads, --bytes and --rwmixread describe a custom job: add --rw");
    }
    const bool mixed = options.access && (*options.access == Access::Mixed || *options.access == Access::RandMixed);
    if (options.read_percent && (!mixed || *options.read_percent > 100)) {
        return fail(ErrorCode::Usage, "--rwmixread is the read percentage (0-100) of a mixed job (--rw rw or randrw)");
    }
    if (options.seconds && !(*options.seconds > 0.0 && *options.seconds <= 1e6)) {
        return fail(ErrorCode::Usage, "--seconds must be a positive number of seconds");
    }
    if (options.warmup && !(*options.warmup >= 0.0 && *options.warmup <= 1e6)) {
        return fail(ErrorCode::Usage, "--warmup must be zero or a positive number of seconds");
    }
    if (preset == Preset::WakeUp && (options.seconds || options.warmup)) {
        return fail(ErrorCode::Usage, "wake-up waits idle periods of its own; --seconds and --warmup do not apply");
    }
    if (preset == Preset::ReadScan && (options.seconds || options.warmup)) {
        return fail(ErrorCode::Usage, "read-scan reads the whole span once; --seconds and --warmup do not apply");
    }
    if (preset == Preset::Sustained && options.warmup && *options.warmup > 0.0) {
        return fail(ErrorCode::Usage, "sustained measures from the first byte written (a warm-up would fill part of "
                                      "the cache unseen); --warmup does not apply");
    }
    if (options.bytes && options.warmup && *options.warmup > 0.0) {
        return fail(ErrorCode::Usage, "with --bytes every byte is measured; a warm-up does not apply");
    }
    if (options.engine != "auto" && options.engine != "io_uring" && options.engine != "threads") {
        return fail(ErrorCode::Usage, "unknown --engine '" + options.engine + "' (auto, io_uring, threads)");
    }
    return preset;
}

// The test area before it is rounded to whole blocks: the preset's, --size, or the device.
Result<std::uint64_t> choose_span(const BenchOptions& options, const TargetFacts& facts, BenchPlan& plan) {
    const bool device = facts.kind == TargetKind::BlockDevice;
    const std::uint64_t capacity = facts.device.identity.capacity_bytes;
    std::uint64_t span = plan.preset == Preset::Review2011 ? 8 * kGiB : kGiB;
    if (plan.preset == Preset::SizeSweep) span = 2 * kGiB;
    if (device && plan.preset == Preset::ReadScan) span = capacity;
    if (plan.preset == Preset::Sustained) span = sustained_span(facts);
    if (options.size) {
        span = *options.size;
        if (device && span > capacity) {
            return fail(ErrorCode::Usage, "--size " + format_bytes(span) + " is larger than " + facts.path + " (" +
                                              format_bytes(capacity) + ")");
        }
    } else if (device && span > capacity) {
        span = capacity;
        plan.notes.push_back("the test area is the whole device (" + format_bytes(span) +
                             "), smaller than the preset's span");
    }
    return span;
}

Result<JobSpec> custom_job(const BenchOptions& options, const Timing& timing, DataPattern data) {
    const Access access = *options.access;
    auto block_size = narrow(options.block_size, is_random(access) ? 4 * kKiB : kMiB, kMaxBlockSize, "--bs");
    auto depth = narrow(options.queue_depth, 1, 4096, "--qd");
    auto threads = narrow(options.threads, 1, 256, "--threads");
    if (!block_size) return tl::unexpected(block_size.error());
    if (!depth) return tl::unexpected(depth.error());
    if (!threads) return tl::unexpected(threads.error());
    JobSpec job;
    job.access = access;
    job.block_size = *block_size;
    job.queue_depth = *depth;
    job.threads = *threads;
    job.data = data;
    job.read_percent = static_cast<std::uint32_t>(options.read_percent.value_or(50));
    job.bytes = options.bytes.value_or(0);
    job.seconds = (options.bytes && !options.seconds) ? 0.0 : timing.seconds;
    job.warmup_seconds = options.bytes ? 0.0 : timing.warmup;
    job.name = job_name(access, job.block_size, job.queue_depth, job.threads, job.read_percent);
    return job;
}

// The measured jobs of the preset (before their span is known).
Result<std::vector<JobSpec>> measured_jobs(const BenchOptions& options, Preset preset, DataPattern data) {
    Timing timing = default_timing(preset);
    if (options.seconds) timing.seconds = *options.seconds;
    if (options.warmup) timing.warmup = *options.warmup;
    std::vector<JobSpec> jobs;
    if (preset == Preset::Custom) {
        auto job = custom_job(options, timing, data);
        if (!job) return tl::unexpected(job.error());
        jobs.push_back(*job);
    } else if (preset == Preset::Consistency) {
        JobSpec sustained = timed_job(Access::RandWrite, static_cast<std::uint32_t>(4 * kKiB), 32, timing, data);
        sustained.name += " sustained";
        jobs.push_back(sustained);
        JobSpec recovered = timed_job(Access::RandWrite, static_cast<std::uint32_t>(4 * kKiB), 32, timing, data);
        recovered.name += " after TRIM";
        jobs.push_back(recovered);
    } else if (preset == Preset::Sustained) {
        // Written once front to back: the byte limit is the span.
        JobSpec sustained =
            timed_job(Access::Write, static_cast<std::uint32_t>(kMiB), kSustainedQueueDepth, timing, data);
        sustained.name += " sustained";
        jobs.push_back(sustained);
    } else if (preset == Preset::ReadScan) {
        JobSpec scan;
        scan.access = Access::Read;
        scan.block_size = static_cast<std::uint32_t>(kMiB);
        scan.queue_depth = 8;
        scan.threads = 1;
        scan.name = "SEQ1M Q8T1 read-scan";
        jobs.push_back(scan);
    } else {
        jobs = preset_jobs(preset, timing, data);
    }
    return jobs;
}

// Rounds the span down to whole blocks of the largest block size and gives every job its span.
Result<void> fit_span(std::uint64_t span, std::vector<JobSpec>& jobs, BenchPlan& plan) {
    std::uint64_t largest = plan.alignment;
    for (const auto& job : jobs) largest = std::max<std::uint64_t>(largest, job.block_size);
    if (span < largest) {
        return fail(ErrorCode::Usage, "the test area (" + format_bytes(span) + ") must hold at least one " +
                                          block_size_label(largest) + " block");
    }
    if (span % largest != 0) {
        plan.notes.push_back("the test area was rounded down to whole " + block_size_label(largest) + " blocks (" +
                             std::to_string(span % largest) + " bytes at the end are not used)");
        span -= span % largest;
    }
    plan.span_bytes = span;
    for (auto& job : jobs) {
        job.span_bytes = span;
        if (plan.preset == Preset::Sustained) job.bytes = span;
        if (plan.preset == Preset::ReadScan) {
            job.bytes = span;
            const std::uint64_t slice = (span + kReadScanSlices - 1) / kReadScanSlices;
            job.slice_bytes = std::max<std::uint64_t>(job.block_size, (slice + job.block_size - 1) / job.block_size * job.block_size);
        }
        if (auto valid = validate_job(job, plan.alignment); !valid) return tl::unexpected(valid.error());
    }
    return {};
}

void add_fill_step(BenchPlan& plan, const std::string& name, bool reported, bool after_trim) {
    const std::uint64_t span = plan.span_bytes;
    PlanStep step;
    step.kind = StepKind::Fill;
    step.job = bulk_job(Access::Write, name, span, plan.alignment);
    step.reported = reported;
    step.after_trim = after_trim;
    step.description = reported ? describe_job(step.job)
                                : "fill: write random (incompressible) data to " + range_text(span) +
                                      " front to back, so no read hits a never-written block";
    plan.steps.push_back(step);
}

std::string wake_up_description() {
    std::string idles;
    double total = 0.0;
    for (const double idle : kWakeUpIdleSeconds) {
        idles += (idles.empty() ? "" : ", ") + seconds_text(idle);
        total += idle;
    }
    return "after idle periods of " + idles + " (" + std::to_string(kWakeUpRepeats) +
           " times each), one 4 KiB random read, then another at once; about " +
           seconds_text(std::ceil(total * kWakeUpRepeats)) + " of idling, nothing written";
}

void add_job_step(BenchPlan& plan, const JobSpec& job, bool after_trim) {
    PlanStep step;
    step.kind = StepKind::Job;
    step.job = job;
    step.after_trim = after_trim;
    step.until_settled = plan.preset == Preset::Sustained;
    step.wake_up = plan.preset == Preset::WakeUp;
    step.description = describe_job(job);
    if (step.wake_up) step.description = job.name + ": " + wake_up_description();
    if (step.until_settled) {
        step.description = job.name + ": write front to back, " + block_size_label(job.block_size) +
                           " blocks, queue depth " + std::to_string(job.queue_depth) + ", 1 thread, " +
                           std::string(data_pattern_name(job.data)) + " data; ends after " +
                           seconds_text(job.seconds) + " or " + format_bytes(job.bytes) +
                           ", or earlier once the speed has dropped and settled";
    }
    plan.steps.push_back(step);
}

// The consistency preset: fill, write until it sags, TRIM, (refill,) write again.
void add_consistency_steps(BenchPlan& plan, const std::vector<JobSpec>& jobs, const TargetFacts& facts) {
    const bool device = facts.kind == TargetKind::BlockDevice;
    const auto fill_name = [&plan](const char* what) {
        const auto job = bulk_job(Access::Write, "", plan.span_bytes, plan.alignment);
        return job_label(false, job.block_size, job.queue_depth, 1) + " " + what;
    };
    add_fill_step(plan, fill_name("fill"), true, false);
    add_job_step(plan, jobs[0], false);
    PlanStep trim;
    trim.kind = StepKind::Trim;
    trim.description = device ? "TRIM (discard) " + range_text(plan.span_bytes) + " of " + facts.path
                              : "TRIM the test area: release the test file's blocks (punch a hole) and have the "
                                "filesystem trim its free space (needs root); the drive only sees what the "
                                "filesystem passes on";
    plan.steps.push_back(trim);
    if (!device) add_fill_step(plan, fill_name("refill after TRIM"), true, true);
    add_job_step(plan, jobs[1], true);
}

// The steps: a fill first where reads must not hit never-written blocks, then the jobs.
void add_steps(BenchPlan& plan, const std::vector<JobSpec>& jobs, const TargetFacts& facts) {
    const bool device = facts.kind == TargetKind::BlockDevice;
    bool job_writes = false;
    bool job_reads = false;
    for (const auto& job : jobs) {
        job_writes = job_writes || writes(job.access);
        job_reads = job_reads || reads(job.access);
    }
    // The sustained write is its own fill: one before it would take as long
    // and fill the drive's cache before the measurement.
    const bool fill =
        plan.preset != Preset::Sustained && (!device || job_writes || plan.preset == Preset::Consistency);
    plan.writes = fill || job_writes;
    if (plan.preset == Preset::Consistency) {
        add_consistency_steps(plan, jobs, facts);
    } else {
        if (fill) add_fill_step(plan, "fill", false, false);
        for (const auto& job : jobs) add_job_step(plan, job, false);
    }
    if (!plan.writes && job_reads) {
        plan.notes.push_back("reads what is on the device without writing first: areas never written (or trimmed) "
                             "may read unrealistically fast");
    }
}

// --verify: a read-back pass over the span at the end.
Result<void> add_verify_step(BenchPlan& plan) {
    if (!plan.writes) return fail(ErrorCode::Usage, "--verify checks what this run writes, and this run only reads");
    std::uint64_t unit = 4 * kKiB;
    for (const auto& step : plan.steps) {
        if (step.kind != StepKind::Trim) unit = std::gcd(unit, std::uint64_t{step.job.block_size});
    }
    plan.verify_unit = static_cast<std::uint32_t>(unit);
    if (plan.span_bytes / unit > VerifyState::kMaxUnits) {
        return fail(ErrorCode::Usage, "--verify keeps a counter per block: use a smaller --size (at most " +
                                          format_bytes(VerifyState::kMaxUnits * unit) + ")");
    }
    PlanStep step;
    step.kind = StepKind::Verify;
    step.job = bulk_job(Access::Read, "verify", plan.span_bytes, plan.alignment);
    step.job.check_reads = true;
    step.reported = false;
    step.description = "verify: read " + range_text(plan.span_bytes) + " back and check every " +
                       block_size_label(unit) + " block against what was written last";
    plan.steps.push_back(step);
    return {};
}

// A directory: enough free space for the test file, which has no name.
void open_in_directory(PlanOutcome& outcome, const TargetFacts& facts) {
    BenchPlan& plan = outcome.plan;
    const std::uint64_t span = plan.span_bytes;
    const std::uint64_t free = facts.directory.free_bytes;
    const bool enough = free >= span + kFreeSpaceReserve;
    outcome.checks.push_back({"directory", true,
                              facts.path + (facts.directory.filesystem.empty() ? "" : " (" + facts.directory.filesystem + ")") +
                                  ", " + format_bytes(free) + " free"});
    outcome.checks.push_back({"free-space", enough,
                              "the test file needs " + format_bytes(span) + " plus " + format_bytes(kFreeSpaceReserve) +
                                  " to spare; " + format_bytes(free) + " is free"});
    if (!enough) {
        outcome.refusal = Error{ErrorCode::Refused, "not enough free space in " + facts.path + ": the test file needs " +
                                                        format_bytes(span) + " plus " + format_bytes(kFreeSpaceReserve) +
                                                        " to spare, and " + format_bytes(free) +
                                                        " is free; choose a smaller --size"};
    }
    plan.open_step = "create a test file of " + format_bytes(span) + " in " + facts.path +
                     " that has no name (the system removes it when ssdtool ends, even if it is killed), "
                     "reserve its space and open it for direct I/O (page cache bypassed)";
}

// A raw device: the safety rules (judge_raw_device) decide; writes need it unused and confirmed.
void open_raw_device(PlanOutcome& outcome, const TargetFacts& facts, const BenchOptions& options) {
    BenchPlan& plan = outcome.plan;
    auto judgement = judge_raw_device(facts, plan.writes, options.confirm, options.dry_run);
    outcome.checks = std::move(judgement.checks);
    outcome.refusal = std::move(judgement.refusal);
    if (!plan.writes) {
        plan.open_step = "open " + facts.path + " read-only for direct I/O (page cache bypassed)";
        return;
    }
    plan.open_step = "open " + facts.path +
                     " read-write for direct I/O (page cache bypassed) and exclusively (O_EXCL: fails if anything "
                     "mounts or holds it); its data in " + range_text(plan.span_bytes) + " is overwritten";
}

// The options a replay takes (--size, --data, --speed, --engine, --confirm, --dry-run); the
// others describe jobs of their own.
Result<void> check_replay_options(const BenchOptions& options) {
    if (!options.preset.empty() || options.access || options.block_size || options.queue_depth || options.threads ||
        options.bytes || options.seconds || options.warmup || options.read_percent || options.verify) {
        return fail(ErrorCode::Usage, "--replay plays the trace's own requests: --preset, --rw, --bs, --qd, --threads, "
                                      "--bytes, --seconds, --warmup, --rwmixread and --verify do not apply");
    }
    if (options.engine != "auto" && options.engine != "io_uring" && options.engine != "threads") {
        return fail(ErrorCode::Usage, "unknown --engine '" + options.engine + "' (auto, io_uring, threads)");
    }
    return {};
}

// The test area of a replay: --size, else the trace's extent (whole MiB), at most the device
// or, in a directory, kDefaultReplaySpan; offsets past it wrap around (map_trace).
constexpr std::uint64_t kDefaultReplaySpan = 8 * kGiB;
std::uint64_t replay_span(const BenchOptions& options, const TargetFacts& facts, std::uint64_t extent) {
    if (options.size) return *options.size;
    const std::uint64_t whole = std::max<std::uint64_t>((extent + kMiB - 1) / kMiB * kMiB, kMiB);
    if (facts.kind == TargetKind::BlockDevice) return std::min(whole, facts.device.identity.capacity_bytes);
    return std::min(whole, kDefaultReplaySpan);
}

PlanStep replay_step(std::shared_ptr<const ReplayJob> replay, const BenchPlan& plan) {
    PlanStep step;
    step.kind = StepKind::Replay;
    JobSpec& job = step.job;
    job.name = "REPLAY " + replay->trace_name;
    bool reads = false, writes = false;
    for (const auto& request : replay->requests) (request.direction == IoDirection::Read ? reads : writes) = true;
    job.access = reads && writes ? Access::RandMixed : (writes ? Access::RandWrite : Access::RandRead);
    job.block_size = replay->largest;
    job.queue_depth = replay->max_in_flight;
    job.threads = 1;
    job.span_bytes = plan.span_bytes;
    job.data = plan.data;
    const ReplayMapping& mapping = replay->mapping;
    step.description = job.name + ": " + format_count(replay->requests.size()) + " reads and writes of the trace (" +
                       format_count(mapping.trace_requests) + " requests), " +
                       std::string(kReplaySpeeds.label(replay->speed)) + ", at most " +
                       std::to_string(replay->max_in_flight) + " at once, in " + range_text(plan.span_bytes);
    step.replay = std::move(replay);
    return step;
}

Result<PlanOutcome> plan_replay(const BenchOptions& options, const TargetFacts& facts) {
    if (auto checked = check_replay_options(options); !checked) return tl::unexpected(checked.error());
    auto trace = trace::trace_from_text(*options.replay_trace);
    if (!trace) return fail(trace.error().code, options.replay_name + ": " + trace.error().message);
    PlanOutcome outcome;
    BenchPlan& plan = outcome.plan;
    plan.target = facts.path;
    plan.kind = facts.kind;
    plan.preset = Preset::Replay;
    plan.data = options.data.value_or(DataPattern::Random);
    plan.engine = options.engine;
    const bool device = facts.kind == TargetKind::BlockDevice;
    plan.alignment = device ? std::max<std::uint32_t>(facts.device.logical_block_size, 512)
                            : std::max<std::uint32_t>(facts.directory.alignment, 512);
    std::uint64_t span = replay_span(options, facts, trace_extent(*trace));
    if (device && span > facts.device.identity.capacity_bytes) {
        return fail(ErrorCode::Usage, "--size " + format_bytes(span) + " is larger than " + facts.path);
    }
    span -= span % plan.alignment;
    plan.span_bytes = span;
    auto replay = map_trace(*trace, options.replay_name, options.replay_speed.value_or(ReplaySpeed::AsRecorded), 0,
                            span, plan.alignment);
    if (!replay) return tl::unexpected(replay.error());
    const ReplayMapping& mapping = replay->mapping;
    if (mapping.flushes_skipped + mapping.discards_skipped > 0) {
        plan.notes.push_back(format_count(mapping.flushes_skipped) + " flushes and " +
                             format_count(mapping.discards_skipped) + " discards of the trace are not replayed");
    }
    if (mapping.moved > 0) {
        plan.notes.push_back(format_count(mapping.moved) + " requests lay past the test area (" +
                             format_bytes(span) + ") and were moved into it (offset modulo its size)");
    }
    if (mapping.rounded > 0) {
        plan.notes.push_back(format_count(mapping.rounded) + " requests were rounded up to " +
                             block_size_label(plan.alignment) + " (" + format_bytes(mapping.rounded_bytes) +
                             " more than the trace)");
    }
    if (trace->header.lost_events > 0) {
        plan.notes.push_back("the recording lost " + format_count(trace->header.lost_events) +
                             " events: requests of the real workload are missing from this trace");
    }
    bool writes = false;
    for (const auto& request : replay->requests) writes = writes || request.direction == IoDirection::Write;
    // A directory's test file is filled so that reads find written blocks; a device is filled
    // when the replay writes anyway (as every benchmark that writes a device does).
    const bool fill = !device || writes;
    plan.writes = fill;
    if (fill) add_fill_step(plan, "fill", false, false);
    plan.steps.push_back(replay_step(std::make_shared<const ReplayJob>(std::move(*replay)), plan));
    if (!plan.writes) {
        plan.notes.push_back("reads what is on the device without writing first: areas never written (or trimmed) "
                             "may read unrealistically fast");
    }
    if (device) {
        open_raw_device(outcome, facts, options);
    } else {
        open_in_directory(outcome, facts);
    }
    return outcome;
}

} // namespace

std::string_view step_kind_name(StepKind kind) {
    switch (kind) {
    case StepKind::Fill: return "fill";
    case StepKind::Job: return "job";
    case StepKind::Trim: return "trim";
    case StepKind::Verify: return "verify";
    case StepKind::Replay: return "replay";
    }
    return "job";
}

std::vector<std::string> preset_job_names(Preset preset) {
    std::vector<std::string> names;
    if (preset == Preset::SizeSweep) return names;  // its smallest sizes depend on the target's alignment
    for (const auto& job : preset_jobs(preset, default_timing(preset), DataPattern::Random)) names.push_back(job.name);
    return names;
}

Result<PlanOutcome> plan_bench(const BenchOptions& options, const TargetFacts& facts) {
    if (options.replay_trace) return plan_replay(options, facts);
    const auto preset = choose_preset(options);
    if (!preset) return tl::unexpected(preset.error());
    PlanOutcome outcome;
    BenchPlan& plan = outcome.plan;
    plan.target = facts.path;
    plan.kind = facts.kind;
    plan.preset = *preset;
    plan.data = options.data.value_or(DataPattern::Random);
    plan.engine = options.engine;
    plan.verify = options.verify;
    const bool device = facts.kind == TargetKind::BlockDevice;
    plan.alignment = device ? std::max<std::uint32_t>(facts.device.logical_block_size, 512)
                            : std::max<std::uint32_t>(facts.directory.alignment, 512);

    const auto span = choose_span(options, facts, plan);
    if (!span) return tl::unexpected(span.error());
    auto jobs = measured_jobs(options, plan.preset, plan.data);
    if (!jobs) return tl::unexpected(jobs.error());
    if (plan.preset == Preset::SizeSweep) fit_sweep_to_alignment(*jobs, plan);
    if (auto fitted = fit_span(*span, *jobs, plan); !fitted) return tl::unexpected(fitted.error());
    add_steps(plan, *jobs, facts);
    if (options.verify) {
        if (auto verify = add_verify_step(plan); !verify) return tl::unexpected(verify.error());
    }
    if (device) {
        open_raw_device(outcome, facts, options);
    } else {
        open_in_directory(outcome, facts);
    }
    return outcome;
}

} // namespace ssd::bench
