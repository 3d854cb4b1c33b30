#include "app/gui/fleet_state.h"

#include <map>

namespace ssd::gui {

FleetLevel levelOf(history::VerdictLevel verdict) {
    switch (verdict) {
    case history::VerdictLevel::Good: return FleetLevel::Good;
    case history::VerdictLevel::Warning: return FleetLevel::Warning;
    case history::VerdictLevel::Failing: return FleetLevel::Critical;
    case history::VerdictLevel::Unknown: break;
    }
    return FleetLevel::Unknown;
}

FleetLevel levelOf(alerts::Severity severity) {
    switch (severity) {
    case alerts::Severity::Info: return FleetLevel::Notice;
    case alerts::Severity::Warning: return FleetLevel::Warning;
    case alerts::Severity::Critical: return FleetLevel::Critical;
    }
    return FleetLevel::Unknown;
}

namespace {

// Raises the state to `level` when that is worse, naming the drive it came from.
void consider(FleetState& state, FleetLevel level, const history::DriveKey& drive, const std::string& device) {
    if (level <= state.worst) return;
    state.worst = level;
    state.worst_drive = describe(drive);
    state.worst_device = device;
}

} // namespace

Result<FleetState> fleetState(history::HistoryStore& history, alerts::AlertStore* alerts, std::int64_t now,
                              std::int64_t recent) {
    auto drives = history.drives();
    if (!drives) return tl::unexpected(drives.error());
    FleetState state;
    std::map<std::int64_t, const history::StoredDrive*> current;
    for (const history::StoredDrive& drive : *drives) {
        if (drive.sample_count == 0 || drive.last_time < now - recent) continue;
        current[drive.id] = &drive;
        ++state.drives;
        // The newest sample only: the series from its time on.
        auto series = history.series(drive.id, {drive.last_time, std::nullopt});
        if (!series) return tl::unexpected(series.error());
        if (series->samples.empty()) continue;
        const history::Sample& newest = series->samples.back();
        // A drive in standby was not woken: its state is the one read before.
        if (newest.standby) continue;
        consider(state, levelOf(newest.verdict), drive.key, newest.device);
        if (newest.temperature_c && (!state.hottest || *newest.temperature_c > state.hottest->celsius)) {
            state.hottest = HottestDrive{*newest.temperature_c, newest.temperature_limit_c, drive.key, newest.device,
                                         newest.time};
        }
    }
    if (alerts == nullptr) return state;
    auto open = alerts->alerts({});
    if (!open) return tl::unexpected(open.error());
    for (const alerts::StoredAlert& alert : *open) {
        if (!current.contains(alert.drive_id)) continue;
        if (alert.state() == alerts::AlertState::Acknowledged) {
            ++state.acknowledged_alerts;
            continue;
        }
        ++state.active_alerts;
        consider(state, levelOf(alert.condition.severity), alert.drive, alert.device);
    }
    return state;
}

} // namespace ssd::gui
