#include "core/bench/engine.h"

#include <algorithm>
#include <exception>
#include <limits>
#include <mutex>
#include <system_error>
#include <thread>

#include "core/bench/aligned_buffer.h"
#include "core/bench/data_pattern.h"
#include "core/bench/io_error.h"
#include "core/bench/write_pool.h"

namespace ssd::bench {

namespace {

constexpr std::int64_t kNoLimit = std::numeric_limits<std::int64_t>::max();
constexpr std::size_t kBufferAlignment = 4096;

struct SliceAccumulator {
    std::uint64_t bytes = 0;
    std::int64_t first_submit = kNoLimit;
    std::int64_t last_complete = 0;
};

// Requests in flight over time: the area under the count, from the end of the
// warm-up, so its mean says whether the queue was kept as deep as asked.
class InFlightGauge {
public:
    explicit InFlightGauge(std::int64_t from_ns) : from_ns_(from_ns), last_ns_(from_ns) {}
    // From `at_ns` on, `level` requests are in flight.
    void set(std::int64_t at_ns, std::uint32_t level) {
        const std::int64_t at = std::max(at_ns, from_ns_);
        if (at > last_ns_) {
            area_ += static_cast<double>(level_) * static_cast<double>(at - last_ns_);
            last_ns_ = at;
        }
        level_ = level;
    }
    double mean_until(std::int64_t end_ns) const {
        return end_ns > from_ns_ ? area_ / static_cast<double>(end_ns - from_ns_) : 0.0;
    }

private:
    std::int64_t from_ns_;
    std::int64_t last_ns_;
    std::uint32_t level_ = 0;
    double area_ = 0.0;
};

struct ThreadResult {
    LatencyHistogram latency;
    double mean_in_flight = 0.0;
    std::uint64_t waits = 0;
    std::uint64_t ios = 0, bytes = 0, read_ios = 0, read_bytes = 0, write_ios = 0, write_bytes = 0;
    std::uint64_t all_ios = 0, all_bytes = 0;
    std::vector<std::uint64_t> second_ios, second_bytes;
    std::vector<SliceAccumulator> slices;
    std::int64_t last_completion = 0;
    bool interrupted = false;
};

struct Shared {
    Shared(IoBackend& backend_, const JobSpec& job_, const EngineContext& context_)
        : backend(backend_), job(job_), context(context_) {}
    IoBackend& backend;
    const JobSpec& job;
    const EngineContext& context;
    std::int64_t start_ns = 0;
    std::int64_t measure_start_ns = 0;
    std::int64_t end_ns = kNoLimit;
    std::atomic<bool> abort{false};
    std::atomic<std::uint64_t> done_bytes{0}; // all threads, warm-up included: live progress
    std::atomic<std::uint64_t> done_ios{0};
    std::mutex error_mutex;
    std::optional<Error> error;

    void set_error(Error e) {
        const std::lock_guard lock(error_mutex);
        if (!error) error = std::move(e);
        abort.store(true, std::memory_order_relaxed);
    }
    bool stop_requested() const {
        return context.stop != nullptr && context.stop->load(std::memory_order_relaxed) != 0;
    }
};

struct Slot {
    std::uint64_t offset = 0;
    IoDirection direction = IoDirection::Read;
    std::int64_t submit_ns = 0;
    bool busy = false;
    std::uint32_t buffer = 0;               // index into the queue's buffers
    std::optional<std::size_t> pool_buffer; // a write pool's buffer, given back on completion
};

// The buffers a worker's queue may name: one per slot where requests read (or
// verification writes its own headers), then the write pool's.
struct WorkerBuffers {
    AlignedBuffer slot_memory;
    std::optional<WritePool> pool;
    std::vector<IoBuffer> all;
    std::uint32_t pool_base = 0; // index of the pool's first buffer in `all`

    WorkerBuffers(const JobSpec& job, bool verifying, std::uint64_t seed) {
        const std::uint32_t depth = job.queue_depth;
        const bool slot_buffers = reads(job.access) || verifying;
        if (slot_buffers) slot_memory = AlignedBuffer(std::size_t{depth} * job.block_size, kBufferAlignment);
        for (std::uint32_t i = 0; slot_buffers && i < depth; ++i) {
            all.push_back(IoBuffer{slot_memory.data() + std::size_t{i} * job.block_size, job.block_size});
        }
        if (writes(job.access) && !verifying) {
            pool.emplace(job.block_size, write_pool_buffers(job.block_size, depth, job.threads), job.data, seed);
            pool_base = pool->append_to(all);
        }
    }
    // The kernel may still use them: never freed.
    void abandon() {
        slot_memory.abandon();
        if (pool) pool->abandon();
    }
};

class Worker {
public:
    Worker(Shared& shared, std::uint32_t index, ThreadResult& out) : shared_(shared), index_(index), out_(out),
        rng_(mix64(shared.context.seed ^ mix64(index + 1))) {}

    void run();

private:
    Shared& shared_;
    std::uint32_t index_;
    ThreadResult& out_;
    Rng rng_;
    std::uint64_t region_start_ = 0;
    std::uint64_t region_blocks_ = 0;
    std::uint64_t block_budget_ = 0; // 0 = no byte limit
    std::uint64_t issued_blocks_ = 0;
    std::uint64_t sequential_next_ = 0;
    std::vector<Slot> slots_;
    std::vector<std::uint32_t> free_slots_;
    std::uint32_t in_flight_ = 0;
    std::vector<std::uint32_t> just_prepared_;

    bool may_issue(std::int64_t now) const;
    bool conflicts(std::uint64_t offset) const;
    bool pick(Slot& slot);
    void account(const Slot& slot, std::uint32_t length, std::int64_t now);
    void progress(std::int64_t now, std::int64_t& next_tick, std::int64_t& last_tick,
                  std::uint64_t& last_bytes, std::uint64_t& last_ios);
};

bool Worker::may_issue(std::int64_t now) const {
    if (shared_.abort.load(std::memory_order_relaxed) || shared_.stop_requested()) return false;
    if (shared_.context.finish != nullptr && shared_.context.finish->load(std::memory_order_relaxed)) return false;
    if (block_budget_ != 0 && issued_blocks_ >= block_budget_) return false;
    if (shared_.job.bytes != 0 && block_budget_ == 0) return false; // this thread got no share
    return now < shared_.end_ns;
}

bool Worker::conflicts(std::uint64_t offset) const {
    for (const auto& slot : slots_) {
        if (slot.busy && slot.offset == offset) return true;
    }
    return false;
}

// Chooses offset and direction for the next request; false when it must wait
// (verification never has two requests for one block in flight).
bool Worker::pick(Slot& slot) {
    const JobSpec& job = shared_.job;
    const bool verifying = shared_.context.verify != nullptr;
    if (is_random(job.access)) {
        slot.offset = region_start_ + rng_.below(region_blocks_) * job.block_size;
        for (int attempt = 0; verifying && conflicts(slot.offset); ++attempt) {
            if (attempt == 16) return false;
            slot.offset = region_start_ + rng_.below(region_blocks_) * job.block_size;
        }
    } else {
        slot.offset = region_start_ + (sequential_next_ % region_blocks_) * job.block_size;
        if (verifying && conflicts(slot.offset)) return false;
        ++sequential_next_;
    }
    switch (job.access) {
    case Access::Read:
    case Access::RandRead: slot.direction = IoDirection::Read; break;
    case Access::Write:
    case Access::RandWrite: slot.direction = IoDirection::Write; break;
    case Access::Mixed:
    case Access::RandMixed:
        slot.direction = rng_.below(100) < job.read_percent ? IoDirection::Read : IoDirection::Write;
        break;
    }
    return true;
}

void Worker::account(const Slot& slot, std::uint32_t length, std::int64_t now) {
    ++out_.all_ios;
    out_.all_bytes += length;
    const JobSpec& job = shared_.job;
    if (job.slice_bytes != 0) {
        auto& slice = out_.slices[static_cast<std::size_t>((slot.offset - job.span_offset) / job.slice_bytes)];
        slice.bytes += length;
        slice.first_submit = std::min(slice.first_submit, slot.submit_ns);
        slice.last_complete = std::max(slice.last_complete, now);
    }
    if (now <= shared_.measure_start_ns) return; // warm-up
    out_.latency.record(static_cast<std::uint64_t>(now - slot.submit_ns));
    ++out_.ios;
    out_.bytes += length;
    if (slot.direction == IoDirection::Read) {
        ++out_.read_ios;
        out_.read_bytes += length;
    } else {
        ++out_.write_ios;
        out_.write_bytes += length;
    }
    // Second k holds completions in (k, k+1] seconds after the warm-up.
    const auto second = static_cast<std::size_t>((now - shared_.measure_start_ns - 1) / kNanosPerSecond);
    if (second >= out_.second_ios.size()) {
        out_.second_ios.resize(second + 1, 0);
        out_.second_bytes.resize(second + 1, 0);
    }
    ++out_.second_ios[second];
    out_.second_bytes[second] += length;
    out_.last_completion = std::max(out_.last_completion, now);
}

void Worker::progress(std::int64_t now, std::int64_t& next_tick, std::int64_t& last_tick, std::uint64_t& last_bytes,
                      std::uint64_t& last_ios) {
    const auto& context = shared_.context;
    if (!context.progress || now < next_tick) return;
    const std::uint64_t bytes = shared_.done_bytes.load(std::memory_order_relaxed);
    const std::uint64_t ios = shared_.done_ios.load(std::memory_order_relaxed);
    const double interval = ns_to_seconds(now - last_tick);
    ProgressTick tick;
    tick.warmup = now <= shared_.measure_start_ns;
    tick.elapsed_seconds = ns_to_seconds(now - shared_.start_ns);
    if (interval > 0) {
        tick.mb_per_s = static_cast<double>(bytes - last_bytes) / interval / 1e6;
        tick.iops = static_cast<double>(ios - last_ios) / interval;
    }
    const JobSpec& job = shared_.job;
    if (shared_.end_ns != kNoLimit && shared_.end_ns > shared_.start_ns) {
        tick.fraction = static_cast<double>(now - shared_.start_ns) / static_cast<double>(shared_.end_ns - shared_.start_ns);
    }
    if (job.bytes != 0) {
        tick.fraction = std::max(tick.fraction, static_cast<double>(bytes) / static_cast<double>(job.bytes));
    }
    tick.fraction = std::min(tick.fraction, 1.0);
    context.progress(tick);
    last_tick = now;
    last_bytes = bytes;
    last_ios = ios;
    while (next_tick <= now) next_tick += context.progress_interval_ns;
}

void Worker::run() {
    const JobSpec& job = shared_.job;
    const EngineContext& context = shared_.context;
    const IoThreadPlacementScope placed(context.placement, index_, job.threads);
    Clock& clock = *context.clock;
    VerifyState* verify = context.verify;
    const bool private_regions = verify != nullptr;
    const std::uint64_t region_bytes = thread_region_bytes(job, private_regions);
    region_blocks_ = region_bytes / job.block_size;
    region_start_ = job.span_offset + ((private_regions || !is_random(job.access)) ? index_ * region_bytes : 0);
    if (job.bytes != 0) {
        const std::uint64_t blocks = job.bytes / job.block_size;
        block_budget_ = blocks / job.threads + (index_ < blocks % job.threads ? 1 : 0);
    }
    if (job.slice_bytes != 0) {
        out_.slices.resize(static_cast<std::size_t>((job.span_bytes + job.slice_bytes - 1) / job.slice_bytes));
    }

    const std::uint32_t depth = job.queue_depth;
    WorkerBuffers buffers(job, verify != nullptr, mix64(context.seed + 0x5eed + index_));
    auto queue = shared_.backend.open_queue(QueueOptions{depth, buffers.all, job.block_size > kSmallPageBytes});
    if (!queue) {
        shared_.set_error(queue.error());
        return;
    }
    slots_.assign(depth, Slot{});
    free_slots_.clear();
    for (std::uint32_t i = depth; i > 0; --i) free_slots_.push_back(i - 1);
    std::vector<IoCompletion> completions(depth);
    const std::uint32_t refill_after =
        std::min(depth, context.refill_after != 0 ? context.refill_after : std::max<std::uint32_t>(1, depth / 4));
    just_prepared_.reserve(depth);
    // Sequential requests go to the kernel one per entry, as fio's do (its
    // iodepth_batch_submit=1): adjacent requests submitted together are plugged
    // and the block layer merges them, so 1 MiB writes reached vda as 2 MiB ones
    // at half the depth, and the job no longer measured what it names
    // (docs/BENCHMARKS.md, The requests the drive gets). Random requests are
    // rarely adjacent and keep their batches.
    const bool submit_each = !is_random(job.access);

    std::int64_t now = clock.now_ns();
    std::int64_t next_tick = shared_.start_ns + context.progress_interval_ns;
    std::int64_t last_tick = shared_.start_ns;
    std::uint64_t last_bytes = 0, last_ios = 0;
    int broken_waits = 0;
    InFlightGauge in_flight(shared_.measure_start_ns);

    for (;;) {
        // Refill every free slot, then stamp the batch just before submitting.
        just_prepared_.clear();
        while (!free_slots_.empty() && may_issue(now)) {
            if (submit_each && !just_prepared_.empty()) {
                Slot& prepared = slots_[just_prepared_.back()];
                prepared.submit_ns = clock.now_ns();
                in_flight.set(prepared.submit_ns, in_flight_);
                if (auto sent = (*queue)->submit_and_wait({}, 0); !sent) {
                    shared_.set_error(sent.error());
                    break;
                }
                just_prepared_.clear();
            }
            const std::uint32_t index = free_slots_.back();
            Slot& slot = slots_[index];
            if (!pick(slot)) break;
            free_slots_.pop_back();
            slot.busy = true;
            ++issued_blocks_;
            slot.buffer = index;
            slot.pool_buffer.reset();
            if (slot.direction == IoDirection::Write) {
                if (buffers.pool) {
                    slot.pool_buffer = buffers.pool->take(job.block_size);
                    slot.buffer = buffers.pool_base + static_cast<std::uint32_t>(*slot.pool_buffer);
                } else {
                    verify->prepare_write(buffers.all[index].data, slot.offset, job.block_size, job.data);
                }
            }
            (*queue)->prepare(IoRequest{slot.direction, slot.buffer, job.block_size, slot.offset, index});
            just_prepared_.push_back(index);
            ++in_flight_;
        }
        if (in_flight_ == 0) break;
        const std::int64_t submit_time = clock.now_ns();
        for (const auto index : just_prepared_) slots_[index].submit_ns = submit_time;
        in_flight.set(submit_time, in_flight_);

        auto reaped = (*queue)->submit_and_wait(completions, std::min(refill_after, in_flight_));
        now = clock.now_ns();
        ++out_.waits;
        if (!reaped) {
            shared_.set_error(reaped.error());
            if (++broken_waits > 3) break; // cannot drain: the buffers are abandoned below
            continue;
        }
        std::uint64_t batch_bytes = 0;
        for (std::size_t i = 0; i < *reaped; ++i) {
            const auto index = static_cast<std::uint32_t>(completions[i].tag);
            Slot& slot = slots_[index];
            slot.busy = false;
            if (slot.pool_buffer) buffers.pool->give_back(*slot.pool_buffer);
            free_slots_.push_back(index);
            --in_flight_;
            if (completions[i].result != static_cast<std::int64_t>(job.block_size)) {
                shared_.set_error(io_error(slot.direction, slot.offset, job.block_size, completions[i].result));
                continue;
            }
            if (job.check_reads && verify != nullptr && slot.direction == IoDirection::Read) {
                verify->check_read(buffers.all[slot.buffer].data, slot.offset, job.block_size);
            }
            account(slot, job.block_size, now);
            batch_bytes += job.block_size;
        }
        in_flight.set(now, in_flight_);
        shared_.done_bytes.fetch_add(batch_bytes, std::memory_order_relaxed);
        shared_.done_ios.fetch_add(batch_bytes / job.block_size, std::memory_order_relaxed);
        if (index_ == 0) progress(now, next_tick, last_tick, last_bytes, last_ios);
    }
    if (in_flight_ != 0) {
        buffers.abandon(); // the kernel may still use them
    }
    out_.mean_in_flight = in_flight.mean_until(out_.last_completion);
    out_.interrupted = shared_.stop_requested();
}

} // namespace

Result<JobResult> run_job(IoBackend& backend, const JobSpec& job, const EngineContext& context) {
    if (context.clock == nullptr) return fail(ErrorCode::Usage, "run_job needs a clock");
    Shared shared(backend, job, context);
    Clock& clock = *context.clock;
    const std::optional<CpuTimes> cpu_before = context.cpu != nullptr ? context.cpu->now() : std::nullopt;
    const std::optional<DeviceCounters> device_before = context.device != nullptr ? context.device->now() : std::nullopt;
    shared.start_ns = clock.now_ns();
    shared.measure_start_ns = shared.start_ns + seconds_to_ns(job.warmup_seconds);
    if (job.seconds > 0.0) shared.end_ns = shared.measure_start_ns + seconds_to_ns(job.seconds);

    std::vector<ThreadResult> results(job.threads);
    auto run_worker = [&shared, &results](std::uint32_t index) {
        try {
            Worker worker(shared, index, results[index]);
            worker.run();
        } catch (const std::exception& e) {
            shared.set_error(Error{ErrorCode::ToolFailed, std::string("benchmark thread failed: ") + e.what()});
        }
    };
    std::vector<std::thread> threads;
    try {
        for (std::uint32_t i = 1; i < job.threads; ++i) threads.emplace_back(run_worker, i);
    } catch (const std::system_error& e) {
        shared.set_error(Error{ErrorCode::ToolFailed, std::string("cannot start benchmark threads: ") + e.what()});
    }
    run_worker(0);
    for (auto& thread : threads) thread.join();

    if (shared.error) return tl::unexpected(*shared.error);

    JobResult result;
    result.job = job;
    result.engine = std::string(backend.engine_at(job.queue_depth));
    if (context.device != nullptr && device_before) {
        const std::int64_t end_ns = clock.now_ns();
        const auto device_after = context.device->now();
        const auto counted = device_after ? counters_between(*device_before, *device_after) : std::nullopt;
        if (counted) result.device = DeviceActivity{*counted, ns_to_seconds(end_ns - shared.start_ns)};
    }
    if (context.cpu != nullptr && cpu_before) {
        if (const auto cpu_after = context.cpu->now()) {
            result.cpu = CpuTimes{cpu_after->user_seconds - cpu_before->user_seconds,
                                  cpu_after->system_seconds - cpu_before->system_seconds};
        }
    }
    std::int64_t last_completion = 0;
    std::vector<std::uint64_t> second_ios, second_bytes;
    std::vector<SliceAccumulator> slices;
    for (const auto& thread : results) {
        result.latency.merge(thread.latency);
        result.ios += thread.ios;
        result.bytes += thread.bytes;
        result.read_ios += thread.read_ios;
        result.read_bytes += thread.read_bytes;
        result.write_ios += thread.write_ios;
        result.write_bytes += thread.write_bytes;
        result.all_ios += thread.all_ios;
        result.all_bytes += thread.all_bytes;
        result.waits += thread.waits;
        result.mean_in_flight += thread.mean_in_flight;
        result.interrupted = result.interrupted || thread.interrupted;
        last_completion = std::max(last_completion, thread.last_completion);
        if (thread.second_ios.size() > second_ios.size()) {
            second_ios.resize(thread.second_ios.size(), 0);
            second_bytes.resize(thread.second_ios.size(), 0);
        }
        for (std::size_t k = 0; k < thread.second_ios.size(); ++k) {
            second_ios[k] += thread.second_ios[k];
            second_bytes[k] += thread.second_bytes[k];
        }
        if (thread.slices.size() > slices.size()) slices.resize(thread.slices.size());
        for (std::size_t k = 0; k < thread.slices.size(); ++k) {
            slices[k].bytes += thread.slices[k].bytes;
            slices[k].first_submit = std::min(slices[k].first_submit, thread.slices[k].first_submit);
            slices[k].last_complete = std::max(slices[k].last_complete, thread.slices[k].last_complete);
        }
    }
    if (result.ios != 0) {
        const std::int64_t elapsed = last_completion - shared.measure_start_ns;
        result.seconds = ns_to_seconds(elapsed);
        if (elapsed > 0) {
            result.mb_per_s = static_cast<double>(result.bytes) / result.seconds / 1e6;
            result.iops = static_cast<double>(result.ios) / result.seconds;
        }
        // Per-second samples; a last interval shorter than half a second (the
        // drain after the deadline, the tail of a byte-limited run) joins
        // the one before it.
        struct Interval {
            std::int64_t begin, end;
            std::uint64_t ios, bytes;
        };
        std::vector<Interval> intervals;
        for (std::size_t k = 0; k < second_ios.size(); ++k) {
            const std::int64_t begin = static_cast<std::int64_t>(k) * kNanosPerSecond;
            const std::int64_t end = std::min(begin + kNanosPerSecond, elapsed);
            if (end <= begin) continue;
            intervals.push_back({begin, end, second_ios[k], second_bytes[k]});
        }
        if (intervals.size() >= 2 && intervals.back().end - intervals.back().begin < kNanosPerSecond / 2) {
            const Interval last = intervals.back();
            intervals.pop_back();
            intervals.back().end = last.end;
            intervals.back().ios += last.ios;
            intervals.back().bytes += last.bytes;
        }
        for (const auto& interval : intervals) {
            const double length = ns_to_seconds(interval.end - interval.begin);
            result.samples.push_back(Sample{ns_to_seconds(interval.end),
                                            static_cast<double>(interval.bytes) / length / 1e6,
                                            static_cast<double>(interval.ios) / length});
        }
    }
    for (std::size_t k = 0; k < slices.size(); ++k) {
        SliceResult slice;
        slice.offset = job.span_offset + k * job.slice_bytes;
        slice.bytes = slices[k].bytes;
        if (slices[k].bytes != 0 && slices[k].last_complete > slices[k].first_submit) {
            slice.seconds = ns_to_seconds(slices[k].last_complete - slices[k].first_submit);
            slice.mb_per_s = static_cast<double>(slice.bytes) / slice.seconds / 1e6;
        }
        result.slices.push_back(slice);
    }
    return result;
}

} // namespace ssd::bench
