// A HistoryStore that forwards to one the test keeps: what an opener
// (history::BenchHistory::open, the GUI's read-only opener) hands out as its
// own unique_ptr while the test still looks into the MemoryHistoryStore.
#pragma once

#include "core/history/history_store.h"

namespace ssd::test {

class BorrowedHistoryStore final : public history::HistoryStore {
public:
    explicit BorrowedHistoryStore(history::HistoryStore& store) : store_(store) {}
    Result<history::AddOutcome> add(const std::vector<history::Sample>& samples) override { return store_.add(samples); }
    Result<std::vector<history::StoredDrive>> drives() override { return store_.drives(); }
    Result<history::SampleSeries> series(std::int64_t drive_id, const history::TimeRange& range) override {
        return store_.series(drive_id, range);
    }
    Result<std::vector<history::DeviceOccupancy>> occupancy(const std::string& device,
                                                            const history::TimeRange& range) override {
        return store_.occupancy(device, range);
    }
    Result<history::RetentionOutcome> apply_retention(const history::RetentionPolicy& policy, std::int64_t now) override {
        return store_.apply_retention(policy, now);
    }
    Result<void> add_bench(const history::DriveKey& drive, const history::StoredBench& bench) override {
        return store_.add_bench(drive, bench);
    }
    Result<std::optional<history::StoredBench>> last_bench(const history::DriveKey& drive, std::int64_t before) override {
        return store_.last_bench(drive, before);
    }
    Result<void> add_selftest_start(const history::DriveKey& drive, const history::SelfTestStart& start) override {
        return store_.add_selftest_start(drive, start);
    }
    Result<std::vector<history::SelfTestStart>> last_selftest_starts(const history::DriveKey& drive) override {
        return store_.last_selftest_starts(drive);
    }
    Result<std::vector<history::StoredSelfTestResult>> selftest_results(std::int64_t drive_id,
                                                                        const history::TimeRange& range) override {
        return store_.selftest_results(drive_id, range);
    }

private:
    history::HistoryStore& store_;
};

} // namespace ssd::test
