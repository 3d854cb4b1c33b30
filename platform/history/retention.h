// Thinning old samples: every sample younger than keep_all_days stays; an
// older one stays only when it is the last of its UTC day. The counter changes
// of a removed sample are folded into the next sample that stays (unless that
// one has its own change of the counter), so every kept sample reads back the
// same values as before.
#pragma once

#include <cstdint>

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"

namespace ssd::history {

// Inside the caller's write transaction.
Result<RetentionOutcome> thin_samples(const sqlite::Connection& connection, const RetentionPolicy& policy, std::int64_t now);

} // namespace ssd::history
