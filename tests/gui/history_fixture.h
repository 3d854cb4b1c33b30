// A drive history for the History tab's tests and screenshot: a real capture's
// drive (identity, counters of known unit, wear, temperature, thresholds, all
// as the capture says, turned into a sample by the same code `ssdtool sample`
// uses) read every few hours over `days` days up to `end`. The workload in
// between is SYNTHETIC: host writes that differ by weekday, NAND writes at a
// write amplification that changes from week to week, a daily temperature
// cycle around the captured reading, life used rising 1 % a month, and one
// counter (the capture's attribute 5) that rises once two thirds of the way
// in. Other counters keep the captured values.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/gui/history_opener.h"
#include "core/history/memory_history_store.h"

namespace ssd::test {

// The SandForce Kingston SV300 (/dev/sdc in FakeBackend): host and NAND counters in GiB.
inline constexpr const char* kHistoryCapture = "kingston_SV300S37A240G-SandForce_smartmontools-go.json";
inline constexpr const char* kHistorySerial = "50026B77560145CF";

// Noon UTC, 90 days after the capture's day: "now" for the tab and the end of the history.
inline constexpr std::int64_t kHistoryNow = 1762041600 + 90 * 86400 + 12 * 3600;

std::vector<history::Sample> syntheticSamples(const std::string& capture, int days, std::int64_t end,
                                              std::int64_t step = 3 * 3600);
// The same samples in a store.
history::MemoryHistoryStore syntheticHistory(const std::string& capture, int days, std::int64_t end,
                                             std::int64_t step = 3 * 3600);

// An opener that hands out copies of `store` (the History tab only checks that the file exists).
gui::HistoryOpener memoryOpener(const history::MemoryHistoryStore& store);

} // namespace ssd::test
