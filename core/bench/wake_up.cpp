#include "core/bench/wake_up.h"

#include <algorithm>

#include "core/bench/aligned_buffer.h"
#include "core/bench/data_pattern.h"
#include "core/bench/io_error.h"
#include "core/util/median.h"

namespace ssd::bench {

namespace {

constexpr std::int64_t kStopCheckNs = 100'000'000;  // a wait looks at the stop flag this often

bool stop_asked(const EngineContext& context) {
    return context.stop != nullptr && context.stop->load(std::memory_order_relaxed) != 0;
}

double median_us(const std::vector<std::uint64_t>& nanoseconds) {
    return median_of(std::vector<double>(nanoseconds.begin(), nanoseconds.end())) / 1000.0;
}

// One 4 KiB read on a queue of depth 1, timed from submission to completion.
class Prober {
public:
    Prober(IoQueue& queue, const JobSpec& job, std::uint64_t seed, Clock& clock)
        : queue_(queue), job_(job), rng_(seed), clock_(clock) {}

    Result<std::uint64_t> read_once() {
        const std::uint64_t blocks = std::max<std::uint64_t>(job_.span_bytes / job_.block_size, 1);
        const std::uint64_t offset = job_.span_offset + rng_.below(blocks) * job_.block_size;
        queue_.prepare(IoRequest{IoDirection::Read, 0, job_.block_size, offset, 0});
        const std::int64_t submitted = clock_.now_ns();
        IoCompletion completion;
        auto reaped = queue_.submit_and_wait(std::span<IoCompletion>(&completion, 1), 1);
        const std::int64_t completed = clock_.now_ns();
        if (!reaped) return tl::unexpected(reaped.error());
        if (*reaped != 1 || completion.result != static_cast<std::int64_t>(job_.block_size)) {
            return tl::unexpected(io_error(IoDirection::Read, offset, job_.block_size, completion.result));
        }
        return static_cast<std::uint64_t>(std::max<std::int64_t>(completed - submitted, 0));
    }

private:
    IoQueue& queue_;
    const JobSpec& job_;
    Rng rng_;
    Clock& clock_;
};

} // namespace

WakeUpFigures wake_up_figures(const WakeUpPoint& point) {
    WakeUpFigures figures;
    figures.first_us = median_us(point.first_ns);
    figures.awake_us = median_us(point.awake_ns);
    figures.wake_up_us = std::max(figures.first_us - figures.awake_us, 0.0);
    return figures;
}

Result<JobResult> run_wake_up(IoBackend& backend, const JobSpec& job, const EngineContext& context) {
    if (context.clock == nullptr) return fail(ErrorCode::Usage, "run_wake_up needs a clock");
    Clock& clock = *context.clock;
    const IoThreadPlacementScope placed(context.placement, 0, 1);
    AlignedBuffer memory(job.block_size, 4096);
    const IoBuffer buffer{memory.data(), job.block_size};
    auto queue = backend.open_queue(QueueOptions{1, std::span<const IoBuffer>(&buffer, 1)});
    if (!queue) return tl::unexpected(queue.error());
    Prober prober(**queue, job, mix64(context.seed ^ 0x77616b6575700001ULL), clock);

    JobResult result;
    result.job = job;
    result.engine = std::string(backend.engine_at(1));
    WakeUpResult& wake_up = result.wake_up.emplace();
    const std::int64_t start = clock.now_ns();
    // One read first, not counted: the test starts from a drive that has just worked.
    if (auto first = prober.read_once(); !first) return tl::unexpected(first.error());
    const double total_idle = [] {
        double sum = 0.0;
        for (const double idle : kWakeUpIdleSeconds) sum += idle;
        return sum * kWakeUpRepeats;
    }();
    double idled = 0.0;
    for (const double idle : kWakeUpIdleSeconds) {
        WakeUpPoint& point = wake_up.points.emplace_back();
        point.idle_seconds = idle;
        for (int repeat = 0; repeat < kWakeUpRepeats && !result.interrupted; ++repeat) {
            const std::int64_t until = clock.now_ns() + seconds_to_ns(idle);
            while (clock.now_ns() < until && !stop_asked(context)) {
                clock.sleep_until_ns(std::min(until, clock.now_ns() + kStopCheckNs));
            }
            if (stop_asked(context)) {
                result.interrupted = true;
                break;
            }
            for (auto* into : {&point.first_ns, &point.awake_ns}) {
                auto took = prober.read_once();
                if (!took) return tl::unexpected(took.error());
                into->push_back(*took);
                result.latency.record(*took);
                ++result.ios;
                ++result.read_ios;
                result.bytes += job.block_size;
                result.read_bytes += job.block_size;
            }
            idled += idle;
            if (context.progress) {
                ProgressTick tick;
                tick.elapsed_seconds = ns_to_seconds(clock.now_ns() - start);
                tick.fraction = idled / total_idle;
                context.progress(tick);
            }
        }
        if (result.interrupted) break;
    }
    result.all_ios = result.ios + 1;
    result.all_bytes = result.bytes + job.block_size;
    result.seconds = ns_to_seconds(clock.now_ns() - start);
    return result;
}

} // namespace ssd::bench
