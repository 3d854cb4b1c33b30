// The `bench` handler (core/requests/handle_bench.cpp) run as the CLI, the
// helper and the service run it, on the fake bench platform (bench_runs.h)
// with a MemoryHistoryStore as its drive history.
#pragma once

#include <cstdint>
#include <limits>
#include <memory>

#include "bench_runs.h"
#include "borrowed_history_store.h"
#include "core/history/bench_history.h"
#include "core/history/memory_history_store.h"
#include "core/process/replay_runner.h"
#include "core/requests/handlers.h"
#include "no_drives.h"

namespace ssd::test {

// A MemoryHistoryStore the handler opens (as the CLI opens --database) and
// the test looks into; `refuse` makes opening fail as the system's database
// does for an ordinary user.
class HandlerRun {
public:
    HandlerRun(std::int64_t latency_ns, std::int64_t start_time, bench::TargetFacts facts = bench_drive_facts())
        : now(start_time), platform_(std::move(facts), latency_ns) {
        history_.open = [this]() -> Result<std::unique_ptr<history::HistoryStore>> {
            if (refuse) return fail(ErrorCode::PermissionDenied, "/var/lib/ssd-toolbox/history.sqlite: permission denied");
            return std::unique_ptr<history::HistoryStore>(std::make_unique<BorrowedHistoryStore>(store));
        };
        history_.now = [this] { return now; };
    }
    HandlerRun(const HandlerRun&) = delete; // the opener points at this one
    HandlerRun& operator=(const HandlerRun&) = delete;

    requests::Response run(const bench::BenchOptions& options, bool no_history = false) {
        requests::HandlerServices services{inventory_, runner_};
        services.bench = &platform_;
        services.bench_history = &history_;
        auto answer = requests::handle_bench(services, requests::BenchRequest{options, no_history}, requests::Call{});
        EXPECT_TRUE(answer) << (answer ? "" : answer.error().message);
        return answer ? requests::bench_response(*answer, 0) : requests::Response{};
    }

    std::size_t runs_stored(const history::DriveKey& drive) {
        std::size_t count = 0;
        for (std::int64_t before = std::numeric_limits<std::int64_t>::max();;) {
            auto last = store.last_bench(drive, before);
            if (!last || !*last) return count;
            ++count;
            before = (*last)->time;
        }
    }

    void set_latency(std::int64_t latency_ns) { platform_.set_latency(latency_ns); }
    void set_cpu_meter(bench::CpuMeter* meter) { platform_.set_cpu_meter(meter); }
    bench::Clock& clock() { return platform_.clock(); }

    history::MemoryHistoryStore store;
    std::int64_t now;
    bool refuse = false;

private:
    NoDrives inventory_;
    ReplayRunner runner_;
    FakeBenchPlatform platform_;
    history::BenchHistory history_;
};

} // namespace ssd::test
