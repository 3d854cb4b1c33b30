#include "core/bench/replay_engine.h"

#include <algorithm>
#include <map>
#include <utility>

#include "core/bench/aligned_buffer.h"
#include "core/bench/io_error.h"
#include "core/bench/write_pool.h"
#include "core/trace/trace_summary.h"

namespace ssd::bench {

namespace {

constexpr std::size_t kReplayBufferAlignment = 4096;

struct ReplaySlot {
    std::size_t request = 0;   // index into the job's requests
    std::int64_t submit_ns = 0;
    std::optional<std::size_t> pool_buffer; // a write's, given back on completion
};

// The replay's running figures, turned into the JobResult at the end.
class ReplayTally {
public:
    explicit ReplayTally(std::int64_t start_ns) : start_ns_(start_ns) {}

    void issued(std::int64_t now, std::uint32_t in_flight_before) {
        if (in_flight_before == 0) busy_since_ = now;
    }
    void completed(const ReplayRequest& request, std::int64_t submit_ns, std::int64_t now) {
        const auto took = static_cast<std::uint64_t>(std::max<std::int64_t>(now - submit_ns, 0));
        latency_.record(took);
        ReplayClassResult& size = classes_[{request.direction, trace::size_class_of(request.length)}];
        ++size.requests;
        size.bytes += request.length;
        size.latency.record(took);
        ++ios_;
        bytes_ += request.length;
        if (request.direction == IoDirection::Read) {
            ++read_ios_;
            read_bytes_ += request.length;
        } else {
            ++write_ios_;
            write_bytes_ += request.length;
        }
        const auto second = static_cast<std::size_t>(std::max<std::int64_t>(now - start_ns_ - 1, 0) / kNanosPerSecond);
        if (second >= second_bytes_.size()) {
            second_bytes_.resize(second + 1, 0);
            second_ios_.resize(second + 1, 0);
        }
        second_bytes_[second] += request.length;
        ++second_ios_[second];
        last_completion_ = std::max(last_completion_, now);
    }
    void idle_from(std::int64_t now) { busy_ns_ += now - busy_since_; }
    void late_by(std::int64_t lag_ns) { lag_.record(static_cast<std::uint64_t>(std::max<std::int64_t>(lag_ns, 0))); }
    std::uint64_t ios() const { return ios_; }
    std::uint64_t bytes() const { return bytes_; }

    JobResult result(const JobSpec& job, const ReplayJob& replay) {
        JobResult result;
        result.job = job;
        result.bytes = bytes_;
        result.ios = ios_;
        result.all_ios = ios_;
        result.all_bytes = bytes_;
        result.read_bytes = read_bytes_;
        result.write_bytes = write_bytes_;
        result.read_ios = read_ios_;
        result.write_ios = write_ios_;
        result.latency = latency_;
        // The job's time is the busy time: its rates are the drive's, without the user's idle time.
        result.seconds = ns_to_seconds(busy_ns_);
        if (busy_ns_ > 0) {
            result.mb_per_s = static_cast<double>(bytes_) / result.seconds / 1e6;
            result.iops = static_cast<double>(ios_) / result.seconds;
        }
        const std::int64_t elapsed = last_completion_ - start_ns_;
        for (std::size_t k = 0; k < second_bytes_.size(); ++k) {
            const std::int64_t begin = static_cast<std::int64_t>(k) * kNanosPerSecond;
            const std::int64_t end = std::min(begin + kNanosPerSecond, elapsed);
            if (end <= begin) continue;
            const double length = ns_to_seconds(end - begin);
            result.samples.push_back({ns_to_seconds(end), static_cast<double>(second_bytes_[k]) / length / 1e6,
                                      static_cast<double>(second_ios_[k]) / length});
        }
        ReplayResult& out = result.replay.emplace();
        out.trace_name = replay.trace_name;
        out.fingerprint = replay.fingerprint;
        out.speed = replay.speed;
        out.max_in_flight = replay.max_in_flight;
        out.mapping = replay.mapping;
        out.requests = ios_;
        out.bytes = bytes_;
        out.elapsed_seconds = ns_to_seconds(std::max<std::int64_t>(elapsed, 0));
        out.busy_seconds = result.seconds;
        out.data_rate_mb_per_s = result.mb_per_s;
        for (auto& [key, size] : classes_) {
            size.direction = key.first;
            size.size_class = key.second;
            out.classes.push_back(std::move(size));
        }
        out.issue_lag = lag_;
        return result;
    }

private:
    std::int64_t start_ns_;
    std::int64_t busy_since_ = 0;
    std::int64_t busy_ns_ = 0;
    std::int64_t last_completion_ = 0;
    std::uint64_t ios_ = 0, bytes_ = 0, read_ios_ = 0, read_bytes_ = 0, write_ios_ = 0, write_bytes_ = 0;
    LatencyHistogram latency_;
    LatencyHistogram lag_;
    std::map<std::pair<IoDirection, std::uint64_t>, ReplayClassResult> classes_;
    std::vector<std::uint64_t> second_bytes_, second_ios_;
};

bool stop_requested(const EngineContext& context) {
    return context.stop != nullptr && context.stop->load(std::memory_order_relaxed) != 0;
}

} // namespace

Result<JobResult> run_replay(IoBackend& backend, const ReplayJob& replay, const JobSpec& job,
                             const EngineContext& context) {
    if (context.clock == nullptr) return fail(ErrorCode::Usage, "run_replay needs a clock");
    if (replay.requests.empty()) return fail(ErrorCode::Usage, "the replay has no requests");
    Clock& clock = *context.clock;
    const IoThreadPlacementScope placed(context.placement, 0, 1);
    const std::uint32_t depth = std::clamp<std::uint32_t>(replay.max_in_flight, 1, kMaxReplayInFlight);
    const std::size_t buffer_bytes = (std::size_t{replay.largest} + kReplayBufferAlignment - 1) /
                                     kReplayBufferAlignment * kReplayBufferAlignment;
    // Reads land in a buffer per slot; writes go out from the write pool's (write_pool.h).
    AlignedBuffer memory(depth * buffer_bytes, kReplayBufferAlignment);
    std::vector<IoBuffer> buffers(depth);
    for (std::uint32_t i = 0; i < depth; ++i) buffers[i] = IoBuffer{memory.data() + i * buffer_bytes, buffer_bytes};
    std::optional<WritePool> pool;
    const bool any_writes = std::any_of(replay.requests.begin(), replay.requests.end(),
                                        [](const ReplayRequest& request) { return request.direction == IoDirection::Write; });
    if (any_writes) {
        pool.emplace(buffer_bytes, write_pool_buffers(buffer_bytes, depth, 1), job.data,
                     mix64(context.seed ^ 0x7265706c61790001ULL));
        pool->append_to(buffers); // from index `depth` on
    }
    auto queue = backend.open_queue(QueueOptions{depth, buffers});
    if (!queue) return tl::unexpected(queue.error());

    const std::optional<CpuTimes> cpu_before = context.cpu != nullptr ? context.cpu->now() : std::nullopt;
    std::vector<ReplaySlot> slots(depth);
    std::vector<std::uint32_t> free_slots;
    for (std::uint32_t i = depth; i > 0; --i) free_slots.push_back(i - 1);
    std::vector<IoCompletion> completions(depth);
    std::vector<std::uint32_t> just_prepared;

    const std::int64_t start_ns = clock.now_ns();
    const bool as_recorded = replay.speed == ReplaySpeed::AsRecorded;
    auto due_ns = [&](std::size_t index) {
        return start_ns + static_cast<std::int64_t>(replay.requests[index].at_us) * 1000;
    };
    ReplayTally tally(start_ns);
    std::optional<Error> error;
    std::size_t next = 0;
    std::uint32_t in_flight = 0;
    std::int64_t next_tick = start_ns + context.progress_interval_ns;
    std::uint64_t tick_bytes = 0, tick_ios = 0;
    std::int64_t tick_at = start_ns;
    bool stopped = false;

    for (;;) {
        std::int64_t now = clock.now_ns();
        stopped = stopped || stop_requested(context);
        just_prepared.clear();
        while (!stopped && !error && !free_slots.empty() && next < replay.requests.size() &&
               (!as_recorded || due_ns(next) <= now)) {
            const std::uint32_t index = free_slots.back();
            free_slots.pop_back();
            const ReplayRequest& request = replay.requests[next];
            std::uint32_t buffer = index;
            slots[index].pool_buffer.reset();
            if (request.direction == IoDirection::Write) {
                slots[index].pool_buffer = pool->take(request.length);
                buffer = depth + static_cast<std::uint32_t>(*slots[index].pool_buffer);
            }
            (*queue)->prepare(IoRequest{request.direction, buffer, request.length, request.offset, index});
            if (as_recorded) tally.late_by(now - due_ns(next));
            slots[index].request = next++;
            just_prepared.push_back(index);
        }
        if (in_flight == 0 && just_prepared.empty()) {
            if (stopped || error || next == replay.requests.size()) break;
            clock.sleep_until_ns(due_ns(next));  // idle until the recorded time of the next request
            continue;
        }
        const std::int64_t submit_time = clock.now_ns();
        if (!just_prepared.empty()) tally.issued(submit_time, in_flight);
        for (const auto index : just_prepared) slots[index].submit_ns = submit_time;
        in_flight += static_cast<std::uint32_t>(just_prepared.size());

        auto reaped = (*queue)->submit_and_wait(completions, 1);
        now = clock.now_ns();
        if (!reaped) {
            // The queue is broken: what is in flight cannot be drained, its buffers are abandoned.
            memory.abandon();
            if (pool) pool->abandon();
            return tl::unexpected(reaped.error());
        }
        for (std::size_t i = 0; i < *reaped; ++i) {
            const auto index = static_cast<std::uint32_t>(completions[i].tag);
            const ReplayRequest& request = replay.requests[slots[index].request];
            if (slots[index].pool_buffer) pool->give_back(*slots[index].pool_buffer);
            free_slots.push_back(index);
            --in_flight;
            if (completions[i].result != static_cast<std::int64_t>(request.length)) {
                if (!error) error = io_error(request.direction, request.offset, request.length, completions[i].result);
                continue;
            }
            tally.completed(request, slots[index].submit_ns, now);
        }
        if (in_flight == 0) tally.idle_from(now);
        if (context.progress && now >= next_tick) {
            ProgressTick tick;
            tick.elapsed_seconds = ns_to_seconds(now - start_ns);
            const double interval = ns_to_seconds(now - tick_at);
            if (interval > 0) {
                tick.mb_per_s = static_cast<double>(tally.bytes() - tick_bytes) / interval / 1e6;
                tick.iops = static_cast<double>(tally.ios() - tick_ios) / interval;
            }
            tick.fraction = static_cast<double>(next) / static_cast<double>(replay.requests.size());
            context.progress(tick);
            tick_at = now;
            tick_bytes = tally.bytes();
            tick_ios = tally.ios();
            while (next_tick <= now) next_tick += context.progress_interval_ns;
        }
    }
    if (error) return tl::unexpected(*error);
    JobResult result = tally.result(job, replay);
    result.engine = std::string(backend.engine_at(depth));
    result.interrupted = stopped;
    if (context.cpu != nullptr && cpu_before) {
        if (const auto cpu_after = context.cpu->now()) {
            result.cpu = CpuTimes{cpu_after->user_seconds - cpu_before->user_seconds,
                                  cpu_after->system_seconds - cpu_before->system_seconds};
        }
    }
    return result;
}

} // namespace ssd::bench
