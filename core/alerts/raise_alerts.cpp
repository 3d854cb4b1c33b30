#include "core/alerts/raise_alerts.h"

#include <algorithm>

#include "core/alerts/alert_rules.h"

namespace ssd::alerts {

namespace {

const history::StoredDrive* drive_of(const std::vector<history::StoredDrive>& drives, const history::DriveKey& key) {
    for (const auto& drive : drives) {
        if (drive.key == key) return &drive;
    }
    return nullptr;
}

// The index of the sample at `time` in the series (the newest such), if held.
std::optional<std::size_t> index_at(const history::SampleSeries& series, std::int64_t time) {
    for (std::size_t i = series.samples.size(); i-- > 0;) {
        if (series.samples[i].time == time) return i;
    }
    return std::nullopt;
}

// The latest sample time the drive's alerts already reflect (opened, seen or resolved).
std::optional<std::int64_t> judged_until(const std::vector<StoredAlert>& alerts) {
    std::optional<std::int64_t> latest;
    for (const auto& alert : alerts) {
        const std::int64_t time = std::max(alert.last_seen, alert.resolved.value_or(alert.last_seen));
        latest = std::max(latest.value_or(time), time);
    }
    return latest;
}

// Where the drive had a sample newer than every added one before this call,
// the added ones are history arriving late (an old capture imported).
bool older_than_stored(const history::StoredDrive& drive, const std::vector<history::Sample>& added) {
    std::optional<std::int64_t> newest_added;
    for (const auto& sample : added) {
        if (sample.drive == drive.key) newest_added = std::max(newest_added.value_or(sample.time), sample.time);
    }
    return newest_added && drive.last_time > *newest_added;
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
        const history::StoredDrive* drive = drive_of(*drives, sample->drive);
        if (drive == nullptr || older_than_stored(*drive, added)) continue;
        // Open alerts and those resolved at or after this sample: alerts resolved before it
        // can say nothing about it, and reading them all would grow with the drive's age.
        auto known = alerts.alerts({drive->id, true, sample->time});
        if (!known) return tl::unexpected(known.error());
        if (const auto until = judged_until(*known); until && *until > sample->time) continue;
        auto series = history.series(drive->id, {sample->time - kJudgedHistorySeconds, sample->time});
        if (!series) return tl::unexpected(series.error());
        const auto judged = index_at(*series, sample->time);
        if (!judged) continue;
        series->samples[*judged] = *sample;
        std::erase_if(*known, [](const StoredAlert& alert) { return alert.resolved.has_value(); });
        const auto updates = evaluate_rules(settings, *series, *judged, *known);
        if (updates.empty()) continue;
        auto applied = alerts.apply(drive->id, sample->device, sample->time, updates);
        if (!applied) return tl::unexpected(applied.error());
        events.insert(events.end(), applied->begin(), applied->end());
    }
    return events;
}

} // namespace ssd::alerts
