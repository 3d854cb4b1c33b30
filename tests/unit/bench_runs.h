// Real `bench` documents for the comparison and history tests: plans made by
// the core and run by the engine against the fake I/O back end (every request
// completes after a fixed latency on a manual clock), as
// test_bench_session.cpp runs them. The drive's facts are synthetic (the
// Samsung 860 EVO of test_bench_plan.cpp); the documents are the engine's own.
#pragma once

#include <atomic>
#include <cstdlib>
#include <cstdint>
#include <memory>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/bench/bench_platform.h"
#include "core/bench/bench_report.h"
#include "core/bench/fake_io_backend.h"
#include "core/bench/plan.h"
#include "core/bench/session.h"

namespace ssd::test {

inline constexpr std::uint64_t kBenchMiB = 1024 * 1024;
inline constexpr char kBenchSerial[] = "S3Z9NB0K123456";
inline constexpr char kBenchModel[] = "Samsung SSD 860 EVO 500GB";

// A whole, unused SATA drive (synthetic facts).
inline bench::TargetFacts bench_drive_facts(const std::string& device = "/dev/sdb", const std::string& model = kBenchModel,
                                            const std::string& serial = kBenchSerial) {
    bench::TargetFacts facts;
    facts.path = device;
    facts.kind = bench::TargetKind::BlockDevice;
    auto& identity = facts.device.identity;
    identity.device = device;
    identity.kernel_name = device.substr(device.rfind('/') + 1);
    identity.serial = serial;
    identity.model = model;
    identity.protocol = Protocol::Ata;
    identity.transport = Transport::Sata;
    identity.capacity_bytes = 500107862016ULL;
    facts.device.logical_block_size = 512;
    facts.device.usage.nodes_checked = {device};
    return facts;
}

// A short quick run: 16 MiB, 20 ms per job, no warm-up (time is the fake clock's).
inline bench::BenchOptions short_quick_run(const std::string& target = "/dev/sdb",
                                          const std::string& serial = kBenchSerial) {
    bench::BenchOptions options;
    options.target = target;
    options.size = 16 * kBenchMiB;
    options.seconds = 0.02;
    options.warmup = 0.0;
    if (target.starts_with("/dev/")) options.confirm = serial; // the quick preset writes
    return options;
}

// Interrupts that never come (the CLI asks for a scope before every run).
class NoInterrupts final : public bench::InterruptScope {
public:
    const std::atomic<int>& flag() const override { return flag_; }
    [[noreturn]] void exit_as_interrupted() override { std::abort(); } // never called: flag() stays 0

private:
    std::atomic<int> flag_{0};
};

// The platform of a benchmark against the fake back end: `facts` as inspected,
// every request served after `latency_ns`.
class FakeBenchPlatform final : public bench::BenchPlatform {
public:
    FakeBenchPlatform(bench::TargetFacts facts, std::int64_t latency_ns)
        : facts_(std::move(facts)), latency_ns_(latency_ns) {}

    Result<bench::TargetFacts> inspect(const std::string&) override { return facts_; }
    Result<std::unique_ptr<bench::OpenedTarget>> open(const bench::BenchPlan& plan, const bench::TargetFacts&) override {
        bench::FakeIoBackend::Options options;
        options.clock = &clock_;
        options.capacity_bytes = plan.span_bytes;
        const std::int64_t latency = latency_ns_;
        options.latency_ns = [latency](const bench::IoRequest&, std::uint64_t) { return latency; };
        return std::unique_ptr<bench::OpenedTarget>(std::make_unique<Target>(options));
    }
    void set_latency(std::int64_t latency_ns) { latency_ns_ = latency_ns; }
    bench::Clock& clock() override { return clock_; }
    bench::CpuMeter* cpu_meter() override { return cpu_meter_; }
    void set_cpu_meter(bench::CpuMeter* meter) { cpu_meter_ = meter; }
    std::unique_ptr<bench::InterruptScope> catch_interrupts() override { return std::make_unique<NoInterrupts>(); }
    bool stderr_is_terminal() override { return false; }
    std::uint64_t random_seed() override { return 1234; }

private:
    class Target final : public bench::OpenedTarget {
    public:
        explicit Target(bench::FakeIoBackend::Options options) : backend_(std::move(options)) {}
        bench::IoBackend& backend() override { return backend_; }
        Result<bench::TrimOutcome> trim(std::uint64_t, std::uint64_t) override { return bench::TrimOutcome{}; }
        std::vector<std::string> notes() const override { return {}; }

    private:
        bench::FakeIoBackend backend_;
    };

    bench::TargetFacts facts_;
    std::int64_t latency_ns_;
    bench::ManualClock clock_;
    bench::CpuMeter* cpu_meter_ = nullptr;
};

// The document of one finished run of `options` on `facts` at `latency_ns` per request.
inline nlohmann::json bench_run_document(const bench::BenchOptions& options, std::int64_t latency_ns,
                                         const bench::TargetFacts& facts = bench_drive_facts()) {
    FakeBenchPlatform platform(facts, latency_ns);
    auto outcome = bench::plan_bench(options, facts);
    EXPECT_TRUE(outcome) << (outcome ? "" : outcome.error().message);
    if (!outcome) return nullptr;
    EXPECT_FALSE(outcome->refusal) << outcome->refusal->message;
    auto target = platform.open(outcome->plan, facts);
    bench::SessionContext session;
    session.backend = &(*target)->backend();
    session.clock = &platform.clock();
    session.seed = platform.random_seed();
    auto report = bench::run_bench(outcome->plan, session);
    EXPECT_TRUE(report) << (report ? "" : report.error().message);
    return report ? bench::bench_report_to_json(*report) : nlohmann::json(nullptr);
}

} // namespace ssd::test
