#include "platform/history/series_reader.h"

#include <algorithm>
#include <tuple>

#include "platform/history/counter_changes.h"
#include "platform/history/drive_rows.h"
#include "platform/history/row_values.h"
#include "platform/history/sample_row.h"

namespace ssd::history {

namespace {

CounterPoint point_of(std::uint32_t sample, std::uint32_t name, const StoredCounter& value) {
    return CounterPoint{sample, name, value.raw, value.normalized, value.worst, value.threshold};
}

Result<std::vector<Sample>> read_samples(const sqlite::Connection& connection, TextIds& texts, const StoredDrive& drive,
                                         const TimeRange& range) {
    auto select = sqlite::Statement::prepare(
        connection, "SELECT " + std::string(kSampleColumns) +
                        " FROM samples WHERE drive_id = ?1 AND time >= ?2 AND time <= ?3 ORDER BY time");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, drive.id).bind(2, since_of(range)).bind(3, until_of(range));
    std::vector<Sample> samples;
    auto row = select->step();
    for (; row && *row; row = select->step()) {
        auto sample = read_sample(*select, 0, texts);
        if (!sample) return tl::unexpected(sample.error());
        sample->drive = drive.key;
        samples.push_back(std::move(*sample));
    }
    if (!row) return tl::unexpected(row.error());
    return samples;
}

// The index of the sample taken at `time`; every stored change belongs to a sample.
Result<std::uint32_t> sample_index(const std::vector<Sample>& samples, std::int64_t time) {
    const auto found = std::lower_bound(samples.begin(), samples.end(), time,
                                        [](const Sample& sample, std::int64_t t) { return sample.time < t; });
    if (found == samples.end() || found->time != time) {
        return tl::unexpected(Error{ErrorCode::InputMalformed,
                                    "the history has a counter change at " + std::to_string(time) + " without its sample"});
    }
    return static_cast<std::uint32_t>(found - samples.begin());
}

} // namespace

Result<SampleSeries> read_series(const sqlite::Connection& connection, TextIds& texts, std::int64_t drive_id,
                                 const TimeRange& range) {
    SampleSeries series;
    auto drive = read_drive(connection, drive_id);
    if (!drive) return tl::unexpected(drive.error());
    series.drive = std::move(*drive);
    auto samples = read_samples(connection, texts, series.drive, range);
    if (!samples) return tl::unexpected(samples.error());
    series.samples = std::move(*samples);
    if (series.samples.empty()) return series;

    auto changes = CounterChanges::prepare(connection);
    if (!changes) return tl::unexpected(changes.error());
    auto names = changes->names(drive_id);
    if (!names) return tl::unexpected(names.error());
    const std::int64_t first = series.samples.front().time;
    const std::int64_t last = series.samples.back().time;
    for (const std::int64_t name : *names) {
        auto initial = changes->at_or_before(drive_id, name, first);
        if (!initial) return tl::unexpected(initial.error());
        auto later = changes->between(drive_id, name, first, last);
        if (!later) return tl::unexpected(later.error());
        if (!*initial && later->empty()) continue;  // a counter of samples outside the range only

        auto text = texts.text_of(name);
        if (!text) return tl::unexpected(text.error());
        const auto name_index = static_cast<std::uint32_t>(series.counter_names.size());
        series.counter_names.push_back(std::move(*text));
        if (*initial) series.counter_points.push_back(point_of(0, name_index, **initial));
        for (const auto& change : *later) {
            auto index = sample_index(series.samples, change.time);
            if (!index) return tl::unexpected(index.error());
            series.counter_points.push_back(point_of(*index, name_index, change.value));
        }
    }
    std::stable_sort(series.counter_points.begin(), series.counter_points.end(),
                     [](const CounterPoint& a, const CounterPoint& b) { return std::tie(a.sample, a.name) < std::tie(b.sample, b.name); });
    return series;
}

Result<std::vector<DeviceOccupancy>> read_occupancy(const sqlite::Connection& connection, TextIds& texts,
                                                    const std::string& device, const TimeRange& range) {
    std::vector<DeviceOccupancy> occupancy;
    auto device_id = texts.find(device);
    if (!device_id) return tl::unexpected(device_id.error());
    if (!*device_id) return occupancy;  // never seen
    auto select = sqlite::Statement::prepare(
        connection, "SELECT time, drive_id FROM samples WHERE device = ?1 AND time >= ?2 AND time <= ?3 ORDER BY time");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, **device_id).bind(2, since_of(range)).bind(3, until_of(range));
    auto row = select->step();
    for (; row && *row; row = select->step()) occupancy.push_back(DeviceOccupancy{select->int64(0), select->int64(1)});
    if (!row) return tl::unexpected(row.error());
    return occupancy;
}

} // namespace ssd::history
