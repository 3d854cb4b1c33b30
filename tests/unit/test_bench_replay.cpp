// Replaying a trace (core/bench/replay*.h) on the fake back end: the requests and bytes of the
// trace, mapped into the test area; busy time without the recorded idle time; the document's
// "replay" object read back; a replay of the same trace comparable with the last.
// The traces here are synthetic (written in the test); real ones: test_trace_block_events.cpp.
#include <sstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/bench/bench_comparison.h"
#include "core/bench/bench_reader.h"
#include "core/bench/bench_report.h"
#include "core/bench/fake_io_backend.h"
#include "core/bench/plan.h"
#include "core/bench/replay_engine.h"
#include "core/bench/session.h"
#include "core/bench/wake_up.h"
#include "core/trace/trace_file.h"
#include "test_constants.h"

namespace ssd::bench {
namespace {

using test::kMiB;
using trace::TraceOp;

trace::Trace gapped_trace() {
    trace::Trace t;
    t.header.device = "/dev/sdz";
    t.header.description = "synthetic: three 4 KiB reads and a 64 KiB write, idle between them";
    t.requests = {{0, TraceOp::Read, 0, 4096, 80},
                  {1000, TraceOp::Write, 8192, 65536, 300},
                  {1000, TraceOp::Flush, 0, 0, 50},
                  {5000, TraceOp::Read, 4096, 4096, 80},
                  {5000, TraceOp::Read, 12288, 4096, 80}};
    return t;
}

struct FakeDrive {
    ManualClock clock;
    FakeIoBackend backend;
    explicit FakeDrive(std::uint64_t capacity, std::int64_t latency_ns = 100'000)
        : backend([&] {
              FakeIoBackend::Options options;
              options.clock = &clock;
              options.capacity_bytes = capacity;
              options.latency_ns = [latency_ns](const IoRequest&, std::uint64_t) { return latency_ns; };
              return options;
          }()) {}
    EngineContext context() {
        EngineContext c;
        c.clock = &clock;
        return c;
    }
};

TEST(BenchReplay, MappingWrapsAlignsAndRoundsIntoTheTestArea) {
    trace::Trace t;
    t.requests = {{0, TraceOp::Read, 10 * kMiB + 4096, 4096, 1},  // past a 4 MiB area: wraps
                  {1, TraceOp::Write, 512, 1024, 1},              // 1 KiB at 512: aligned and rounded
                  {2, TraceOp::Discard, 0, 4096, 1},
                  {3, TraceOp::Flush, 0, 0, 1},
                  {4, TraceOp::Read, 4 * kMiB - 4096, 8192, 1}}; // ends past the area: moved back
    const auto job = map_trace(t, "t", ReplaySpeed::AsFastAsPossible, 0, 4 * kMiB, 4096);
    ASSERT_TRUE(job) << job.error().message;
    ASSERT_EQ(job->requests.size(), 3U);
    EXPECT_EQ(job->requests[0].offset, 2 * kMiB + 4096);
    EXPECT_EQ(job->requests[1].offset, 0U);
    EXPECT_EQ(job->requests[1].length, 4096U);
    EXPECT_EQ(job->requests[2].offset, 4 * kMiB - 8192);
    EXPECT_EQ(job->mapping.trace_requests, 5U);
    EXPECT_EQ(job->mapping.flushes_skipped, 1U);
    EXPECT_EQ(job->mapping.discards_skipped, 1U);
    EXPECT_EQ(job->mapping.rounded, 1U);
    EXPECT_EQ(job->mapping.rounded_bytes, 3072U);
    EXPECT_EQ(job->mapping.moved, 2U);
    EXPECT_EQ(job->largest, 8192U);

    const auto too_small = map_trace(t, "t", ReplaySpeed::AsRecorded, 0, 4096, 4096);
    ASSERT_FALSE(too_small);
    EXPECT_EQ(too_small.error().code, ErrorCode::Usage);
}

TEST(BenchReplay, TheFingerprintIsTheTracesRequests) {
    trace::Trace a = gapped_trace();
    trace::Trace b = gapped_trace();
    b.header.description = "the same requests, another description";
    EXPECT_EQ(trace_fingerprint(a), trace_fingerprint(b));
    EXPECT_EQ(trace_fingerprint(a).size(), 16U);
    b.requests[3].offset += 4096;
    EXPECT_NE(trace_fingerprint(a), trace_fingerprint(b));
}

// As recorded: the idle time between requests is waited out but is not busy time; the data
// rate is over the busy time.
TEST(BenchReplay, AsRecordedTheIdleTimeIsNotBusyTime) {
    const auto replay = map_trace(gapped_trace(), "gapped", ReplaySpeed::AsRecorded, 0, 16 * kMiB, 4096);
    ASSERT_TRUE(replay);
    EXPECT_EQ(replay->max_in_flight, 2U);  // the two reads at 5000 µs overlapped when recorded
    FakeDrive drive(16 * kMiB);
    JobSpec job;
    job.name = "REPLAY gapped";
    auto result = run_replay(drive.backend, *replay, job, drive.context());
    ASSERT_TRUE(result) << result.error().message;
    ASSERT_TRUE(result->replay);
    EXPECT_EQ(result->ios, 4U);
    EXPECT_EQ(result->bytes, 3 * 4096U + 65536U);
    EXPECT_EQ(result->read_ios, 3U);
    EXPECT_EQ(result->write_bytes, 65536U);
    // Busy: 0-100 µs, 1000-1100 µs, 5000-5100 µs (the two reads together).
    EXPECT_DOUBLE_EQ(result->replay->busy_seconds, 300e-6);
    EXPECT_DOUBLE_EQ(result->replay->elapsed_seconds, 5100e-6);
    EXPECT_DOUBLE_EQ(result->mb_per_s, (3 * 4096.0 + 65536.0) / 300e-6 / 1e6);
    EXPECT_DOUBLE_EQ(result->iops, 4 / 300e-6);
    EXPECT_EQ(result->replay->issue_lag.max(), 0U);  // nothing was late
    ASSERT_EQ(result->replay->classes.size(), 2U);  // read 4K, write 64K
    EXPECT_EQ(result->replay->classes[0].requests, 3U);
    EXPECT_EQ(result->replay->classes[1].size_class, 65536U);
    EXPECT_EQ(drive.backend.records().size(), 4U);
    EXPECT_EQ(drive.backend.depth_violations(), 0U);
}

// As fast as possible: no waiting; at most max_in_flight outstanding.
TEST(BenchReplay, AsFastAsPossibleKeepsTheRecordedQueueDepth) {
    trace::Trace t;
    for (std::uint64_t i = 0; i < 100; ++i) t.requests.push_back({i * 10'000, TraceOp::Read, i * 4096, 4096, 25'000});
    const auto replay = map_trace(t, "deep", ReplaySpeed::AsFastAsPossible, 0, 16 * kMiB, 4096);
    ASSERT_TRUE(replay);
    EXPECT_EQ(replay->max_in_flight, 3U);  // each took 25 ms, one every 10 ms
    FakeDrive drive(16 * kMiB);
    JobSpec job;
    auto result = run_replay(drive.backend, *replay, job, drive.context());
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->ios, 100U);
    ASSERT_EQ(drive.backend.max_in_flight().size(), 1U);
    EXPECT_EQ(drive.backend.max_in_flight()[0], 3U);
    // 100 reads of 100 µs, three at a time: 34 rounds.
    EXPECT_NEAR(result->replay->busy_seconds, 34 * 100e-6, 1e-9);
    EXPECT_DOUBLE_EQ(result->replay->busy_seconds, result->replay->elapsed_seconds);
    EXPECT_EQ(result->replay->issue_lag.count(), 0U);
}

TEST(BenchReplay, AFailedRequestFailsTheReplay) {
    FakeIoBackend::Options options;
    ManualClock clock;
    options.clock = &clock;
    options.capacity_bytes = 16 * kMiB;
    options.result = [](const IoRequest& r, std::uint64_t) -> std::int64_t {
        return r.direction == IoDirection::Write ? -5 : std::int64_t{r.length};
    };
    FakeIoBackend backend(options);
    const auto replay = map_trace(gapped_trace(), "gapped", ReplaySpeed::AsFastAsPossible, 0, 16 * kMiB, 4096);
    ASSERT_TRUE(replay);
    EngineContext context;
    context.clock = &clock;
    const auto result = run_replay(backend, *replay, JobSpec{}, context);
    ASSERT_FALSE(result);
    EXPECT_NE(result.error().message.find("write of 65536 bytes at offset 8192 failed"), std::string::npos)
        << result.error().message;
}

BenchOptions replay_options(ReplaySpeed speed = ReplaySpeed::AsRecorded) {
    BenchOptions options;
    options.target = "/var/tmp";
    options.replay_trace = trace::trace_to_text(gapped_trace());
    options.replay_name = "gapped.trace";
    options.replay_speed = speed;
    options.size = 16 * kMiB;
    return options;
}

TargetFacts a_directory() {
    TargetFacts facts;
    facts.path = "/var/tmp";
    facts.kind = TargetKind::Directory;
    facts.directory.free_bytes = 1ULL << 40;
    return facts;
}

TEST(BenchReplay, ThePlanFillsThenReplaysAndSaysWhatItLeftOut) {
    const auto outcome = plan_bench(replay_options(), a_directory());
    ASSERT_TRUE(outcome) << outcome.error().message;
    const BenchPlan& plan = outcome->plan;
    EXPECT_EQ(plan.preset, Preset::Replay);
    ASSERT_EQ(plan.steps.size(), 2U);
    EXPECT_EQ(plan.steps[0].kind, StepKind::Fill);
    EXPECT_EQ(plan.steps[1].kind, StepKind::Replay);
    EXPECT_EQ(plan.steps[1].job.name, "REPLAY gapped.trace");
    EXPECT_EQ(plan.steps[1].job.access, Access::RandMixed);
    ASSERT_TRUE(plan.steps[1].replay);
    EXPECT_EQ(plan.steps[1].replay->requests.size(), 4U);
    EXPECT_EQ(plan.notes.front(), "1 flushes and 0 discards of the trace are not replayed");

    BenchOptions with_preset = replay_options();
    with_preset.preset = "quick";
    const auto refused = plan_bench(with_preset, a_directory());
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::Usage);
    BenchOptions broken = replay_options();
    broken.replay_trace = "ssd-toolbox trace 1\n{}\n0 Q 0 1 1\n";
    const auto unreadable = plan_bench(broken, a_directory());
    ASSERT_FALSE(unreadable);
    EXPECT_EQ(unreadable.error().message, "gapped.trace: line 3: the operation must be R, W, F or D");
    BenchOptions by_name;
    by_name.preset = "replay";
    EXPECT_FALSE(plan_bench(by_name, a_directory()));
}

TEST(BenchReplay, TheDocumentCarriesTheReplayAndASecondRunIsComparable) {
    const auto outcome = plan_bench(replay_options(), a_directory());
    ASSERT_TRUE(outcome);
    FakeDrive drive(16 * kMiB);
    SessionContext context;
    context.backend = &drive.backend;
    context.clock = &drive.clock;
    auto report = run_bench(outcome->plan, context);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->results.size(), 1U);
    const nlohmann::json doc = bench_report_to_json(*report);
    EXPECT_EQ(doc["preset"], "replay");
    const auto& replay = doc["results"][0]["replay"];
    EXPECT_EQ(replay["trace"], "gapped.trace");
    EXPECT_EQ(replay["speed"], "as-recorded");
    EXPECT_EQ(replay["requests"], 4);
    EXPECT_EQ(replay["mapping"]["flushes_skipped"], 1);
    EXPECT_DOUBLE_EQ(replay["busy_seconds"].get<double>(), 300e-6);
    EXPECT_TRUE(replay["issue_lag_us"].is_object());
    EXPECT_EQ(replay["classes"].size(), 2U);
    EXPECT_NE(bench_report_to_text(*report).find("Replay of gapped.trace (at the recorded times): 4 requests"),
              std::string::npos)
        << bench_report_to_text(*report);

    const auto read = bench_report_from_json(doc);
    ASSERT_TRUE(read);
    ASSERT_TRUE(read->results[0].replay);
    EXPECT_EQ(read->results[0].replay->fingerprint, trace_fingerprint(gapped_trace()));
    EXPECT_DOUBLE_EQ(read->results[0].replay->busy_seconds, 300e-6);
    const auto& classes = read->results[0].replay->classes;
    ASSERT_EQ(classes.size(), 2U);
    EXPECT_EQ(classes[0].rw, "read");
    EXPECT_EQ(classes[0].size_class_bytes, 4096U);
    EXPECT_EQ(classes[0].requests, 3U);
    EXPECT_EQ(classes[1].rw, "write");
    EXPECT_EQ(classes[1].size_class_bytes, 65536U);
    EXPECT_GT(classes[1].latency_us.p99, 0.0);
    EXPECT_TRUE(comparable(*read, *read));

    // Another trace under the same name is not the same job.
    BenchDocument other = *read;
    other.results[0].replay->fingerprint = "0000000000000000";
    EXPECT_FALSE(comparable(*read, other));
}

} // namespace
} // namespace ssd::bench

namespace ssd::bench {
namespace {

// The wake-up test on the fake drive: the first read after each idle period takes 300 µs, the
// one right after it 100 µs (a synthetic drive that sleeps when idle).
TEST(BenchWakeUp, EachIdlePeriodGivesItsFirstAndAwakeRequests) {
    BenchOptions options;
    options.preset = "wake-up";
    options.size = 16 * kMiB;
    const auto outcome = plan_bench(options, a_directory());
    ASSERT_TRUE(outcome) << outcome.error().message;
    const auto& steps = outcome->plan.steps;
    ASSERT_EQ(steps.size(), 2U);  // the fill, then the test
    EXPECT_TRUE(steps[1].wake_up);
    EXPECT_EQ(steps[1].job.name, "RND4K Q1T1 wake-up");
    EXPECT_NE(steps[1].description.find("0.1 s, 0.25 s, 0.5 s, 1 s, 2 s, 5 s, 10 s (3 times each)"), std::string::npos)
        << steps[1].description;

    ManualClock clock;
    FakeIoBackend::Options fake;
    fake.clock = &clock;
    fake.capacity_bytes = 16 * kMiB;
    // Sequence 0 is the uncounted first read; then first (odd) and awake (even) alternate.
    fake.latency_ns = [](const IoRequest&, std::uint64_t sequence) -> std::int64_t {
        return sequence % 2 == 1 ? 300'000 : 100'000;
    };
    FakeIoBackend backend(fake);
    EngineContext context;
    context.clock = &clock;
    const std::int64_t start = clock.now_ns();
    auto result = run_wake_up(backend, steps[1].job, context);
    ASSERT_TRUE(result) << result.error().message;
    ASSERT_TRUE(result->wake_up);
    ASSERT_EQ(result->wake_up->points.size(), kWakeUpIdleSeconds.size());
    for (const auto& point : result->wake_up->points) {
        ASSERT_EQ(point.first_ns.size(), static_cast<std::size_t>(kWakeUpRepeats));
        const WakeUpFigures figures = wake_up_figures(point);
        EXPECT_DOUBLE_EQ(figures.first_us, 300.0) << point.idle_seconds;
        EXPECT_DOUBLE_EQ(figures.awake_us, 100.0) << point.idle_seconds;
        EXPECT_DOUBLE_EQ(figures.wake_up_us, 200.0) << point.idle_seconds;
    }
    EXPECT_EQ(result->ios, kWakeUpIdleSeconds.size() * kWakeUpRepeats * 2);
    // The idle periods were waited: 3 × 18.85 s of synthetic time, and the reads.
    EXPECT_GE(clock.now_ns() - start, 56'550'000'000);

    BenchReport report;
    report.results.push_back(*result);
    const auto json = job_result_to_json(report.results[0]);
    ASSERT_TRUE(json.contains("wake_up"));
    EXPECT_EQ(json["wake_up"]["points"].size(), kWakeUpIdleSeconds.size());
    EXPECT_EQ(json["wake_up"]["points"][6]["idle_seconds"], 10.0);
    EXPECT_EQ(json["wake_up"]["points"][6]["wake_up_us"], 200.0);
    const JobSummary summary = job_summary_from_json(json);
    ASSERT_EQ(summary.wake_up.size(), kWakeUpIdleSeconds.size());
    EXPECT_DOUBLE_EQ(summary.wake_up[0].first_median_us, 300.0);
    const std::string text = bench_report_to_text(report);
    EXPECT_NE(text.find("after idle"), std::string::npos);
    // Single requests after idle periods have no data rate: the row says "-", not 0.
    const auto row = text.find("RND4K Q1T1 wake-up");
    ASSERT_NE(row, std::string::npos) << text;
    std::istringstream cells(text.substr(row + std::string_view("RND4K Q1T1 wake-up").size()));
    std::string mb_per_s, iops;
    cells >> mb_per_s >> iops;
    EXPECT_EQ(mb_per_s, "-") << text;
    EXPECT_EQ(iops, "-") << text;

    BenchOptions timed = options;
    timed.seconds = 5;
    EXPECT_FALSE(plan_bench(timed, a_directory()));
}

// Ctrl-C during an idle wait ends the test there, with what it measured.
TEST(BenchWakeUp, AStopDuringTheIdleWaitEndsIt) {
    ManualClock clock;
    FakeIoBackend::Options fake;
    fake.clock = &clock;
    fake.capacity_bytes = 16 * kMiB;
    FakeIoBackend backend(fake);
    std::atomic<int> stop{0};
    EngineContext context;
    context.clock = &clock;
    context.stop = &stop;
    int ticks = 0;
    context.progress = [&](const ProgressTick&) {
        if (++ticks == 4) stop.store(2);
    };
    JobSpec job;
    job.access = Access::RandRead;
    job.block_size = 4096;
    job.span_bytes = 16 * kMiB;
    auto result = run_wake_up(backend, job, context);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_TRUE(result->interrupted);
    EXPECT_EQ(result->ios, 8U);  // four repeats measured
    ASSERT_EQ(result->wake_up->points.size(), 2U);
    EXPECT_EQ(result->wake_up->points[1].first_ns.size(), 1U);
}

} // namespace
} // namespace ssd::bench
