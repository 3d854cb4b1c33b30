#include "platform/history/bench_rows.h"

namespace ssd::history {

Result<void> write_bench(const sqlite::Connection& connection, std::int64_t drive, const StoredBench& bench) {
    auto insert = sqlite::Statement::prepare(
        connection, "INSERT OR REPLACE INTO benches (drive_id, time, device, document) VALUES (?1, ?2, ?3, ?4)");
    if (!insert) return tl::unexpected(insert.error());
    insert->bind(1, drive).bind(2, bench.time).bind(3, bench.device).bind(4, bench.document);
    return insert->run();
}

Result<std::optional<StoredBench>> read_last_bench(const sqlite::Connection& connection, std::int64_t drive, std::int64_t before) {
    auto select = sqlite::Statement::prepare(
        connection, "SELECT time, device, document FROM benches WHERE drive_id = ?1 AND time < ?2 ORDER BY time DESC LIMIT 1");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, drive).bind(2, before);
    auto row = select->step();
    if (!row) return tl::unexpected(row.error());
    if (!*row) return std::optional<StoredBench>{};
    return std::optional<StoredBench>{StoredBench{select->int64(0), select->text(1), select->text(2)}};
}

} // namespace ssd::history
