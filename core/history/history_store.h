// The seam between the history's facts (core/history) and the database that
// keeps them (platform/history: SQLite). Samples go in whole; they come back as
// a series in which each counter appears at the first sample and then only
// where it changed, which is how the database stores them and all an interval
// needs (platform/history/README.md has the schema).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/history/sample.h"
#include "core/selftest/selftest.h"
#include "core/util/error.h"

namespace ssd::history {

struct StoredDrive {
    std::int64_t id = 0;
    DriveKey key;
    std::string last_device;  // the device name of its newest sample
    std::int64_t first_time = 0;
    std::int64_t last_time = 0;
    std::uint64_t sample_count = 0;
};

// Seconds since the Unix epoch, both ends inclusive; an empty end is open.
struct TimeRange {
    std::optional<std::int64_t> since;
    std::optional<std::int64_t> until;
};

// A counter's value from one sample on: `sample` indexes SampleSeries::samples,
// `name` indexes SampleSeries::counter_names.
struct CounterPoint {
    std::uint32_t sample = 0;
    std::uint32_t name = 0;
    std::uint64_t raw = 0;
    std::optional<int> normalized;
    std::optional<int> worst;
    std::optional<int> threshold;
};

struct SampleSeries {
    StoredDrive drive;
    std::vector<Sample> samples;  // oldest first; `counters` left empty
    std::vector<std::string> counter_names;
    // Oldest first: every counter's value at the first sample of the range,
    // then one point per change. A counter a sample does not report (a drive
    // in standby reports none) keeps its last value: absence is not a change.
    std::vector<CounterPoint> counter_points;
};

// One device name's samples over time, whichever drive they came from: how a
// drive swapped under the same name is seen.
struct DeviceOccupancy {
    std::int64_t time = 0;
    std::int64_t drive_id = 0;
};

struct AddOutcome {
    std::uint64_t added = 0;
    std::uint64_t duplicates = 0;  // same drive and time already stored: skipped
    // Which of the samples given were stored (their indexes, in order): the alert
    // rules judge only these, so importing a capture again raises nothing twice.
    std::vector<std::size_t> stored;
};

// Every sample younger than `keep_all_days`; older ones thinned to one per
// UTC day (the day's last). Counter changes of removed samples are kept by
// folding them into the next sample that stays.
struct RetentionPolicy {
    int keep_all_days = 90;
};

struct RetentionOutcome {
    std::uint64_t removed = 0;
};

// A benchmark run as stored with the drive it ran on: the `bench` JSON
// document exactly as the CLI printed it.
struct StoredBench {
    std::int64_t time = 0;
    std::string device;
    std::string document;
};

// Who started a self-test: the schedule (the sampling run) or a person.
enum class SelfTestOrigin { Scheduled, Manual };
inline constexpr EnumTable<SelfTestOrigin, 2> kSelfTestOrigins{{{
    {SelfTestOrigin::Scheduled, "scheduled", "started by the schedule"},
    {SelfTestOrigin::Manual, "manual", "started by hand"},
}}};

// A self-test this tool started on a drive, when and how (the schedule's memory:
// a drive's own log has no dates, only power-on hours).
struct SelfTestStart {
    std::int64_t time = 0;
    selftest::TestType type = selftest::TestType::Short;
    SelfTestOrigin origin = SelfTestOrigin::Manual;
    friend bool operator==(const SelfTestStart&, const SelfTestStart&) = default;
};

// An entry of a drive's self-test log as first seen by a sample or an import:
// the drive dates entries only by power-on hours, so `first_seen` is the time
// of the first sample that held it. The same entry in later samples is not stored again.
struct StoredSelfTestResult {
    std::int64_t first_seen = 0;
    selftest::LogEntry entry;
    friend bool operator==(const StoredSelfTestResult&, const StoredSelfTestResult&) = default;
};

class HistoryStore {
public:
    virtual ~HistoryStore() = default;

    // All samples in one transaction: all are stored or none.
    virtual Result<AddOutcome> add(const std::vector<Sample>& samples) = 0;
    virtual Result<std::vector<StoredDrive>> drives() = 0;
    virtual Result<SampleSeries> series(std::int64_t drive_id, const TimeRange& range) = 0;
    virtual Result<std::vector<DeviceOccupancy>> occupancy(const std::string& device, const TimeRange& range) = 0;
    virtual Result<RetentionOutcome> apply_retention(const RetentionPolicy& policy, std::int64_t now) = 0;

    virtual Result<void> add_bench(const DriveKey& drive, const StoredBench& bench) = 0;
    // The newest stored run of `drive` before `before` (nullopt: none yet).
    virtual Result<std::optional<StoredBench>> last_bench(const DriveKey& drive, std::int64_t before) = 0;

    virtual Result<void> add_selftest_start(const DriveKey& drive, const SelfTestStart& start) = 0;
    // The newest start of each type (none: never started by this tool).
    virtual Result<std::vector<SelfTestStart>> last_selftest_starts(const DriveKey& drive) = 0;
    // Self-test results first seen in the range, oldest first.
    virtual Result<std::vector<StoredSelfTestResult>> selftest_results(std::int64_t drive_id, const TimeRange& range) = 0;
};

} // namespace ssd::history
