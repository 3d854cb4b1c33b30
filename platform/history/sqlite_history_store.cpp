#include "platform/history/sqlite_history_store.h"

#include "platform/history/bench_rows.h"
#include "platform/history/drive_rows.h"
#include "platform/history/retention.h"
#include "platform/history/sample_writer.h"
#include "platform/history/selftest_result_rows.h"
#include "platform/history/selftest_start_rows.h"
#include "platform/history/series_reader.h"

namespace ssd::history {

SqliteHistoryStore::SqliteHistoryStore(sqlite::Connection connection)
    : connection_(std::move(connection)), texts_(connection_) {}

Result<AddOutcome> SqliteHistoryStore::add(const std::vector<Sample>& samples) {
    return in_transaction<AddOutcome>([&]() -> Result<AddOutcome> {
        auto writer = SampleWriter::prepare(connection_, texts_);
        if (!writer) return tl::unexpected(writer.error());
        AddOutcome outcome;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            auto added = writer->add(samples[i]);
            if (!added) return tl::unexpected(added.error());
            ++(*added ? outcome.added : outcome.duplicates);
            if (*added) outcome.stored.push_back(i);
        }
        if (auto finished = writer->finish(); !finished) return tl::unexpected(finished.error());
        return outcome;
    });
}

Result<std::vector<StoredDrive>> SqliteHistoryStore::drives() { return read_drives(connection_); }

Result<SampleSeries> SqliteHistoryStore::series(std::int64_t drive_id, const TimeRange& range) {
    // One read transaction: the samples and their counters from one snapshot, even while a writer commits.
    auto begun = connection_.exec("BEGIN", "cannot read the history");
    if (!begun) return tl::unexpected(begun.error());
    auto series = read_series(connection_, texts_, drive_id, range);
    // Ending a read transaction changes nothing, so there is nothing to report if it fails.
    static_cast<void>(connection_.exec("COMMIT", "cannot end a read"));
    return series;
}

Result<std::vector<DeviceOccupancy>> SqliteHistoryStore::occupancy(const std::string& device, const TimeRange& range) {
    return read_occupancy(connection_, texts_, device, range);
}

Result<RetentionOutcome> SqliteHistoryStore::apply_retention(const RetentionPolicy& policy, std::int64_t now) {
    return in_transaction<RetentionOutcome>([&] { return thin_samples(connection_, policy, now); });
}

Result<void> SqliteHistoryStore::add_bench(const DriveKey& drive, const StoredBench& bench) {
    return in_transaction<void>([&]() -> Result<void> {
        auto id = find_or_add_drive(connection_, drive);
        if (!id) return tl::unexpected(id.error());
        return write_bench(connection_, *id, bench);
    });
}

Result<std::optional<StoredBench>> SqliteHistoryStore::last_bench(const DriveKey& drive, std::int64_t before) {
    auto id = find_drive(connection_, drive);
    if (!id) return tl::unexpected(id.error());
    if (!*id) return std::optional<StoredBench>{};
    return read_last_bench(connection_, **id, before);
}

Result<void> SqliteHistoryStore::add_selftest_start(const DriveKey& drive, const SelfTestStart& start) {
    return in_transaction<void>([&]() -> Result<void> {
        auto id = find_or_add_drive(connection_, drive);
        if (!id) return tl::unexpected(id.error());
        return write_selftest_start(connection_, texts_, *id, start);
    });
}

Result<std::vector<SelfTestStart>> SqliteHistoryStore::last_selftest_starts(const DriveKey& drive) {
    auto id = find_drive(connection_, drive);
    if (!id) return tl::unexpected(id.error());
    if (!*id) return std::vector<SelfTestStart>{};
    return read_last_selftest_starts(connection_, texts_, **id);
}

Result<std::vector<StoredSelfTestResult>> SqliteHistoryStore::selftest_results(std::int64_t drive_id, const TimeRange& range) {
    // An unknown drive is NoSuchDevice, as series() says it.
    if (auto drive = read_drive(connection_, drive_id); !drive) return tl::unexpected(drive.error());
    return read_selftest_results(connection_, texts_, drive_id, range);
}

} // namespace ssd::history
