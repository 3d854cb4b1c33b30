#include "core/history/history_query.h"

#include <map>

namespace ssd::history {

namespace {

bool names_a_device(const std::string& selector) { return selector.find('/') != std::string::npos; }

std::vector<DeviceSwap> swaps_on(const std::vector<DeviceOccupancy>& occupancy, const std::string& device,
                                 const std::map<std::int64_t, const StoredDrive*>& by_id) {
    std::vector<DeviceSwap> swaps;
    for (std::size_t i = 1; i < occupancy.size(); ++i) {
        if (occupancy[i].drive_id == occupancy[i - 1].drive_id) continue;
        const auto from = by_id.find(occupancy[i - 1].drive_id);
        const auto to = by_id.find(occupancy[i].drive_id);
        if (from == by_id.end() || to == by_id.end()) continue;
        swaps.push_back({device, occupancy[i].time, from->second->key, to->second->key});
    }
    return swaps;
}

// The query's own rating, else the drive's from the rating tables (model and
// the newest sample's capacity).
EnduranceInputs endurance_inputs(const HistoryQuery& query, const SampleSeries& series) {
    if (query.endurance.rated_endurance_bytes || series.samples.empty()) return query.endurance;
    const auto capacity = series.samples.back().capacity_bytes;
    const EnduranceRating* rating = match_endurance_rating(query.ratings, series.drive.key.model, capacity);
    if (rating == nullptr) return query.endurance;
    EnduranceInputs inputs;
    inputs.rated_endurance_bytes = rating->rated_bytes(capacity);
    inputs.rated_endurance_source = describe_rating(*rating);
    return inputs;
}

} // namespace

std::optional<DriveKey> stored_key_for_serial(const std::vector<StoredDrive>& drives, const std::string& serial) {
    if (serial.empty()) return std::nullopt;
    for (const auto& drive : drives) {
        if (drive.key.serial == serial && !drive.key.anonymous()) return drive.key;
    }
    return std::nullopt;
}

Result<std::vector<DriveHistory>> answer_history(HistoryStore& store, const HistoryQuery& query) {
    auto drives = store.drives();
    if (!drives) return tl::unexpected(drives.error());
    // A drive known only from a stored benchmark run has no samples to tell of.
    std::erase_if(*drives, [](const StoredDrive& drive) { return drive.sample_count == 0; });
    std::map<std::int64_t, const StoredDrive*> by_id;
    for (const auto& drive : *drives) by_id[drive.id] = &drive;

    std::vector<const StoredDrive*> chosen;
    std::vector<DeviceSwap> swaps;
    if (query.drive.empty()) {
        for (const auto& drive : *drives) chosen.push_back(&drive);
    } else if (names_a_device(query.drive)) {
        // The drive that answered under this name last in the range; earlier
        // occupants show up as swaps, never merged into its numbers.
        auto occupancy = store.occupancy(query.drive, query.range);
        if (!occupancy) return tl::unexpected(occupancy.error());
        if (!occupancy->empty()) {
            if (const auto it = by_id.find(occupancy->back().drive_id); it != by_id.end()) chosen.push_back(it->second);
            swaps = swaps_on(*occupancy, query.drive, by_id);
        }
    } else {
        for (const auto& drive : *drives) {
            if (drive.key.serial == query.drive) chosen.push_back(&drive);
        }
    }
    if (chosen.empty()) {
        return fail(ErrorCode::NoSuchDevice,
                    query.drive.empty() ? "the history holds no drives yet (run `ssdtool sample` or `history import`)"
                                        : "no drive with device name or serial number " + query.drive +
                                              " in the history for that time");
    }
    std::vector<DriveHistory> answers;
    for (const StoredDrive* drive : chosen) {
        auto series = store.series(drive->id, query.range);
        if (!series) return tl::unexpected(series.error());
        auto self_tests = store.selftest_results(drive->id, query.range);
        if (!self_tests) return tl::unexpected(self_tests.error());
        auto starts = store.last_selftest_starts(drive->key);
        if (!starts) return tl::unexpected(starts.error());
        answers.push_back({analyze_interval(*series, query.range, endurance_inputs(query, *series)), swaps, std::move(*self_tests),
                           std::move(*starts)});
    }
    return answers;
}

} // namespace ssd::history
