// HistoryStore on one SQLite connection (platform/history/README.md has the
// schema). Made by open_history_store, which checks or creates the schema
// first. One connection, used from one thread at a time (each thread or
// process opens its own store; SQLite serializes their writes).
#pragma once

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"
#include "platform/history/write_transaction.h"

namespace ssd::history {

class SqliteHistoryStore final : public HistoryStore {
public:
    // `connection` has passed schema::prepare.
    explicit SqliteHistoryStore(sqlite::Connection connection);

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
    template <typename T, typename Work>
    Result<T> in_transaction(Work&& work) {
        return history::in_transaction<T>(connection_, texts_, std::forward<Work>(work));
    }

    sqlite::Connection connection_;
    TextIds texts_;
};

} // namespace ssd::history
