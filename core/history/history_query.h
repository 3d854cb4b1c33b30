// `ssdtool history [DEVICE|SERIAL]`: which drives, which stretch of time, and
// the interval facts of each, answered from a HistoryStore. The CLI and the
// GUI both call answer_history.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/health/rated_endurance.h"
#include "core/history/interval_facts.h"

namespace ssd::history {

struct HistoryQuery {
    std::string drive;  // "" every drive; a device name ("/dev/sda") or a serial number
    TimeRange range;
    EnduranceInputs endurance;  // a rating given for the query (--rated-tbw): every drive's
    // Otherwise each drive's rating is looked up here by its model and capacity.
    std::span<const EnduranceRating> ratings = {};
};

// Another drive answered under the same device name: the device was swapped.
struct DeviceSwap {
    std::string device;
    std::int64_t time = 0;  // the first sample of the new drive
    DriveKey from;
    DriveKey to;
};

struct DriveHistory {
    IntervalFacts facts;
    std::vector<DeviceSwap> swaps;  // only when the query named a device
    std::vector<StoredSelfTestResult> self_tests;  // log entries first seen in the range, oldest first
    std::vector<SelfTestStart> selftest_starts;    // the newest start of each type by this tool, at any time
};

// Errors: NoSuchDevice when no drive in the history matches `query.drive`;
// the store's own errors.
Result<std::vector<DriveHistory>> answer_history(HistoryStore& store, const HistoryQuery& query);

// A drive with the same serial already in the history, for a standby sample
// whose key comes from discovery (whose model text can differ from smartctl's).
std::optional<DriveKey> stored_key_for_serial(const std::vector<StoredDrive>& drives, const std::string& serial);

} // namespace ssd::history
