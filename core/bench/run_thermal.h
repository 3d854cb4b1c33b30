// The drive's temperature around and during a benchmark run (issue 36): one SMART reading's
// thermal side, the readings taken while the run ran, and whether the drive throttled —
// minutes it spent at its warning or critical temperature (NVMe), thermal-management
// transitions (NVMe 1.3 host-controlled thermal management: the drive slowing itself to
// cool down), or a temperature at or above its own warning threshold. A benchmark that ran
// into any of these measured the cooling as much as the drive.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/checks/observed.h"

namespace ssd::bench {

// The thermal side of one SMART reading of the drive.
struct ThermalReading {
    std::optional<int> temperature_c;
    std::optional<int> limit_c;                     // the drive's own warning threshold
    // NVMe health log: minutes spent at or above the warning (WCTEMP) and
    // critical (CCTEMP) composite temperatures, where the drive throttles.
    std::optional<std::uint64_t> warning_minutes;
    std::optional<std::uint64_t> critical_minutes;
    // NVMe: times the drive entered light or heavy thermal management (TMT1 + TMT2
    // transition counts), and the seconds it spent there.
    std::optional<std::uint64_t> throttle_transitions;
    std::optional<std::uint64_t> throttle_seconds;
};

// A reading taken while the run ran, `seconds` after it started.
struct ThermalSample {
    double seconds = 0.0;
    ThermalReading reading;
};

// How often a reading is taken during a run (each one runs the SMART reader: smartctl).
inline constexpr double kThermalSampleSeconds = 15.0;

// Why the run counts as throttled (readings before, during and after, in time order);
// nullopt: it did not, as far as the readings tell.
std::optional<std::string> throttled(const Observed<ThermalReading>& before, const std::vector<ThermalSample>& during,
                                     const Observed<ThermalReading>& after);

// The conditions' "temperature" object ({before, after, during}), its reader, and its line
// of text ("41 °C before, 47 °C after; during: 43–48 °C in 6 readings").
nlohmann::json temperature_json(const Observed<ThermalReading>& before, const std::vector<ThermalSample>& during,
                                const Observed<ThermalReading>& after);
struct TemperatureReadings {
    Observed<ThermalReading> before;
    Observed<ThermalReading> after;
    std::vector<ThermalSample> during;
};
TemperatureReadings temperature_from_json(const nlohmann::json& temperature);
std::string temperature_text(const Observed<ThermalReading>& before, const std::vector<ThermalSample>& during,
                             const Observed<ThermalReading>& after);

} // namespace ssd::bench
