#include "core/history/memory_history_store.h"

#include "core/history/selftest_merge.h"
#include "core/util/time_text.h"

namespace ssd::history {

bool in_range(std::int64_t time, const TimeRange& range) {
    return (!range.since || time >= *range.since) && (!range.until || time <= *range.until);
}

SampleSeries compact_series(const StoredDrive& drive, std::vector<Sample> samples) {
    SampleSeries series;
    series.drive = drive;
    std::map<std::string, std::uint32_t> name_index;
    std::vector<std::optional<CounterValue>> last;
    for (std::uint32_t i = 0; i < samples.size(); ++i) {
        for (auto& counter : samples[i].counters) {
            auto [it, added] = name_index.emplace(counter.name, static_cast<std::uint32_t>(series.counter_names.size()));
            if (added) {
                series.counter_names.push_back(counter.name);
                last.emplace_back();
            }
            auto& previous = last[it->second];
            if (previous && *previous == counter) continue;
            series.counter_points.push_back(
                {i, it->second, counter.raw, counter.normalized, counter.worst, counter.threshold});
            previous = counter;
        }
        samples[i].counters.clear();
    }
    series.samples = std::move(samples);
    return series;
}

std::int64_t MemoryHistoryStore::id_of(const DriveKey& key) {
    for (const auto& [id, drive] : drives_) {
        if (drive.key == key) return id;
    }
    const std::int64_t id = static_cast<std::int64_t>(drives_.size()) + 1;
    drives_[id].key = key;
    return id;
}

const MemoryHistoryStore::Drive* MemoryHistoryStore::find(const DriveKey& key) const {
    for (const auto& [id, drive] : drives_) {
        if (drive.key == key) return &drive;
    }
    return nullptr;
}

Result<AddOutcome> MemoryHistoryStore::add(const std::vector<Sample>& samples) {
    AddOutcome outcome;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const Sample& sample = samples[i];
        Drive& drive = drives_[id_of(sample.drive)];
        // The log joins the drive's results even when the sample itself is a
        // duplicate: a capture imported before results were kept brings its log in.
        apply_selftest_merge(drive.selftest_results,
                             merge_selftest_log(drive.selftest_results, sample.time, sample.selftest_log));
        Sample kept = sample;
        kept.selftest_log.clear();  // kept as results; a series never carries logs
        if (drive.samples.emplace(sample.time, std::move(kept)).second) {
            ++outcome.added;
            outcome.stored.push_back(i);
        } else {
            ++outcome.duplicates;
        }
    }
    return outcome;
}

Result<std::vector<StoredDrive>> MemoryHistoryStore::drives() {
    std::vector<StoredDrive> list;
    for (const auto& [id, drive] : drives_) {
        if (drive.samples.empty()) continue;
        list.push_back({id, drive.key, drive.samples.rbegin()->second.device, drive.samples.begin()->first,
                        drive.samples.rbegin()->first, drive.samples.size()});
    }
    return list;
}

Result<SampleSeries> MemoryHistoryStore::series(std::int64_t drive_id, const TimeRange& range) {
    const auto it = drives_.find(drive_id);
    if (it == drives_.end()) return fail(ErrorCode::NoSuchDevice, "no drive " + std::to_string(drive_id));
    std::vector<Sample> chosen;
    for (const auto& [time, sample] : it->second.samples) {
        if (in_range(time, range)) chosen.push_back(sample);
    }
    const auto& samples = it->second.samples;
    const StoredDrive drive{drive_id, it->second.key, samples.empty() ? "" : samples.rbegin()->second.device,
                            samples.empty() ? 0 : samples.begin()->first,
                            samples.empty() ? 0 : samples.rbegin()->first, samples.size()};
    return compact_series(drive, std::move(chosen));
}

Result<std::vector<DeviceOccupancy>> MemoryHistoryStore::occupancy(const std::string& device, const TimeRange& range) {
    std::map<std::int64_t, std::int64_t> by_time;
    for (const auto& [id, drive] : drives_) {
        for (const auto& [time, sample] : drive.samples) {
            if (sample.device == device && in_range(time, range)) by_time[time] = id;
        }
    }
    std::vector<DeviceOccupancy> list;
    for (const auto& [time, id] : by_time) list.push_back({time, id});
    return list;
}

Result<RetentionOutcome> MemoryHistoryStore::apply_retention(const RetentionPolicy& policy, std::int64_t now) {
    // Whole samples are kept here, so thinning needs no folding of counters.
    RetentionOutcome outcome;
    const std::int64_t keep_from = now - static_cast<std::int64_t>(policy.keep_all_days) * kSecondsPerDay;
    for (auto& [id, drive] : drives_) {
        auto& samples = drive.samples;
        for (auto it = samples.begin(); it != samples.end();) {
            const auto next = std::next(it);
            const bool old = it->first < keep_from;
            const bool same_day_follows = next != samples.end() && next->first < keep_from &&
                                          day_start(next->first) == day_start(it->first);
            if (old && same_day_follows) {
                it = samples.erase(it);
                ++outcome.removed;
            } else {
                it = next;
            }
        }
    }
    return outcome;
}

Result<void> MemoryHistoryStore::add_bench(const DriveKey& drive, const StoredBench& bench) {
    drives_[id_of(drive)].benches.push_back(bench);
    return {};
}

Result<std::optional<StoredBench>> MemoryHistoryStore::last_bench(const DriveKey& drive, std::int64_t before) {
    std::optional<StoredBench> newest;
    for (const auto& [id, stored] : drives_) {
        if (!(stored.key == drive)) continue;
        for (const auto& bench : stored.benches) {
            if (bench.time < before && (!newest || bench.time > newest->time)) newest = bench;
        }
    }
    return newest;
}

Result<void> MemoryHistoryStore::add_selftest_start(const DriveKey& drive, const SelfTestStart& start) {
    auto& starts = drives_[id_of(drive)].selftest_starts;
    // A second start of the same type at the same second replaces the first.
    std::erase_if(starts, [&](const SelfTestStart& s) { return s.time == start.time && s.type == start.type; });
    starts.push_back(start);
    return {};
}

Result<std::vector<SelfTestStart>> MemoryHistoryStore::last_selftest_starts(const DriveKey& drive) {
    const Drive* stored = find(drive);
    return stored ? newest_of_each_type(stored->selftest_starts) : std::vector<SelfTestStart>{};
}

Result<std::vector<StoredSelfTestResult>> MemoryHistoryStore::selftest_results(std::int64_t drive_id,
                                                                               const TimeRange& range) {
    const auto it = drives_.find(drive_id);
    if (it == drives_.end()) return fail(ErrorCode::NoSuchDevice, "no drive " + std::to_string(drive_id));
    return selftest_results_in(it->second.selftest_results, range);
}

} // namespace ssd::history
