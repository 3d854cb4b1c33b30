// The `selftest_starts` table (v3): the self-tests this tool started on a
// drive, so the schedule knows when each type last ran (a drive's own log has
// no dates).
#pragma once

#include <cstdint>
#include <vector>

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

// A second start of the same type at the same second replaces the first.
Result<void> write_selftest_start(const sqlite::Connection& connection, TextIds& texts, std::int64_t drive,
                                  const SelfTestStart& start);
// The newest start of each type, in TestType order.
Result<std::vector<SelfTestStart>> read_last_selftest_starts(const sqlite::Connection& connection, TextIds& texts,
                                                             std::int64_t drive);

} // namespace ssd::history
