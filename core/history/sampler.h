// `ssdtool sample`: one reading of every drive (or the named ones), each made
// into a history sample by the same code as `health`. Drives in standby are
// left asleep and recorded as such; a drive that cannot be read is said, and
// the others are still sampled.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/drive/drive_inventory.h"
#include "core/health/firmware_advisories.h"
#include "core/history/history_store.h"
#include "core/process/command_runner.h"
#include "core/smart/in_process_smart_reader.h"

namespace ssd::history {

enum class SampleStatus { Read, Standby, Skipped };
inline constexpr EnumTable<SampleStatus, 3> kSampleStatuses{{{
    {SampleStatus::Read, "read", "read"},
    {SampleStatus::Standby, "standby", "in standby, left asleep"},
    {SampleStatus::Skipped, "skipped", "not sampled"},
}}};

struct SampleOutcome {
    std::string device;
    SampleStatus status = SampleStatus::Skipped;
    std::optional<Sample> sample;  // Read and Standby
    std::optional<Error> error;    // Skipped: why
};

struct SamplerSeams {
    DriveInventory& inventory;
    CommandRunner& runner;
    InProcessSmartReader* in_process = nullptr;
    std::span<const Advisory> advisories = {};
};

// `devices` empty: every drive the inventory lists. `known` (the history's
// drives) lets a sleeping drive be filed under the key its readings have.
Result<std::vector<SampleOutcome>> take_samples(SamplerSeams seams, const std::vector<std::string>& devices,
                                                std::int64_t now, const std::vector<StoredDrive>& known);

// The samples to store from a run's outcomes.
std::vector<Sample> samples_of(const std::vector<SampleOutcome>& outcomes);

} // namespace ssd::history
