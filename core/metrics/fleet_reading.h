// What `ssdtool metrics` exports, read from the history database: each drive's
// newest sample with values, its open alerts, the newest self-test result of
// each type and its last benchmark run. Drives not sampled for `max_age_seconds`
// are left out (a drive taken out of the machine drops out of the fleet view
// instead of staying there forever); of drives that would carry the same labels
// (anonymous drives, one key per reading) the newest is kept.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/alerts/alert_store.h"
#include "core/history/history_store.h"
#include "core/metrics/drive_metrics.h"
#include "core/util/error.h"

namespace ssd::metrics {

struct FleetQuery {
    std::int64_t now = 0;  // Unix seconds
    std::optional<std::int64_t> max_age_seconds;  // empty: every drive, however old its newest sample
};

struct FleetReadings {
    std::vector<DriveReading> drives;  // newest sample first
    std::uint64_t left_out_old = 0;    // not sampled within max_age_seconds
    std::uint64_t left_out_same_labels = 0;
};

// `alerts` null: no alerts are exported (the caller says why).
Result<FleetReadings> read_fleet(history::HistoryStore& history, alerts::AlertStore* alerts, const FleetQuery& query);

} // namespace ssd::metrics
