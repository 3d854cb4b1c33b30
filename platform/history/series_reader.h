// Reading the history back: one drive's samples over a time range with its
// counters as change points (SampleSeries), and which drive sat under a device
// name when (occupancy). Both ends of a TimeRange are inclusive.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

Result<SampleSeries> read_series(const sqlite::Connection& connection, TextIds& texts, std::int64_t drive_id,
                                 const TimeRange& range);
Result<std::vector<DeviceOccupancy>> read_occupancy(const sqlite::Connection& connection, TextIds& texts,
                                                    const std::string& device, const TimeRange& range);

} // namespace ssd::history
