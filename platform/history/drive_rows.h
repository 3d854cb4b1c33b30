// The `drives` table: one row per drive key (model, serial, wwn,
// anonymous_tag), with a summary of its samples (count, first and last time,
// newest device name) kept in step by summarize_drive after every change.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"

namespace ssd::history {

Result<std::optional<std::int64_t>> find_drive(const sqlite::Connection& connection, const DriveKey& key);
Result<std::int64_t> find_or_add_drive(const sqlite::Connection& connection, const DriveKey& key);
// Recomputes the drive's summary columns from its samples.
Result<void> summarize_drive(const sqlite::Connection& connection, std::int64_t drive);

// Every drive (ordered by id), or the one with `id` (NoSuchDevice when none).
Result<std::vector<StoredDrive>> read_drives(const sqlite::Connection& connection);
Result<StoredDrive> read_drive(const sqlite::Connection& connection, std::int64_t id);

} // namespace ssd::history
