// The `benches` table: a benchmark run's JSON document kept with the drive it
// ran on, so the next run can be compared with the last.
#pragma once

#include <cstdint>
#include <optional>

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"

namespace ssd::history {

// A second run of the same drive at the same second replaces the first.
Result<void> write_bench(const sqlite::Connection& connection, std::int64_t drive, const StoredBench& bench);
Result<std::optional<StoredBench>> read_last_bench(const sqlite::Connection& connection, std::int64_t drive, std::int64_t before);

} // namespace ssd::history
