// One row of the `samples` table and the Sample it stands for, in both
// directions: the writer binds a Sample, the series reader reads one back.
// Texts (device, firmware, method, enum wire names, finding ids) go through
// TextIds; counters are not part of the row (counter_changes holds them).
#pragma once

#include <cstdint>

#include "core/history/sample.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

// The columns after drive_id, in the order bind_sample and read_sample use.
inline constexpr std::string_view kSampleColumns =
    "time, device, source, standby, firmware, capacity_bytes, host_bytes, host_unit_bytes, nand_bytes, "
    "nand_unit_bytes, write_method, temperature_c, temperature_limit_c, percent_used, spare_percent, "
    "power_on_hours, verdict, finding_ids";
inline constexpr int kSampleColumnCount = 18;

// Binds kSampleColumns to parameters first_parameter… (interning texts).
Result<void> bind_sample(sqlite::Statement& statement, int first_parameter, const Sample& sample, TextIds& texts);
// Reads kSampleColumns from columns first_column…; `drive` and `counters` stay empty.
Result<Sample> read_sample(const sqlite::Statement& statement, int first_column, TextIds& texts);

} // namespace ssd::history
