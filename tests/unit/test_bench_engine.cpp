// The engine against the fake back end and a manual clock: every I/O is
// accounted for, the queue depth is respected, and statistics are exact on
// synthetic latencies. Time is synthetic: nothing here depends on the speed
// of the machine.
#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <map>
#include <set>
#include <string>

#include "core/bench/engine.h"
#include "core/bench/fake_io_backend.h"
#include "core/bench/write_pool.h"
#include "fake_engine.h"
#include "test_constants.h"

namespace ssd::bench {
namespace {

using test::kKiB;
using test::kMiB;

JobSpec job(Access access, std::uint32_t block_size, std::uint32_t depth, std::uint64_t span) {
    JobSpec spec;
    spec.access = access;
    spec.block_size = block_size;
    spec.queue_depth = depth;
    spec.threads = 1;
    spec.span_bytes = span;
    spec.name = job_name(access, block_size, depth, 1);
    return spec;
}

using Fixture = test::FakeEngine;

TEST(BenchEngine, ConstantLatencyGivesExactRates) {
    Fixture f;
    auto spec = job(Access::RandRead, 4096, 1, 16 * kMiB);
    spec.seconds = 1.0;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->ios, 10'000U); // 100 µs each for exactly one second
    EXPECT_EQ(result->bytes, 10'000U * 4096);
    EXPECT_DOUBLE_EQ(result->seconds, 1.0);
    EXPECT_DOUBLE_EQ(result->iops, 10'000.0);
    EXPECT_DOUBLE_EQ(result->mb_per_s, 40.96);
    EXPECT_DOUBLE_EQ(result->latency.mean(), 100'000.0);
    EXPECT_DOUBLE_EQ(result->latency.percentile(99.9), 100'000.0);
    EXPECT_EQ(result->latency.max(), 100'000U);
    ASSERT_EQ(result->samples.size(), 1U);
    EXPECT_DOUBLE_EQ(result->samples[0].t, 1.0);
    EXPECT_DOUBLE_EQ(result->samples[0].iops, 10'000.0);
    EXPECT_EQ(f.backend.records().size(), 10'000U);
}

TEST(BenchEngine, PercentilesAreExactOnSyntheticLatencies) {
    FakeIoBackend::Options options;
    // Every 100th request takes 1 ms, the others 100 µs.
    options.latency_ns = [](const IoRequest&, std::uint64_t sequence) -> std::int64_t {
        return sequence % 100 == 99 ? 1'000'000 : 100'000;
    };
    Fixture f(options);
    auto spec = job(Access::RandRead, 4096, 1, 16 * kMiB);
    spec.bytes = 1000 * 4096;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->ios, 1000U);
    EXPECT_DOUBLE_EQ(result->seconds, 0.109); // 990 × 0.1 ms + 10 × 1 ms
    EXPECT_DOUBLE_EQ(result->latency.mean(), 109'000.0);
    EXPECT_DOUBLE_EQ(result->latency.percentile(50.0), 100'000.0);
    EXPECT_DOUBLE_EQ(result->latency.percentile(99.0), 100'000.0);
    EXPECT_DOUBLE_EQ(result->latency.percentile(99.9), 1'000'000.0);
    EXPECT_EQ(result->latency.max(), 1'000'000U);
}

TEST(BenchEngine, QueueDepthIsReachedAndNeverExceeded) {
    FakeIoBackend::Options options;
    options.latency_ns = [](const IoRequest&, std::uint64_t sequence) -> std::int64_t {
        return 50'000 + static_cast<std::int64_t>(mix64(sequence) % 450'000);
    };
    Fixture f(options);
    auto spec = job(Access::RandWrite, 4096, 32, 16 * kMiB);
    spec.seconds = 0.5;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    ASSERT_EQ(f.backend.depths().size(), 1U);
    EXPECT_EQ(f.backend.depths()[0], 32U);
    EXPECT_EQ(f.backend.max_in_flight()[0], 32U);
    EXPECT_EQ(f.backend.depth_violations(), 0U);
    EXPECT_EQ(f.backend.contract_violations(), 0U);
    EXPECT_EQ(result->all_ios, f.backend.records().size());
}

TEST(BenchEngine, EveryIoIsAccountedForAcrossThreads) {
    Fixture f;
    auto spec = job(Access::Write, 64 * 1024, 8, 32 * kMiB);
    spec.threads = 4;
    spec.bytes = 32 * kMiB; // the span once
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    const auto records = f.backend.records();
    EXPECT_EQ(records.size(), 512U);
    EXPECT_EQ(result->ios, 512U);
    EXPECT_EQ(result->bytes, 32 * kMiB);
    EXPECT_EQ(result->write_bytes, 32 * kMiB);
    EXPECT_EQ(result->read_bytes, 0U);
    EXPECT_EQ(f.backend.depths().size(), 4U);
    EXPECT_EQ(f.backend.depth_violations(), 0U);
    // Sequential threads split the span: every block written exactly once.
    std::map<std::uint64_t, int> writes;
    for (const auto& record : records) {
        EXPECT_EQ(record.request.direction, IoDirection::Write);
        EXPECT_EQ(record.request.length, 64U * 1024);
        ++writes[record.request.offset];
    }
    EXPECT_EQ(writes.size(), 512U);
    for (const auto& [offset, count] : writes) {
        EXPECT_EQ(offset % (64 * 1024), 0U);
        EXPECT_LT(offset, 32 * kMiB);
        EXPECT_EQ(count, 1);
    }
}

TEST(BenchEngine, SequentialOffsetsAdvanceAndWrap) {
    Fixture f;
    auto spec = job(Access::Read, 4096, 4, 10 * 4096);
    spec.bytes = 25 * 4096;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    auto records = f.backend.records();
    std::sort(records.begin(), records.end(),
              [](const auto& a, const auto& b) { return a.submit_ns < b.submit_ns || (a.submit_ns == b.submit_ns && a.request.tag < b.request.tag); });
    std::multiset<std::uint64_t> offsets;
    for (const auto& record : records) offsets.insert(record.request.offset);
    for (std::uint64_t block = 0; block < 10; ++block) {
        EXPECT_EQ(offsets.count(block * 4096), block < 5 ? 3U : 2U); // 25 = 2 passes + 5
    }
}

TEST(BenchEngine, RandomOffsetsAreAlignedAndInsideTheSpan) {
    Fixture f;
    auto spec = job(Access::RandRead, 8192, 16, 8 * kMiB);
    spec.span_offset = 1 * kMiB;
    spec.bytes = 4000 * 8192;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    std::set<std::uint64_t> distinct;
    for (const auto& record : f.backend.records()) {
        EXPECT_EQ(record.request.offset % 8192, 0U);
        EXPECT_GE(record.request.offset, 1 * kMiB);
        EXPECT_LT(record.request.offset, 9 * kMiB);
        distinct.insert(record.request.offset);
    }
    EXPECT_GT(distinct.size(), 600U); // spread over the 1024 blocks, not stuck
}

TEST(BenchEngine, WarmupIsRunButNotCounted) {
    Fixture f;
    auto spec = job(Access::RandRead, 4096, 1, 16 * kMiB);
    spec.warmup_seconds = 0.5;
    spec.seconds = 1.0;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->all_ios, 15'000U);
    EXPECT_EQ(result->ios, 10'000U);
    EXPECT_EQ(result->latency.count(), 10'000U);
    EXPECT_DOUBLE_EQ(result->seconds, 1.0);
    ASSERT_EQ(result->samples.size(), 1U);
}

TEST(BenchEngine, PerSecondSamplesFollowTheDevice) {
    FakeIoBackend::Options options;
    // Fast for the first 10000 requests (one second), then half as fast.
    options.latency_ns = [](const IoRequest&, std::uint64_t sequence) -> std::int64_t {
        return sequence < 10'000 ? 100'000 : 200'000;
    };
    Fixture f(options);
    auto spec = job(Access::RandWrite, 4096, 1, 16 * kMiB);
    spec.seconds = 3.0;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    ASSERT_EQ(result->samples.size(), 3U);
    EXPECT_DOUBLE_EQ(result->samples[0].t, 1.0);
    EXPECT_DOUBLE_EQ(result->samples[0].iops, 10'000.0);
    EXPECT_DOUBLE_EQ(result->samples[1].t, 2.0);
    EXPECT_DOUBLE_EQ(result->samples[1].iops, 5'000.0);
    EXPECT_DOUBLE_EQ(result->samples[2].iops, 5'000.0);
    EXPECT_DOUBLE_EQ(result->samples[2].mb_per_s, 5'000.0 * 4096 / 1e6);
    EXPECT_EQ(result->ios, 20'000U);
}

TEST(BenchEngine, MixedJobHonoursTheReadShare) {
    Fixture f;
    auto spec = job(Access::RandMixed, 4096, 8, 16 * kMiB);
    spec.read_percent = 70;
    spec.bytes = 20'000 * 4096;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->read_ios + result->write_ios, 20'000U);
    const double share = static_cast<double>(result->read_ios) / 20'000.0;
    EXPECT_NEAR(share, 0.70, 0.02);
}

TEST(BenchEngine, ReadErrorEndsTheJobAfterDraining) {
    FakeIoBackend::Options options;
    options.result = [](const IoRequest& request, std::uint64_t sequence) -> std::int64_t {
        return sequence == 50 ? -EIO : static_cast<std::int64_t>(request.length);
    };
    Fixture f(options);
    auto spec = job(Access::RandRead, 4096, 16, 16 * kMiB);
    spec.seconds = 10.0;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::InputUnreadable);
    EXPECT_NE(result.error().message.find("offset"), std::string::npos);
    // Nothing left in flight: every submitted request completed.
    const auto max = f.backend.max_in_flight()[0];
    EXPECT_EQ(max, 16U);
    EXPECT_LT(f.backend.records().size(), 100U);
}

TEST(BenchEngine, ShortWriteIsAnError) {
    FakeIoBackend::Options options;
    options.result = [](const IoRequest& request, std::uint64_t sequence) -> std::int64_t {
        return sequence == 3 ? 512 : static_cast<std::int64_t>(request.length);
    };
    Fixture f(options);
    auto spec = job(Access::Write, 4096, 2, 16 * kMiB);
    spec.bytes = 100 * 4096;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::DriveRejected);
    EXPECT_NE(result.error().message.find("only 512 bytes"), std::string::npos);
}

TEST(BenchEngine, StopFlagInterruptsAndDrains) {
    Fixture f;
    std::atomic<int> stop{0};
    auto spec = job(Access::RandRead, 4096, 8, 16 * kMiB);
    spec.seconds = 60.0;
    auto context = f.context();
    context.stop = &stop;
    int ticks = 0;
    context.progress = [&](const ProgressTick&) {
        if (++ticks == 2) stop.store(2); // as a SIGINT handler would
    };
    auto result = run_job(f.backend, spec, context);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_TRUE(result->interrupted);
    EXPECT_EQ(ticks, 2);
    EXPECT_EQ(result->all_ios, f.backend.records().size()); // drained: nothing lost in flight
    EXPECT_LT(result->seconds, 3.0);
}

TEST(BenchEngine, ProgressTicksOncePerSecond) {
    Fixture f;
    auto spec = job(Access::RandRead, 4096, 4, 16 * kMiB);
    spec.warmup_seconds = 1.0;
    spec.seconds = 3.0;
    auto context = f.context();
    std::vector<ProgressTick> ticks;
    context.progress = [&](const ProgressTick& tick) { ticks.push_back(tick); };
    auto result = run_job(f.backend, spec, context);
    ASSERT_TRUE(result);
    ASSERT_EQ(ticks.size(), 4U);
    EXPECT_TRUE(ticks[0].warmup);
    EXPECT_FALSE(ticks[1].warmup);
    EXPECT_DOUBLE_EQ(ticks[0].elapsed_seconds, 1.0);
    // The tick fires on the first completion reaped at 1 s: up to a queue's
    // worth of I/O completing at that same instant may not be counted yet.
    EXPECT_NEAR(ticks[0].iops, 40'000.0, 4.0);
    EXPECT_DOUBLE_EQ(ticks[3].fraction, 1.0);
    EXPECT_DOUBLE_EQ(ticks[1].fraction, 0.5);
}

TEST(BenchEngine, ReadScanSlicesCoverTheSpan) {
    Fixture f;
    auto spec = job(Access::Read, 64 * 1024, 1, 8 * kMiB);
    spec.bytes = 8 * kMiB;
    spec.slice_bytes = 1 * kMiB;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result);
    ASSERT_EQ(result->slices.size(), 8U);
    for (std::size_t i = 0; i < 8; ++i) {
        EXPECT_EQ(result->slices[i].offset, i * kMiB);
        EXPECT_EQ(result->slices[i].bytes, kMiB);
        EXPECT_DOUBLE_EQ(result->slices[i].seconds, 16 * 100e-6); // 16 reads of 100 µs
        EXPECT_DOUBLE_EQ(result->slices[i].mb_per_s, static_cast<double>(kMiB) / (16 * 100e-6) / 1e6);
    }
}

// The queue's use: kept at its depth while measured (the fake completes each request
// after exactly 100 µs and the engine refills at once), and one kernel entry per wait.
TEST(BenchEngine, TheQueuesUseIsReported) {
    Fixture f;
    auto spec = job(Access::RandRead, 4096, 32, 16 * kMiB);
    spec.seconds = 0.5;
    spec.warmup_seconds = 0.1;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_DOUBLE_EQ(result->mean_in_flight, 32.0);
    // The fake completes the whole queue at once and all that is ready is taken.
    EXPECT_EQ(result->waits, result->all_ios / 32);

    Fixture g;
    auto single = job(Access::RandRead, 4096, 1, 16 * kMiB);
    single.seconds = 0.5;
    result = run_job(g.backend, single, g.context());
    ASSERT_TRUE(result);
    EXPECT_DOUBLE_EQ(result->mean_in_flight, 1.0);
    EXPECT_EQ(result->waits, result->all_ios);
}

TEST(BenchEngine, RandomWritesAreFreshData) {
    FakeIoBackend::Options options;
    options.keep_data = true;
    Fixture f(options, 4 * kMiB);
    auto spec = job(Access::Write, 4096, 8, 4 * kMiB);
    spec.bytes = 4 * kMiB;
    auto result = run_job(f.backend, spec, f.context());
    ASSERT_TRUE(result);
    std::set<std::string> blocks;
    const auto& memory = f.backend.memory();
    for (std::size_t at = 0; at < memory.size(); at += 4096) {
        blocks.insert(std::string(reinterpret_cast<const char*>(memory.data() + at), 4096));
    }
    EXPECT_EQ(blocks.size(), 1024U); // no block repeats another
}

// Writes go out from the write pool's buffers (write_pool.h) with fresh stamps: over
// twice the pool's 4 MiB no 512-byte sector is written twice.
TEST(BenchEngine, WritesNeverRepeatASectorBeyondThePool) {
    FakeIoBackend::Options options;
    options.keep_data = true;
    Fixture f(options, 3 * kWritePoolBytes);
    auto spec = job(Access::Write, 64 * 1024, 8, 3 * kWritePoolBytes);
    spec.bytes = 3 * kWritePoolBytes;
    ASSERT_TRUE(run_job(f.backend, spec, f.context()));
    std::set<std::string> sectors;
    const auto& memory = f.backend.memory();
    for (std::size_t at = 0; at < memory.size(); at += 512) {
        sectors.insert(std::string(reinterpret_cast<const char*>(memory.data() + at), 512));
    }
    EXPECT_EQ(sectors.size(), memory.size() / 512);
    EXPECT_EQ(f.backend.contract_violations(), 0U);
}

// Records what the engine asks of each kernel entry: how many completions to
// wait for, how many it may take, and whether it ever waits for more than it
// has in flight (which would hang a real queue).
class ReapRecorder final : public IoBackend {
public:
    explicit ReapRecorder(IoBackend& inner) : inner_(inner) {}
    std::string_view name() const override { return inner_.name(); }
    Result<std::unique_ptr<IoQueue>> open_queue(const QueueOptions& options) override {
        huge_pages_asked.push_back(options.huge_pages);
        auto queue = inner_.open_queue(options);
        if (!queue) return queue;
        return std::unique_ptr<IoQueue>(std::make_unique<Queue>(*this, std::move(*queue)));
    }
    std::vector<bool> huge_pages_asked; // per queue opened
    std::set<std::size_t> waited_for;
    std::set<std::size_t> room;
    std::size_t most_returned = 0;
    bool waited_beyond_flight = false;
    std::set<std::size_t> submitted_together; // requests per call that submitted any

private:
    struct Queue final : IoQueue {
        Queue(ReapRecorder& owner, std::unique_ptr<IoQueue> inner) : owner_(owner), inner_(std::move(inner)) {}
        void prepare(const IoRequest& request) override {
            ++in_flight_;
            ++prepared_;
            inner_->prepare(request);
        }
        Result<std::size_t> submit_and_wait(std::span<IoCompletion> out, std::size_t min_complete) override {
            if (prepared_ != 0) owner_.submitted_together.insert(prepared_);
            prepared_ = 0;
            owner_.waited_for.insert(min_complete);
            owner_.room.insert(out.size());
            if (min_complete > in_flight_) owner_.waited_beyond_flight = true;
            auto count = inner_->submit_and_wait(out, min_complete);
            if (count) {
                owner_.most_returned = std::max(owner_.most_returned, *count);
                in_flight_ -= *count;
            }
            return count;
        }
        ReapRecorder& owner_;
        std::unique_ptr<IoQueue> inner_;
        std::size_t in_flight_ = 0;
        std::size_t prepared_ = 0;
    };
    IoBackend& inner_;
};

TEST(BenchEngine, WaitsForAQuarterOfTheQueueAndTakesEveryCompletionReady) {
    // Completion times spread over 100-196 us, so completions arrive one by one.
    FakeIoBackend::Options options;
    options.latency_ns = [](const IoRequest&, std::uint64_t sequence) {
        return std::int64_t{100'000} + static_cast<std::int64_t>((sequence * 7919) % 97) * 1000;
    };
    Fixture f(options);
    ReapRecorder recorder(f.backend);
    auto spec = job(Access::RandRead, 4096, 32, 16 * kMiB);
    spec.bytes = 3200 * 4096;
    auto result = run_job(recorder, spec, f.context());
    ASSERT_TRUE(result);
    EXPECT_EQ(*recorder.waited_for.rbegin(), 8U); // depth / 4; fewer only while draining
    EXPECT_TRUE(recorder.waited_for.contains(8U));
    EXPECT_FALSE(recorder.waited_beyond_flight);
    EXPECT_EQ(recorder.room, (std::set<std::size_t>{32})); // all that is ready may be taken
    EXPECT_EQ(f.backend.max_in_flight()[0], 32U);          // the queue still fills
    EXPECT_EQ(result->ios, 3200U);

    Fixture g;
    ReapRecorder constant(g.backend);
    result = run_job(constant, spec, g.context());
    ASSERT_TRUE(result);
    EXPECT_DOUBLE_EQ(result->latency.mean(), 100'000.0); // the statistics stay exact
    EXPECT_EQ(constant.most_returned, 32U);               // everything ready is taken at once

    Fixture h;
    ReapRecorder one_by_one(h.backend);
    auto context = h.context();
    context.refill_after = 1;
    ASSERT_TRUE(run_job(one_by_one, spec, context));
    EXPECT_EQ(one_by_one.waited_for, (std::set<std::size_t>{1}));
}

TEST(BenchEngine, ShallowQueuesWaitForOneOrTwo) {
    for (const auto& [depth, expected] : {std::pair{1U, 1U}, std::pair{3U, 1U}, std::pair{8U, 2U}}) {
        Fixture f;
        ReapRecorder recorder(f.backend);
        auto spec = job(Access::Read, 64 * 1024, depth, 16 * kMiB);
        spec.bytes = 256 * 64 * 1024;
        ASSERT_TRUE(run_job(recorder, spec, f.context()));
        EXPECT_EQ(*recorder.waited_for.rbegin(), expected) << "depth " << depth;
        EXPECT_FALSE(recorder.waited_beyond_flight) << "depth " << depth;
    }
}

// Adjacent requests submitted together are merged by the block layer (the drive
// then gets larger requests than the job names): sequential ones go one per call.
TEST(BenchEngine, SequentialRequestsAreSubmittedOneByOneRandomOnesInBatches) {
    for (const Access access : {Access::Read, Access::Write}) {
        Fixture f;
        ReapRecorder recorder(f.backend);
        auto spec = job(access, 1024 * 1024, 8, 16 * kMiB);
        spec.bytes = 64 * 1024 * 1024;
        const auto result = run_job(recorder, spec, f.context());
        ASSERT_TRUE(result) << result.error().message;
        EXPECT_EQ(recorder.submitted_together, (std::set<std::size_t>{1})) << access_name(access);
        EXPECT_EQ(f.backend.max_in_flight()[0], 8U) << access_name(access); // the queue still fills
        EXPECT_EQ(result->ios, 64U);
        EXPECT_EQ(result->waits, result->ios / 8); // the fake completes all 8 at once; one wait takes them
    }
    Fixture f;
    ReapRecorder recorder(f.backend);
    auto spec = job(Access::RandRead, 4096, 8, 16 * kMiB);
    spec.bytes = 64 * 4096;
    ASSERT_TRUE(run_job(recorder, spec, f.context()));
    EXPECT_TRUE(recorder.submitted_together.contains(8U)); // a whole queue refilled in one call
}

// Huge pages only where a request spans several pages: a 4 KiB request is one
// segment anyway, and there they cost QD1 writes 3 % on the development VM.
TEST(BenchEngine, HugePagesAreAskedForRequestsLargerThanAPage) {
    for (const auto& [block, expected] : {std::pair{4096U, false}, std::pair{8192U, true}, std::pair{1048576U, true}}) {
        Fixture f;
        ReapRecorder recorder(f.backend);
        auto spec = job(Access::RandWrite, block, 4, 16 * kMiB);
        spec.bytes = 16 * std::uint64_t{block};
        ASSERT_TRUE(run_job(recorder, spec, f.context()));
        EXPECT_EQ(recorder.huge_pages_asked, std::vector<bool>{expected}) << block;
    }
}

// --- verification -------------------------------------------------------------

struct VerifyFixture {
    FakeIoBackend::Options options;
    std::uint64_t span = 2 * kMiB;
    void write_then_verify(const std::function<void(FakeIoBackend&)>& tamper, VerifyOutcome& outcome,
                           Access access = Access::RandWrite, std::uint32_t depth = 16) {
        ManualClock clock;
        options.clock = &clock;
        options.capacity_bytes = span;
        options.keep_data = true;
        FakeIoBackend backend(options);
        VerifyState state(0xfeed, 4096, 0, span);
        EngineContext context;
        context.clock = &clock;
        context.verify = &state;
        auto fill = job(Access::Write, 64 * 1024, 4, span);
        fill.bytes = span;
        ASSERT_TRUE(run_job(backend, fill, context));
        auto writes = job(access, 4096, depth, span);
        writes.bytes = 2000 * 4096;
        writes.threads = 2;
        ASSERT_TRUE(run_job(backend, writes, context));
        if (tamper) tamper(backend);
        auto check = job(Access::Read, 64 * 1024, 4, span);
        check.bytes = span;
        check.check_reads = true;
        ASSERT_TRUE(run_job(backend, check, context));
        outcome = state.outcome();
    }
};

TEST(BenchVerify, CleanPathVerifies) {
    VerifyFixture f;
    VerifyOutcome outcome;
    f.write_then_verify(nullptr, outcome);
    EXPECT_TRUE(outcome.ok) << outcome.first_problem;
    EXPECT_EQ(outcome.bytes_checked, f.span);
    EXPECT_EQ(outcome.bad_units, 0U);
}

TEST(BenchVerify, CorruptionIsFound) {
    VerifyFixture f;
    VerifyOutcome outcome;
    f.write_then_verify([](FakeIoBackend& backend) { backend.memory()[3 * 4096 + 1000] ^= std::byte{1}; }, outcome);
    EXPECT_FALSE(outcome.ok);
    EXPECT_EQ(outcome.bad_units, 1U);
    EXPECT_EQ(outcome.first_bad_offset, 3U * 4096);
    EXPECT_NE(outcome.first_problem.find("corrupted"), std::string::npos);
}

TEST(BenchVerify, LostWriteIsFound) {
    VerifyFixture f;
    // Requests 0-31 are the fill (64 KiB each), 32-2031 the 4 KiB writes; drop
    // the last few, so no later write can hide the loss.
    f.options.drop_write = [](const IoRequest&, std::uint64_t sequence) { return sequence >= 2024; };
    VerifyOutcome outcome;
    f.write_then_verify(nullptr, outcome);
    EXPECT_FALSE(outcome.ok);
    EXPECT_GE(outcome.bad_units, 1U);
    EXPECT_NE(outcome.first_problem.find("lost write"), std::string::npos) << outcome.first_problem;
}

TEST(BenchVerify, MisdirectedWriteIsFound) {
    VerifyFixture f;
    f.options.write_offset = [](const IoRequest& request, std::uint64_t sequence) {
        return sequence == 2031 ? (request.offset + 4096) % (2 * kMiB) : request.offset;
    };
    VerifyOutcome outcome;
    f.write_then_verify(nullptr, outcome);
    EXPECT_FALSE(outcome.ok);
    EXPECT_GE(outcome.bad_units, 1U);
    EXPECT_TRUE(outcome.first_problem.find("misdirected") != std::string::npos ||
                outcome.first_problem.find("lost write") != std::string::npos)
        << outcome.first_problem;
}

TEST(BenchVerify, NoTwoWritesOfOneBlockInFlight) {
    VerifyFixture f;
    f.span = 64 * 4096; // 64 blocks, 2 threads × 32 deep: collisions would be likely
    VerifyOutcome outcome;
    f.options.latency_ns = [](const IoRequest&, std::uint64_t sequence) -> std::int64_t {
        return 10'000 + static_cast<std::int64_t>(mix64(sequence) % 90'000);
    };
    f.write_then_verify(nullptr, outcome, Access::RandWrite, 32);
    EXPECT_TRUE(outcome.ok) << outcome.first_problem;
}

} // namespace
} // namespace ssd::bench
