// A whole run (plan → session → documents) against the fake back end.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>

#include "core/bench/bench_reader.h"
#include "core/bench/bench_report.h"
#include "core/bench/fake_io_backend.h"
#include "core/bench/plan.h"
#include "core/bench/session.h"
#include "core/safety/safety_rules.h"
#include "test_constants.h"

namespace ssd::bench {
namespace {

using test::kMiB;

TargetFacts session_directory() {
    TargetFacts facts;
    facts.path = "/var/tmp/bench";
    facts.kind = TargetKind::Directory;
    facts.directory.free_bytes = 1ULL << 40;
    return facts;
}

BenchPlan make_plan(BenchOptions options) {
    auto outcome = plan_bench(options, session_directory());
    EXPECT_TRUE(outcome);
    EXPECT_FALSE(outcome->refusal);
    return outcome->plan;
}

// Each request's synthetic latency: a millisecond, or a slow drive's 10 ms for runs of whole
// synthetic seconds. Every request simulated is real work (fresh random data for each write),
// so the fewer the requests, the fewer the minutes of CPU under the sanitizers; the steps and
// the per-second samples are the same at any latency.
constexpr std::int64_t kMillisecondLatencyNs = 1'000'000;
constexpr std::int64_t kSlowDriveLatencyNs = 10'000'000;

struct FakeRun {
    ManualClock clock;
    FakeIoBackend backend;
    std::vector<ProgressEvent> events;
    explicit FakeRun(std::uint64_t capacity, bool keep_data = false, std::int64_t latency_ns = kMillisecondLatencyNs)
        : backend([&] {
              FakeIoBackend::Options options;
              options.clock = &clock;
              options.capacity_bytes = capacity;
              options.keep_data = keep_data;
              options.latency_ns = [latency_ns](const IoRequest&, std::uint64_t) { return latency_ns; };
              return options;
          }()) {}
    SessionContext context() {
        SessionContext c;
        c.backend = &backend;
        c.clock = &clock;
        c.seed = 1234;
        c.progress = [this](const ProgressEvent& event) { events.push_back(event); };
        return c;
    }
};

TEST(BenchSession, QuickRunReportsSevenResultsAndVerifies) {
    BenchOptions options;
    options.size = 16 * kMiB;
    options.seconds = 0.02; // synthetic time; 1 MiB writes at 1 ms are 8 GB/s of fresh data
    options.warmup = 0.0;
    options.verify = true;
    const auto plan = make_plan(options);
    FakeRun run(16 * kMiB, true);
    auto report = run_bench(plan, run.context());
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->results.size(), 7U);
    EXPECT_EQ(report->results[0].job.name, "SEQ1M Q8T1 read");
    EXPECT_EQ(report->engine, "fake");
    ASSERT_TRUE(report->verify);
    EXPECT_TRUE(report->verify->ok) << report->verify->first_problem;
    EXPECT_EQ(report->verify->bytes_checked, 16 * kMiB);
    // A start event for every step (fill, seven jobs, verify) and ticks between.
    std::size_t starts = 0;
    for (const auto& event : run.events) {
        EXPECT_EQ(event.steps, 9U);
        if (event.phase == "start") ++starts;
    }
    EXPECT_EQ(starts, 9U);
    EXPECT_EQ(run.events.front().kind, StepKind::Fill);
    EXPECT_EQ(run.events.back().kind, StepKind::Verify);
}

TEST(BenchSession, ReadsComeAfterTheFill) {
    BenchOptions options;
    options.access = Access::RandRead;
    options.size = 8 * kMiB;
    options.seconds = 0.5;
    const auto plan = make_plan(options);
    FakeRun run(8 * kMiB);
    ASSERT_TRUE(run_bench(plan, run.context()));
    const auto records = run.backend.records();
    std::uint64_t written_before_first_read = 0;
    for (const auto& record : records) {
        if (record.request.direction == IoDirection::Read) break;
        written_before_first_read += record.request.length;
    }
    EXPECT_EQ(written_before_first_read, 8 * kMiB);
}

TEST(BenchSession, ConsistencyMeasuresRecoveryOnlyAfterATrim) {
    BenchOptions options;
    options.preset = "consistency";
    options.size = 8 * kMiB;
    options.seconds = 2.0;
    options.verify = true;
    const auto plan = make_plan(options);

    FakeRun trimmed(8 * kMiB, true, kSlowDriveLatencyNs);
    auto context = trimmed.context();
    context.trim = [&trimmed](std::uint64_t offset, std::uint64_t length) -> Result<TrimOutcome> {
        auto& memory = trimmed.backend.memory();
        std::fill(memory.begin() + static_cast<std::ptrdiff_t>(offset),
                  memory.begin() + static_cast<std::ptrdiff_t>(offset + length), std::byte{0});
        return TrimOutcome{true, "fake", "zeroed", length};
    };
    auto report = run_bench(plan, context);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->results.size(), 4U);
    EXPECT_EQ(report->results[0].job.name, "SEQ1M Q8T1 fill");
    EXPECT_EQ(report->results[1].samples.size(), 2U); // IOPS per second
    EXPECT_EQ(report->results[3].job.name, "RND4K Q32T1 write after TRIM");
    ASSERT_TRUE(report->trim);
    EXPECT_TRUE(report->trim->done);
    ASSERT_TRUE(report->verify);
    EXPECT_TRUE(report->verify->ok) << report->verify->first_problem;

    FakeRun untrimmed(8 * kMiB, false, kSlowDriveLatencyNs);
    auto no_trim = untrimmed.context();
    no_trim.trim = [](std::uint64_t, std::uint64_t) -> Result<TrimOutcome> {
        return TrimOutcome{false, "fake", "not supported", 0};
    };
    BenchOptions plain = options;
    plain.verify = false;
    report = run_bench(make_plan(plain), no_trim);
    ASSERT_TRUE(report);
    EXPECT_EQ(report->results.size(), 2U);
    EXPECT_FALSE(report->trim->done);
    EXPECT_FALSE(report->notes.empty());
}

TEST(BenchSession, InterruptStopsBetweenAndWithinSteps) {
    BenchOptions options;
    options.size = 8 * kMiB;
    options.seconds = 3.0;
    const auto plan = make_plan(options);
    FakeRun run(8 * kMiB, false, kSlowDriveLatencyNs);
    std::atomic<int> stop{0};
    auto context = run.context();
    context.stop = &stop;
    context.progress = [&stop](const ProgressEvent& event) {
        if (event.step == 3 && event.phase == "run") stop.store(15);
    };
    auto report = run_bench(plan, context);
    ASSERT_TRUE(report);
    EXPECT_TRUE(report->interrupted);
    EXPECT_EQ(report->results.size(), 1U); // SEQ1M Q8T1 read finished; step 3 was cut short
}

TEST(BenchSession, IoErrorEndsTheRun) {
    BenchOptions options;
    options.size = 8 * kMiB;
    options.seconds = 1.0;
    const auto plan = make_plan(options);
    ManualClock clock;
    FakeIoBackend::Options fake;
    fake.clock = &clock;
    fake.capacity_bytes = 4 * kMiB; // smaller than the span: requests beyond it fail
    FakeIoBackend backend(fake);
    SessionContext context;
    context.backend = &backend;
    context.clock = &clock;
    auto report = run_bench(plan, context);
    ASSERT_FALSE(report);
    EXPECT_EQ(report.error().code, ErrorCode::DriveRejected);
}

TEST(BenchReportJson, FollowsTheContractShape) {
    BenchOptions options;
    options.access = Access::RandWrite;
    options.queue_depth = 32;
    options.size = 8 * kMiB;
    options.seconds = 1.0;
    const auto plan = make_plan(options);
    FakeRun run(8 * kMiB);
    auto report = run_bench(plan, run.context());
    ASSERT_TRUE(report);
    const auto doc = bench_report_to_json(*report);
    EXPECT_EQ(doc["target"], "/var/tmp/bench");
    EXPECT_EQ(doc["preset"], "custom");
    EXPECT_EQ(doc["data"], "random");
    EXPECT_EQ(doc["span_bytes"], 8 * kMiB);
    ASSERT_TRUE(doc["results"].is_array());
    ASSERT_EQ(doc["results"].size(), 1U);
    const auto& result = doc["results"][0];
    EXPECT_EQ(result["name"], "RND4K Q32T1 write");
    EXPECT_EQ(result["rw"], "randwrite");
    EXPECT_EQ(result["block_size"], 4096);
    EXPECT_EQ(result["queue_depth"], 32);
    EXPECT_EQ(result["threads"], 1);
    EXPECT_TRUE(result["bytes"].is_number_unsigned());
    EXPECT_DOUBLE_EQ(result["seconds"].get<double>(), 1.0);
    // 32 in flight, 1 ms each: 32 000 IOPS exactly, latency exactly 1000 µs.
    EXPECT_DOUBLE_EQ(result["iops"].get<double>(), 32'000.0);
    EXPECT_DOUBLE_EQ(result["mb_per_s"].get<double>(), 131.072);
    for (const char* key : {"mean", "p50", "p99", "p999", "p9999", "max"}) {
        EXPECT_DOUBLE_EQ(result["latency_us"][key].get<double>(), 1000.0) << key;
    }
    ASSERT_EQ(result["samples"].size(), 1U);
    EXPECT_DOUBLE_EQ(result["samples"][0]["t"].get<double>(), 1.0);
    EXPECT_DOUBLE_EQ(result["samples"][0]["iops"].get<double>(), 32'000.0);
    EXPECT_DOUBLE_EQ(result["samples"][0]["mb_per_s"].get<double>(), 131.072);
    EXPECT_TRUE(doc["verify"].is_null());
}

TEST(BenchReportJson, ProgressEventsStartWithTheEventKey) {
    ProgressEvent event;
    event.step = 2;
    event.steps = 7;
    event.name = "RND4K Q32T1 read";
    event.phase = "run";
    event.t = 2.0;
    event.iops = 1000.0;
    const std::string line = progress_event_to_json(event).dump();
    EXPECT_EQ(line.rfind(R"({"event":"progress",)", 0), 0U) << line;
    EXPECT_EQ(line.find('\n'), std::string::npos);
}

TEST(BenchReportJson, DryRunListsChecksAndSteps) {
    TargetFacts facts;
    facts.path = "/dev/sdb";
    facts.kind = TargetKind::BlockDevice;
    facts.device.identity.device = "/dev/sdb";
    facts.device.identity.kernel_name = "sdb";
    facts.device.identity.capacity_bytes = 1ULL << 36;
    BenchOptions dry;
    dry.dry_run = true;
    // Unused: the dry run passes every check and names the token a real run needs.
    auto outcome = plan_bench(dry, facts);
    ASSERT_TRUE(outcome);
    auto doc = plan_to_json(*outcome);
    EXPECT_EQ(doc["dry_run"], true);
    EXPECT_EQ(doc["steps"][0]["step"], "open");
    EXPECT_EQ(doc["steps"][1]["step"], "fill");
    EXPECT_FALSE(doc.contains("error"));
    std::vector<std::string> names;
    for (const auto& check : doc["checks"]) {
        names.push_back(check["check"]);
        EXPECT_EQ(check["ok"], true) << check.dump();
    }
    EXPECT_EQ(names, (std::vector<std::string>{"block-device", "whole-drive", "not-in-use", "confirm"}));
    EXPECT_NE(plan_to_text(*outcome).find("--confirm sdb"), std::string::npos);

    // Mounted: the dry run still refuses, and says why.
    facts.device.usage.uses = {{safety::DeviceUse::Kind::Mounted, "/dev/sdb1", "/home"}};
    outcome = plan_bench(dry, facts);
    ASSERT_TRUE(outcome);
    doc = plan_to_json(*outcome);
    EXPECT_EQ(doc["error"]["code"], "refused");
    bool in_use_check = false;
    for (const auto& check : doc["checks"]) {
        in_use_check = in_use_check || (check["check"] == "not-in-use" && check["ok"] == false);
    }
    EXPECT_TRUE(in_use_check) << doc["checks"].dump();
    const std::string text = plan_to_text(*outcome);
    EXPECT_NE(text.find("[REFUSED] not-in-use: /dev/sdb1 is mounted on /home"), std::string::npos) << text;
}

// The readers (bench_reader.h) on the writer's output of whole fake runs: the
// quick preset (samples, seven jobs, progress events) and a read scan (slices).
double round3(double value) { return std::round(value * 1000.0) / 1000.0; }

// The quick preset on 16 MiB, 20 ms a job (synthetic time).
std::optional<BenchReport> short_quick_run(FakeRun& run) {
    BenchOptions options;
    options.size = 16 * kMiB;
    options.seconds = 0.02;
    options.warmup = 0.0;
    auto report = run_bench(make_plan(options), run.context());
    EXPECT_TRUE(report);
    return report ? std::optional<BenchReport>(std::move(*report)) : std::nullopt;
}

void expect_report_reads_back(const BenchReport& report) {
    const auto read = bench_report_from_json(bench_report_to_json(report));
    ASSERT_TRUE(read);
    EXPECT_EQ(read->target, report.target);
    EXPECT_EQ(read->kind, report.kind);
    EXPECT_EQ(read->preset, report.preset);
    EXPECT_EQ(read->data, report.data);
    EXPECT_EQ(read->span_bytes, report.span_bytes);
    EXPECT_EQ(read->engine, report.engine);
    EXPECT_EQ(read->notes, report.notes);
    ASSERT_EQ(read->results.size(), report.results.size());
    for (std::size_t i = 0; i < report.results.size(); ++i) {
        const JobSummary& r = read->results[i];
        const JobResult& w = report.results[i];
        EXPECT_EQ(r.name, w.job.name);
        EXPECT_EQ(r.bytes, w.bytes);
        EXPECT_DOUBLE_EQ(r.seconds, round3(w.seconds));
        EXPECT_DOUBLE_EQ(r.mb_per_s, round3(w.mb_per_s));
        EXPECT_DOUBLE_EQ(r.iops, round3(w.iops));
        EXPECT_DOUBLE_EQ(r.latency_us.mean, round3(w.latency.mean() / 1000.0));
        EXPECT_DOUBLE_EQ(r.latency_us.p50, round3(w.latency.percentile(50.0) / 1000.0));
        EXPECT_DOUBLE_EQ(r.latency_us.p99, round3(w.latency.percentile(99.0) / 1000.0));
        EXPECT_DOUBLE_EQ(r.latency_us.p999, round3(w.latency.percentile(99.9) / 1000.0));
        EXPECT_DOUBLE_EQ(r.latency_us.p9999, round3(w.latency.percentile(99.99) / 1000.0));
        EXPECT_DOUBLE_EQ(r.latency_us.max, round3(static_cast<double>(w.latency.max()) / 1000.0));
        ASSERT_EQ(r.samples.size(), w.samples.size());
        for (std::size_t s = 0; s < w.samples.size(); ++s) {
            EXPECT_DOUBLE_EQ(r.samples[s].t, round3(w.samples[s].t));
            EXPECT_DOUBLE_EQ(r.samples[s].mb_per_s, round3(w.samples[s].mb_per_s));
            EXPECT_DOUBLE_EQ(r.samples[s].iops, round3(w.samples[s].iops));
        }
        ASSERT_EQ(r.slices.size(), w.slices.size());
        for (std::size_t s = 0; s < w.slices.size(); ++s) {
            EXPECT_EQ(r.slices[s].offset, w.slices[s].offset);
            EXPECT_EQ(r.slices[s].bytes, w.slices[s].bytes);
            EXPECT_DOUBLE_EQ(r.slices[s].seconds, round3(w.slices[s].seconds));
            EXPECT_DOUBLE_EQ(r.slices[s].mb_per_s, round3(w.slices[s].mb_per_s));
        }
    }
}

TEST(BenchReader, QuickRunReadsBack) {
    FakeRun run(16 * kMiB);
    const auto report = short_quick_run(run);
    ASSERT_TRUE(report);
    ASSERT_EQ(report->results.size(), 7U);
    expect_report_reads_back(*report);
}

TEST(BenchReader, ReadScanSlicesReadBack) {
    BenchOptions options;
    options.preset = "read-scan";
    options.size = 16 * kMiB;
    const auto plan = make_plan(options);
    FakeRun run(16 * kMiB);
    auto report = run_bench(plan, run.context());
    ASSERT_TRUE(report);
    ASSERT_FALSE(report->results.empty());
    ASSERT_FALSE(report->results.back().slices.empty());
    expect_report_reads_back(*report);
    EXPECT_EQ(bench_report_from_json(bench_report_to_json(*report))->preset, Preset::ReadScan);
}

TEST(BenchReader, EveryProgressEventOfARunReadsBack) {
    FakeRun run(16 * kMiB);
    ASSERT_TRUE(short_quick_run(run));
    ASSERT_FALSE(run.events.empty());
    for (const ProgressEvent& written : run.events) {
        const auto line = progress_event_to_json(written);
        const auto read = progress_event_from_json(nlohmann::json(line));
        ASSERT_TRUE(read);
        // Every field, compared through the one writer (which rounds to 3 decimals).
        EXPECT_EQ(progress_event_to_json(*read), line);
    }
}

TEST(BenchReader, TheDrivesOwnCountReadsBackWhereMeasured) {
    FakeRun run(16 * kMiB);
    auto report = short_quick_run(run);
    ASSERT_TRUE(report);
    // Synthetic counts for the first job; the others were not measured (no meter).
    report->results[0].device = DeviceActivity{DeviceCounters{4000, 0, 2048000, 0, 0, 0, 7000}, 2.0};
    const auto read = bench_report_from_json(bench_report_to_json(*report));
    ASSERT_TRUE(read);
    ASSERT_TRUE(read->results[0].device);
    EXPECT_EQ(device_summary_to_json(*read->results[0].device), device_activity_to_json(*report->results[0].device));
    for (std::size_t i = 1; i < read->results.size(); ++i) EXPECT_FALSE(read->results[i].device) << i;
}

TEST(BenchReader, NotABenchReport) {
    EXPECT_FALSE(bench_report_from_json(nlohmann::json{{"error", {{"code", "refused"}, {"message", "in use"}}}}));
    EXPECT_FALSE(progress_event_from_json(nlohmann::json{{"event", "progress"}, {"action", "erase"}}));
}

} // namespace
} // namespace ssd::bench

namespace ssd::bench {
namespace {

// Synthetic drive: 1 MiB writes below 1 GiB (its "cache") complete in 40 ms,
// later ones in 400 ms: at queue depth 8, 210 MB/s then 21 MB/s.
TEST(BenchSession, SustainedStopsOnceSettledAfterTheDrop) {
    constexpr std::uint64_t kCache = 1024 * kMiB;
    ManualClock clock;
    FakeIoBackend::Options backend_options;
    backend_options.clock = &clock;
    backend_options.capacity_bytes = 1ULL << 40;
    backend_options.latency_ns = [](const IoRequest& request, std::uint64_t) -> std::int64_t {
        return request.offset < kCache ? 40'000'000 : 400'000'000;
    };
    FakeIoBackend backend(backend_options);
    BenchOptions options;
    options.preset = "sustained";
    options.data = DataPattern::Zeros; // cheap to fill; the fake keeps nothing
    const auto plan = make_plan(options);
    std::vector<ProgressEvent> events;
    SessionContext context;
    context.backend = &backend;
    context.clock = &clock;
    context.progress = [&events](const ProgressEvent& event) { events.push_back(event); };
    auto report = run_bench(plan, context);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_TRUE(report->sustained);
    const SustainedResult& sustained = *report->sustained;
    EXPECT_EQ(sustained.stopped_because, SustainedStop::Settled);
    ASSERT_TRUE(sustained.drop.dropped) << sustained.drop.no_drop_reason;
    // 1 GiB at 210 MB/s: 5.1 s. Within one second's worth of writing.
    EXPECT_NEAR(static_cast<double>(sustained.drop.bytes_before_drop), static_cast<double>(kCache), 2.1e8);
    // The eight requests complete together every 400 ms, so whole seconds
    // hold 2 or 3 batches: the rate over the settled stretch is within 10 %.
    EXPECT_NEAR(sustained.drop.after_mb_per_s, 8.0 * kMiB / 0.400 / 1e6, 2.1);
    ASSERT_TRUE(sustained.drop.settled_at_seconds);
    // Ended soon after settling, long before the time limit or the span.
    ASSERT_EQ(report->results.size(), 1U);
    EXPECT_LT(report->results[0].seconds, 45.0);
    EXPECT_LT(report->results[0].bytes, plan.span_bytes);
    // Progress: the phases in order, each one present.
    std::vector<std::string> phases;
    for (const auto& event : events) {
        if (event.phase == "run" && (phases.empty() || phases.back() != event.sustained_phase)) {
            phases.push_back(event.sustained_phase);
        }
    }
    EXPECT_EQ(phases, (std::vector<std::string>{"cache", "after-drop", "settled"}));
    // The document carries the block, and reads back with it.
    const auto document = bench_report_from_json(bench_report_to_json(*report));
    ASSERT_TRUE(document);
    ASSERT_TRUE(document->sustained);
    EXPECT_EQ(document->sustained->drop.bytes_before_drop, sustained.drop.bytes_before_drop);
    EXPECT_NE(bench_report_to_text(*report).find("Sustained write: the speed dropped"), std::string::npos);
}

TEST(BenchReader, ADocumentWithoutTheSustainedBlockReads) {
    FakeRun run(16 * kMiB);
    auto report = short_quick_run(run);
    ASSERT_TRUE(report);
    auto json = bench_report_to_json(*report);
    EXPECT_TRUE(json["sustained"].is_null());
    json.erase("sustained"); // as an ssdtool before the sustained preset wrote it
    const auto document = bench_report_from_json(json);
    ASSERT_TRUE(document);
    EXPECT_FALSE(document->sustained);
}

} // namespace
} // namespace ssd::bench
