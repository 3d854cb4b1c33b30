// Benchmark runs in the drive history (core/history/bench_history.h) and the
// `bench` handler that stores them (core/requests/handle_bench.cpp), on runs
// the engine made against the fake I/O back end (bench_runs.h) and a
// MemoryHistoryStore.
#include <gtest/gtest.h>

#include "bench_handler_run.h"
#include "bench_runs.h"
#include "core/history/bench_history.h"
#include "core/history/memory_history_store.h"
#include "history_samples.h"
#include "test_constants.h"

namespace ssd::test {
namespace {

using history::DriveKey;
using history::MemoryHistoryStore;

using test::kFastRequestNs;
using test::kSlowRequestNs;
constexpr std::int64_t kMonday = 1763942400;  // 2025-11-24T00:00:00Z
constexpr std::int64_t kTuesday = kMonday + 86400;

const DriveKey kDrive{kBenchModel, kBenchSerial, {}, {}};

TEST(BenchHistory, FirstRunIsStoredWithNothingToCompare) {
    MemoryHistoryStore store;
    const auto outcome = history::record_bench_run(store, kDrive, bench_run_document(short_quick_run(), kFastRequestNs),
                                                   "/dev/sdb", kMonday);
    EXPECT_TRUE(outcome.stored);
    EXPECT_EQ(outcome.note, "");
    EXPECT_FALSE(outcome.previous);
    const auto stored = store.last_bench(kDrive, kMonday + 1);
    ASSERT_TRUE(stored && *stored);
    EXPECT_EQ((*stored)->time, kMonday);
    EXPECT_EQ((*stored)->device, "/dev/sdb");
    EXPECT_EQ(nlohmann::json::parse((*stored)->document)["results"].size(), 7U);
}

TEST(BenchHistory, NextRunIsComparedWithTheLastComparableOne) {
    MemoryHistoryStore store;
    history::record_bench_run(store, kDrive, bench_run_document(short_quick_run(), kFastRequestNs), "/dev/sdb", kMonday);
    // A read-only custom run between: another job set, passed over.
    auto custom = short_quick_run();
    custom.access = bench::Access::RandRead;
    history::record_bench_run(store, kDrive, bench_run_document(custom, kFastRequestNs), "/dev/sdb", kMonday + 3600);
    // Another drive's run is never compared with this one's.
    const DriveKey other{kBenchModel, "S3Z9NB0K999999", {}, {}};
    history::record_bench_run(store, other, bench_run_document(short_quick_run(), kSlowRequestNs), "/dev/sdc", kMonday + 7200);

    const auto outcome = history::record_bench_run(store, kDrive, bench_run_document(short_quick_run(), kSlowRequestNs),
                                                   "/dev/sdd", kTuesday);
    EXPECT_TRUE(outcome.stored);
    ASSERT_TRUE(outcome.previous);
    EXPECT_EQ(outcome.previous->time, kMonday);
    EXPECT_EQ(outcome.previous->device, "/dev/sdb"); // the device name it had then
    ASSERT_EQ(outcome.previous->jobs.size(), 7U);
    ASSERT_TRUE(outcome.previous->jobs[0].mb_per_s);
    EXPECT_LT(*outcome.previous->jobs[0].mb_per_s, 0.6);
}

TEST(BenchHistory, RunsGoWithTheSampledDriveOfTheSameModelAndSerial) {
    MemoryHistoryStore store;
    const history::Sample sample = sample_from_capture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json", kMonday);
    ASSERT_FALSE(sample.drive.wwn.empty()); // the capture has one; the benchmark does not read it
    ASSERT_TRUE(store.add({sample}));
    const auto key = history::bench_drive_key(store, sample.drive.model, sample.drive.serial);
    ASSERT_TRUE(key);
    EXPECT_EQ(*key, sample.drive);
    // A drive the history has not sampled: model and serial alone.
    const auto fresh = history::bench_drive_key(store, kBenchModel, kBenchSerial);
    ASSERT_TRUE(fresh);
    EXPECT_EQ(*fresh, kDrive);
}

// ---- the handler ----------------------------------------------------------

TEST(BenchHandlerHistory, RawDriveRunIsStoredAndTheNextComparedWithIt) {
    HandlerRun first(kFastRequestNs, kMonday);
    auto response = first.run(short_quick_run());
    EXPECT_EQ(response.document["history"]["stored"], true);
    EXPECT_TRUE(response.document["previous"].is_null());
    EXPECT_EQ(first.runs_stored(kDrive), 1U);

    HandlerRun& second = first; // the same drive, a day later and at half the speed
    second.set_latency(kSlowRequestNs);
    second.now = kTuesday;
    response = second.run(short_quick_run());
    EXPECT_EQ(second.runs_stored(kDrive), 2U);
    const nlohmann::json& previous = response.document["previous"];
    ASSERT_TRUE(previous.is_object()) << response.document.dump();
    EXPECT_EQ(previous["time"], "2025-11-24T00:00:00Z");
    EXPECT_EQ(previous["device"], "/dev/sdb");
    ASSERT_EQ(previous["results"].size(), 7U);
    EXPECT_LT(previous["results"][0]["ratio"]["mb_per_s"].get<double>(), 0.6);
    EXPECT_NE(response.text.find("Compared with the run of 2025-11-24T00:00:00Z on /dev/sdb"), std::string::npos)
        << response.text;
    // The stored document is the run's own, without the comparison.
    const auto stored = second.store.last_bench(kDrive, kTuesday + 1);
    ASSERT_TRUE(stored && *stored);
    EXPECT_FALSE(nlohmann::json::parse((*stored)->document).contains("previous"));
}

TEST(BenchHandlerHistory, UnwritableDatabaseLosesNothingButSaysSo) {
    HandlerRun run(kFastRequestNs, kMonday);
    run.refuse = true;
    const auto response = run.run(short_quick_run());
    EXPECT_FALSE(response.failure);
    EXPECT_EQ(response.document["results"].size(), 7U);
    EXPECT_EQ(response.document["history"]["stored"], false);
    EXPECT_NE(response.document["history"]["note"].get<std::string>().find("permission denied"), std::string::npos);
    EXPECT_NE(response.text.find("Note: this run was not stored in the history: "), std::string::npos) << response.text;
    EXPECT_EQ(run.runs_stored(kDrive), 0U);
}

TEST(BenchHandlerHistory, DryRunsAndNoHistoryStoreNothing) {
    HandlerRun run(kFastRequestNs, kMonday);
    auto dry = short_quick_run();
    dry.dry_run = true;
    auto response = run.run(dry);
    EXPECT_FALSE(response.document.contains("history"));
    response = run.run(short_quick_run(), true);
    EXPECT_FALSE(response.document.contains("history"));
    EXPECT_FALSE(response.document.contains("previous"));
    EXPECT_EQ(run.runs_stored(kDrive), 0U);
}

TEST(BenchHandlerHistory, DirectoryRunsAreNotStoredAndSaySo) {
    bench::TargetFacts directory;
    directory.path = "/var/tmp/bench";
    directory.kind = bench::TargetKind::Directory;
    directory.directory.free_bytes = 1ULL << 40;
    HandlerRun run(kFastRequestNs, kMonday, directory);
    const auto response = run.run(short_quick_run("/var/tmp/bench"));
    EXPECT_EQ(response.document["history"]["stored"], false);
    EXPECT_NE(response.text.find("runs in a directory are not stored in the history"), std::string::npos);
    EXPECT_TRUE(run.store.drives()->empty());
}

} // namespace
} // namespace ssd::test
