#include "core/metrics/fleet_reading.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <tuple>

#include "core/history/page_programs.h"

namespace ssd::metrics {

namespace {

// The newest sample with values, and whether a standby reading came after it.
// Most drives' newest sample has values: only a sleeping one needs the rest of its series.
Result<std::optional<std::pair<history::Sample, bool>>> newest_awake(history::HistoryStore& store,
                                                                     const history::StoredDrive& drive) {
    for (const history::TimeRange range : {history::TimeRange{drive.last_time, std::nullopt}, history::TimeRange{}}) {
        auto series = store.series(drive.id, range);
        if (!series) return tl::unexpected(series.error());
        const auto& samples = series->samples;
        const auto awake = std::find_if(samples.rbegin(), samples.rend(),
                                        [](const history::Sample& sample) { return !sample.standby; });
        if (awake != samples.rend()) {
            history::Sample newest = *awake;
            // The counters standing at it (a page-counting drive's pages are exported).
            newest.counters = history::counters_at(*series, static_cast<std::size_t>(samples.rend() - awake - 1));
            return std::pair{std::move(newest), awake != samples.rbegin()};
        }
    }
    return std::nullopt;  // only ever seen asleep: nothing to export
}

Result<std::vector<history::StoredSelfTestResult>> newest_selftests(history::HistoryStore& store, std::int64_t drive_id) {
    auto results = store.selftest_results(drive_id, {});
    if (!results) return tl::unexpected(results.error());
    std::map<selftest::TestType, history::StoredSelfTestResult> newest;  // results come oldest first
    for (const auto& result : *results) newest.insert_or_assign(result.entry.type, result);
    std::vector<history::StoredSelfTestResult> out;
    for (auto& [type, result] : newest) out.push_back(std::move(result));
    return out;
}

Result<std::map<std::int64_t, std::vector<alerts::StoredAlert>>> open_alerts_by_drive(alerts::AlertStore* store) {
    std::map<std::int64_t, std::vector<alerts::StoredAlert>> by_drive;
    if (store == nullptr) return by_drive;
    auto open = store->alerts({});
    if (!open) return tl::unexpected(open.error());
    for (auto& alert : *open) by_drive[alert.drive_id].push_back(std::move(alert));
    return by_drive;
}

} // namespace

Result<FleetReadings> read_fleet(history::HistoryStore& history, alerts::AlertStore* alerts, const FleetQuery& query) {
    auto drives = history.drives();
    if (!drives) return tl::unexpected(drives.error());
    std::sort(drives->begin(), drives->end(),
              [](const history::StoredDrive& a, const history::StoredDrive& b) { return a.last_time > b.last_time; });
    auto alerts_by_drive = open_alerts_by_drive(alerts);
    if (!alerts_by_drive) return tl::unexpected(alerts_by_drive.error());

    FleetReadings fleet;
    std::set<std::tuple<std::string, std::string, std::string>> labels_taken;
    for (const auto& drive : *drives) {
        if (query.max_age_seconds && drive.last_time < query.now - *query.max_age_seconds) {
            ++fleet.left_out_old;
            continue;
        }
        auto newest = newest_awake(history, drive);
        if (!newest) return tl::unexpected(newest.error());
        if (!*newest) continue;
        DriveReading reading;
        std::tie(reading.sample, reading.in_standby) = std::move(**newest);
        if (!labels_taken.emplace(reading.sample.drive.model, reading.sample.drive.serial, reading.sample.device).second) {
            ++fleet.left_out_same_labels;
            continue;
        }
        if (auto found = alerts_by_drive->find(drive.id); found != alerts_by_drive->end()) reading.open_alerts = found->second;
        auto selftests = newest_selftests(history, drive.id);
        if (!selftests) return tl::unexpected(selftests.error());
        reading.newest_selftests = std::move(*selftests);
        auto bench = history::last_run_where(history, drive.key, std::numeric_limits<std::int64_t>::max(),
                                             [](const bench::BenchDocument&) { return true; });
        if (!bench) return tl::unexpected(bench.error());
        reading.bench = std::move(*bench);
        fleet.drives.push_back(std::move(reading));
    }
    return fleet;
}

} // namespace ssd::metrics
