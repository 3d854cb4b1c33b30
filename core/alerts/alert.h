// The alert model: what a rule finds on a drive now (Condition), what the
// history database keeps of it (StoredAlert, AlertEvent) and how one evaluation
// changes it (AlertUpdate). Every rule has a stable wire id (scripts, the
// Prometheus rules and the webhook payloads use it) and judges a level where a
// larger number is worse, so "acknowledged until it gets worse" is one
// comparison for every rule: 8 reallocated sectors acknowledged, 9 fires.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/history/drive_key.h"
#include "core/util/enum_table.h"

namespace ssd::alerts {

enum class Severity { Info, Warning, Critical };
inline constexpr EnumTable<Severity, 3> kSeverities{{{
    {Severity::Info, "info", "Info"},
    {Severity::Warning, "warning", "Warning"},
    {Severity::Critical, "critical", "Critical"},
}}};

enum class Rule {
    ReallocatedSectors,    // ATA 5 (and 196 where 5 is absent) above zero / above the acknowledged count
    PendingSectors,        // ATA 197
    OfflineUncorrectable,  // ATA 198
    CrcErrors,             // ATA 199: a cable or connector
    MediaErrors,           // NVMe Media and Data Integrity Errors
    NvmeSpareWarning,      // NVMe critical warning bit 0
    NvmeTemperatureWarning,  // bit 1
    NvmeReliabilityWarning,  // bit 2
    NvmeReadOnlyWarning,     // bit 3
    NvmeBackupWarning,       // bit 4: volatile memory backup failed
    NvmePmrWarning,          // bit 5: persistent memory region read-only
    TemperatureHigh,       // at or above the drive's warning (critical) threshold, and for how long
    WearLevel,             // percent used crossed 80, 90, 95 or 100
    SpareLow,              // available spare below the drive's threshold
    VerdictWorse,          // the health verdict became warning or failing
    SelftestFailed,        // the newest self-test found a defect
    WriteBurst,            // more than X GB written by the host in Y minutes
    WeeklyWa,              // write amplification over the last 7 days above a level
    FirmwareAdvisory,      // a firmware advisory newly applies
};
inline constexpr EnumTable<Rule, 19> kRules{{{
    {Rule::ReallocatedSectors, "reallocated-sectors", "Reallocated sectors"},
    {Rule::PendingSectors, "pending-sectors", "Pending sectors"},
    {Rule::OfflineUncorrectable, "offline-uncorrectable", "Offline uncorrectable sectors"},
    {Rule::CrcErrors, "crc-errors", "Interface CRC errors"},
    {Rule::MediaErrors, "media-errors", "NVMe media and data integrity errors"},
    {Rule::NvmeSpareWarning, "nvme-warning-spare", "NVMe critical warning: spare below threshold"},
    {Rule::NvmeTemperatureWarning, "nvme-warning-temperature", "NVMe critical warning: temperature"},
    {Rule::NvmeReliabilityWarning, "nvme-warning-reliability", "NVMe critical warning: reliability degraded"},
    {Rule::NvmeReadOnlyWarning, "nvme-warning-read-only", "NVMe critical warning: read-only"},
    {Rule::NvmeBackupWarning, "nvme-warning-backup", "NVMe critical warning: volatile memory backup failed"},
    {Rule::NvmePmrWarning, "nvme-warning-pmr", "NVMe critical warning: persistent memory region read-only"},
    {Rule::TemperatureHigh, "temperature-high", "Temperature above the drive's threshold"},
    {Rule::WearLevel, "wear-level", "Wear level crossed"},
    {Rule::SpareLow, "spare-low", "Available spare below threshold"},
    {Rule::VerdictWorse, "verdict-worse", "Health verdict worse"},
    {Rule::SelftestFailed, "selftest-failed", "Self-test failed"},
    {Rule::WriteBurst, "write-burst", "Write burst"},
    {Rule::WeeklyWa, "weekly-wa", "Write amplification over the last week"},
    {Rule::FirmwareAdvisory, "firmware-advisory", "Firmware advisory"},
}}};

// A number of the evidence, by name: {"reallocated", 9}, {"previous", 8}.
using EvidenceValue = std::pair<std::string, double>;

// What one rule finds on one drive at one sample.
struct Condition {
    Rule rule = Rule::ReallocatedSectors;
    Severity severity = Severity::Warning;
    // Larger is worse; compared with the level last notified or acknowledged.
    // A count for counters, the step for wear (80/90/95/100), 1/2 for warning/critical
    // temperature, the verdict's rank, the WA, the host counter's bytes for a burst.
    double level = 0;
    // The smallest rise of `level` that counts as worse (1 for counts, 0.5 for WA).
    double worse_by = 1;
    std::string summary;                  // one sentence with the numbers, for people
    std::vector<EvidenceValue> evidence;  // the numbers, for JSON
    friend bool operator==(const Condition&, const Condition&) = default;
};

enum class AlertState { Active, Acknowledged, Resolved };
inline constexpr EnumTable<AlertState, 3> kAlertStates{{{
    {AlertState::Active, "active", "Active"},
    {AlertState::Acknowledged, "acknowledged", "Acknowledged"},
    {AlertState::Resolved, "resolved", "Resolved"},
}}};

struct Acknowledgement {
    std::int64_t time = 0;
    double level = 0;  // the level acknowledged: the alert fires again above it
    std::string note;
    friend bool operator==(const Acknowledgement&, const Acknowledgement&) = default;
};

// One alert as the history database keeps it: open from the first sample its
// condition held until the first sample it no longer did.
struct StoredAlert {
    std::int64_t id = 0;  // what `ssdtool alerts ack ID` names
    std::int64_t drive_id = 0;
    history::DriveKey drive;
    std::string device;  // of the newest sample that saw it
    Condition condition;  // as last seen (the newest level and evidence)
    double peak_level = 0;  // the highest level notified: "worse" is measured from here
    std::int64_t opened = 0;
    std::int64_t last_seen = 0;
    std::optional<std::int64_t> resolved;
    std::optional<Acknowledgement> acknowledged;  // cleared when it fires again

    AlertState state() const {
        if (resolved) return AlertState::Resolved;
        return acknowledged ? AlertState::Acknowledged : AlertState::Active;
    }
    friend bool operator==(const StoredAlert&, const StoredAlert&) = default;
};

// What happened to an alert; Opened, Worse and Refired are news (notified),
// Updated is not (the same level, or better, seen again).
enum class Transition { Opened, Worse, Refired, Updated, Resolved, Acknowledged };
inline constexpr EnumTable<Transition, 6> kTransitions{{{
    {Transition::Opened, "opened", "raised"},
    {Transition::Worse, "worse", "worse"},
    {Transition::Refired, "refired", "worse than acknowledged"},
    {Transition::Updated, "updated", "seen again"},
    {Transition::Resolved, "resolved", "cleared"},
    {Transition::Acknowledged, "acknowledged", "acknowledged"},
}}};

inline bool is_news(Transition transition) {
    return transition == Transition::Opened || transition == Transition::Worse || transition == Transition::Refired;
}

// One change an evaluation makes: `alert_id` empty for Opened (a new alert).
struct AlertUpdate {
    std::optional<std::int64_t> alert_id;
    Transition transition = Transition::Opened;
    Condition condition;  // Resolved: the alert's last condition
    friend bool operator==(const AlertUpdate&, const AlertUpdate&) = default;
};

// The alert history: every transition, with the alert it belongs to.
struct AlertEvent {
    std::int64_t id = 0;
    std::int64_t alert_id = 0;
    std::int64_t time = 0;
    Transition transition = Transition::Opened;
    Condition condition;
    std::string note;  // Acknowledged: the note given
    friend bool operator==(const AlertEvent&, const AlertEvent&) = default;
};

} // namespace ssd::alerts
