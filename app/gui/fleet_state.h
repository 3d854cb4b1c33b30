// What the tray shows of all drives at once: the worst state (from the newest
// sample's verdict of every drive sampled lately and the severities of the
// open, unacknowledged alerts) and the hottest drive (the newest sample's
// temperature). An acknowledged alert does not keep the icon amber: silencing
// it is what acknowledging is for; the drive's verdict still counts.
// A drive not sampled for `recent` seconds (unplugged, a customer's drive in a
// technician's database) counts neither way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "core/alerts/alert_store.h"
#include "core/history/history_store.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::gui {

enum class FleetLevel { Unknown, Good, Notice, Warning, Critical };
inline constexpr EnumTable<FleetLevel, 5> kFleetLevels{{{
    {FleetLevel::Unknown, "unknown", "Unknown"},
    {FleetLevel::Good, "good", "Good"},
    {FleetLevel::Notice, "notice", "Notice"},
    {FleetLevel::Warning, "warning", "Warning"},
    {FleetLevel::Critical, "critical", "Critical"},
}}};

FleetLevel levelOf(history::VerdictLevel verdict);
FleetLevel levelOf(alerts::Severity severity);

struct HottestDrive {
    int celsius = 0;
    std::optional<int> limit_celsius;  // the drive's own warning threshold
    history::DriveKey drive;
    std::string device;
    std::int64_t time = 0;
};

struct FleetState {
    FleetLevel worst = FleetLevel::Unknown;
    std::string worst_drive;   // describe() of the drive that decides `worst` (empty: none)
    std::string worst_device;
    std::size_t drives = 0;    // sampled within `recent`
    std::size_t active_alerts = 0;
    std::size_t acknowledged_alerts = 0;
    std::optional<HottestDrive> hottest;
};

inline constexpr std::int64_t kRecentSeconds = 7 * 86400;

// `alerts` may be null (a database from before the alerts): verdicts and temperatures only.
Result<FleetState> fleetState(history::HistoryStore& history, alerts::AlertStore* alerts, std::int64_t now,
                              std::int64_t recent = kRecentSeconds);

} // namespace ssd::gui
