// One reading of one drive at one time: what `ssdtool sample` stores and
// `history import` loads from a saved capture. Everything is optional that a
// drive may not report; unknown is never zero.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/health/finding.h"
#include "core/history/drive_key.h"
#include "core/selftest/selftest.h"
#include "core/util/enum_table.h"

namespace ssd::history {

enum class SampleSource { Sampled, Imported };
inline constexpr EnumTable<SampleSource, 2> kSampleSources{{{
    {SampleSource::Sampled, "sampled", "read from the drive"},
    {SampleSource::Imported, "imported", "imported from a saved capture"},
}}};

enum class VerdictLevel { Unknown, Good, Warning, Failing };
inline constexpr EnumTable<VerdictLevel, 4> kVerdictLevels{{{
    {VerdictLevel::Unknown, "unknown", "Unknown"},
    {VerdictLevel::Good, "good", "Good"},
    {VerdictLevel::Warning, "warning", "Warning"},
    {VerdictLevel::Failing, "failing", "Failing"},
}}};

// One counter or attribute as it stood: ATA attributes ("5 Reallocated_Sector_Ct"),
// NVMe health log fields ("NVMe Media and Data Integrity Errors") and ATA Device
// Statistics ("Device Statistics: Logical Sectors Written") alike. `name` is the
// stable key within one drive's history.
struct CounterValue {
    std::string name;
    std::uint64_t raw = 0;
    std::optional<int> normalized;  // ATA value
    std::optional<int> worst;
    std::optional<int> threshold;
    friend bool operator==(const CounterValue&, const CounterValue&) = default;
};

// A write counter in bytes with its granularity: how many bytes one step of the
// drive's counter stands for (NVMe: 512 000; an attribute in GiB: 2^30), so an
// interval can say how exact it is and tell a wrap from a reset.
struct WriteCounter {
    std::uint64_t bytes = 0;
    std::uint64_t unit_bytes = 1;
    friend bool operator==(const WriteCounter&, const WriteCounter&) = default;
};

// A finding of the reading by its stable id (docs/CONTRACT.md), with the severity it
// had then: several ids vary (wear-high is a warning until life is used up).
// Samples stored before severities were kept have none.
struct SampleFinding {
    std::string id;
    std::optional<Severity> severity;
    friend bool operator==(const SampleFinding&, const SampleFinding&) = default;
};

struct Sample {
    std::int64_t time = 0;  // Unix seconds, UTC
    DriveKey drive;
    std::string device;     // "/dev/sda" when it was read
    SampleSource source = SampleSource::Sampled;
    // In standby and not woken (smartctl -n standby): only time, drive and
    // device are known; every other field is empty.
    bool standby = false;

    std::string firmware;
    std::optional<std::uint64_t> capacity_bytes;
    std::optional<WriteCounter> host_written;
    std::optional<WriteCounter> nand_written;
    std::string write_method;   // WriteFacts::method: which counters and units
    std::optional<int> temperature_c;
    std::optional<int> temperature_limit_c;  // the drive's own warning threshold
    std::optional<int> percent_used;
    std::optional<int> spare_percent;
    std::optional<std::uint64_t> power_on_hours;
    VerdictLevel verdict = VerdictLevel::Unknown;
    std::vector<SampleFinding> findings;
    std::vector<CounterValue> counters;
    // The drive's self-test log as this reading saw it (newest first); empty when
    // the reading held none. The store keeps each entry once (StoredSelfTestResult).
    std::vector<selftest::LogEntry> selftest_log;

    friend bool operator==(const Sample&, const Sample&) = default;
};

} // namespace ssd::history
