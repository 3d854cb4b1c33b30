// A HistoryStore in memory: what the GUI's fixture back end and the core's
// tests use, and the reference the SQLite store is checked against (the same
// samples in, the same series out).
#pragma once

#include <map>
#include <vector>

#include "core/history/history_store.h"

namespace ssd::history {

class MemoryHistoryStore final : public HistoryStore {
public:
    Result<AddOutcome> add(const std::vector<Sample>& samples) override;
    Result<std::vector<StoredDrive>> drives() override;
    Result<SampleSeries> series(std::int64_t drive_id, const TimeRange& range) override;
    Result<std::vector<DeviceOccupancy>> occupancy(const std::string& device, const TimeRange& range) override;
    Result<RetentionOutcome> apply_retention(const RetentionPolicy& policy, std::int64_t now) override;
    Result<void> add_bench(const DriveKey& drive, const StoredBench& bench) override;
    Result<std::optional<StoredBench>> last_bench(const DriveKey& drive, std::int64_t before) override;
    Result<void> add_selftest_start(const DriveKey& drive, const SelfTestStart& start) override;
    Result<std::vector<SelfTestStart>> last_selftest_starts(const DriveKey& drive) override;
    Result<std::vector<StoredSelfTestResult>> selftest_results(std::int64_t drive_id, const TimeRange& range) override;

private:
    struct Drive {
        DriveKey key;
        std::map<std::int64_t, Sample> samples;  // by time, each without its self-test log
        std::vector<StoredBench> benches;
        std::vector<SelfTestStart> selftest_starts;
        std::vector<StoredSelfTestResult> selftest_results;  // in the order added
    };
    std::int64_t id_of(const DriveKey& key);
    const Drive* find(const DriveKey& key) const;

    std::map<std::int64_t, Drive> drives_;  // by id, from 1
};

// The compact form of whole samples (oldest first): each counter at the first
// sample, then where it changed. Shared by both stores' readers.
SampleSeries compact_series(const StoredDrive& drive, std::vector<Sample> samples);

bool in_range(std::int64_t time, const TimeRange& range);

} // namespace ssd::history
