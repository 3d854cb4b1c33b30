#include "core/alerts/raise_alerts.h"

#include <algorithm>

#include "core/alerts/alert_rules.h"

namespace ssd::alerts {

namespace {

std::optional<std::int64_t> drive_id_of(const std::vector<history::StoredDrive>& drives, const history::DriveKey& key) {
    for (const auto& drive : drives) {
        if (drive.key == key) return drive.id;
    }
    return std::nullopt;
}

// The index of the sample at `time` in the series (the newest such), if held.
std::optional<std::size_t> index_at(const history::SampleSeries& series, std::int64_t time) {
    for (std::size_t i = series.samples.size(); i-- > 0;) {
        if (series.samples[i].time == time) return i;
    }
    return std::nullopt;
}

} // namespace

Result<std::vector<AlertEvent>> raise_alerts(history::HistoryStore& history, AlertStore& alerts,
                                             const RuleSettings& settings, const std::vector<history::Sample>& added) {
    std::vector<AlertEvent> events;
    if (added.empty()) return events;
    auto drives = history.drives();
    if (!drives) return tl::unexpected(drives.error());
    std::vector<const history::Sample*> in_order;
    for (const auto& sample : added) in_order.push_back(&sample);
    std::stable_sort(in_order.begin(), in_order.end(),
                     [](const history::Sample* a, const history::Sample* b) { return a->time < b->time; });
    for (const history::Sample* sample : in_order) {
        const auto drive_id = drive_id_of(*drives, sample->drive);
        if (!drive_id) continue;
        auto series = history.series(*drive_id, {sample->time - kJudgedHistorySeconds, sample->time});
        if (!series) return tl::unexpected(series.error());
        const auto judged = index_at(*series, sample->time);
        if (!judged) continue;
        series->samples[*judged] = *sample;
        auto open = alerts.alerts({*drive_id, false, std::nullopt});
        if (!open) return tl::unexpected(open.error());
        const auto updates = evaluate_rules(settings, *series, *judged, *open);
        if (updates.empty()) continue;
        auto applied = alerts.apply(*drive_id, sample->device, sample->time, updates);
        if (!applied) return tl::unexpected(applied.error());
        events.insert(events.end(), applied->begin(), applied->end());
    }
    return events;
}

} // namespace ssd::alerts
