// Which mechanism each job's queues got (IoBackend::engine_at, JobResult::engine)
// and how a run says it (core/bench/engine_text.h): the engine records it per
// job, the document carries it per result, an older document without it reads
// as the run's engine, and the header names the exceptions by queue depth.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/bench/bench_reader.h"
#include "core/bench/bench_report.h"
#include "core/bench/engine.h"
#include "core/bench/engine_text.h"
#include "fake_engine.h"
#include "test_constants.h"

namespace ssd::bench {
namespace {

using test::kMiB;

// The fake back end, a queue of depth 1 named as Linux's auto names it.
class DepthNamedBackend final : public IoBackend {
public:
    explicit DepthNamedBackend(IoBackend& inner) : inner_(inner) {}
    std::string_view name() const override { return inner_.name(); }
    std::string_view engine_at(std::uint32_t depth) const override { return depth <= 1 ? "psync" : inner_.name(); }
    Result<std::unique_ptr<IoQueue>> open_queue(const QueueOptions& options) override {
        return inner_.open_queue(options);
    }

private:
    IoBackend& inner_;
};

JobResult run_at_depth(std::uint32_t depth) {
    test::FakeEngine fake({}, 16 * kMiB);
    DepthNamedBackend backend(fake.backend);
    JobSpec job;
    job.access = Access::RandRead;
    job.queue_depth = depth;
    job.span_bytes = 16 * kMiB;
    job.seconds = 0.01;
    job.name = job_name(job.access, job.block_size, depth, 1);
    auto result = run_job(backend, job, fake.context());
    EXPECT_TRUE(result) << result.error().message;
    return result ? *result : JobResult{};
}

TEST(BenchEngineText, EachJobRecordsTheEngineItsQueuesGot) {
    const JobResult single = run_at_depth(1);
    const JobResult deep = run_at_depth(32);
    EXPECT_EQ(single.engine, "psync");
    EXPECT_EQ(deep.engine, "fake");
    EXPECT_EQ(job_result_to_json(single)["engine"], "psync");
    EXPECT_EQ(job_result_to_json(deep)["engine"], "fake");

    BenchReport report;
    report.target = "/var/tmp";
    report.engine = "fake";
    report.results = {deep, single};
    EXPECT_EQ(engine_text(report), "fake, psync at queue depth 1");
    EXPECT_NE(bench_report_to_text(report).find(", engine fake, psync at queue depth 1, direct I/O)"),
              std::string::npos)
        << bench_report_to_text(report);
    // The document reads back with each result's own engine.
    const auto document = bench_report_from_json(bench_report_to_json(report));
    ASSERT_TRUE(document);
    ASSERT_EQ(document->results.size(), 2U);
    EXPECT_EQ(document->results[0].engine, "fake");
    EXPECT_EQ(document->results[1].engine, "psync");
    EXPECT_EQ(engine_text(*document), "fake, psync at queue depth 1");
}

TEST(BenchEngineText, AResultWithoutAnEngineHasTheRunsOwn) {
    // Written before results named their engine.
    const nlohmann::json older = {
        {"engine", "io_uring"},
        {"results", {{{"name", "RND4K Q1T1 read"}, {"queue_depth", 1}}, {{"name", "RND4K Q32T1 read"}, {"queue_depth", 32}}}}};
    const auto document = bench_report_from_json(older);
    ASSERT_TRUE(document);
    ASSERT_EQ(document->results.size(), 2U);
    EXPECT_EQ(document->results[0].engine, "io_uring");
    EXPECT_EQ(engine_text(*document), "io_uring");
}

TEST(BenchEngineText, OtherEnginesAreListedEachWithItsDepths) {
    const std::vector<JobEngine> jobs = {{"io_uring", 32}, {"psync", 1}, {"", 8}, {"threads", 4}, {"psync", 1},
                                         {"threads", 2}};
    EXPECT_EQ(engine_text("io_uring", jobs), "io_uring, psync at queue depth 1, threads at queue depth 2, 4");
    EXPECT_EQ(engine_text("threads", std::vector<JobEngine>{{"threads", 8}}), "threads");
    EXPECT_EQ(engine_text("overlapped", {}), "overlapped");
}

} // namespace
} // namespace ssd::bench
