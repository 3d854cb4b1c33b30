#include "core/bench/run_thermal.h"

#include <algorithm>

#include "core/util/json_util.h"
#include "core/util/rounding.h"

namespace ssd::bench {

namespace {

using nlohmann::json;

// The readings in time order: before, during, after (the unknown ones left out).
std::vector<ThermalSample> in_order(const Observed<ThermalReading>& before, const std::vector<ThermalSample>& during,
                                    const Observed<ThermalReading>& after) {
    std::vector<ThermalSample> readings;
    if (before) readings.push_back({0.0, *before});
    readings.insert(readings.end(), during.begin(), during.end());
    if (after) readings.push_back({during.empty() ? 0.0 : during.back().seconds, *after});
    return readings;
}

// How much a counter grew from the first reading that has it to the last; 0 when it did not.
std::uint64_t growth(const std::vector<ThermalSample>& readings, std::optional<std::uint64_t> ThermalReading::*counter) {
    std::optional<std::uint64_t> first;
    std::optional<std::uint64_t> last;
    for (const auto& sample : readings) {
        if (const auto value = sample.reading.*counter) {
            if (!first) first = value;
            last = value;
        }
    }
    return first && last && *last > *first ? *last - *first : 0;
}

json thermal_json(const Observed<ThermalReading>& reading) {
    if (!reading) return json{{"available", false}, {"reason", reading.reason()}};
    return {{"available", true},
            {"temperature_c", optional_json(reading->temperature_c)},
            {"limit_c", optional_json(reading->limit_c)},
            {"warning_temperature_minutes", optional_json(reading->warning_minutes)},
            {"critical_temperature_minutes", optional_json(reading->critical_minutes)},
            {"throttle_transitions", optional_json(reading->throttle_transitions)},
            {"throttle_seconds", optional_json(reading->throttle_seconds)}};
}

ThermalReading reading_from_json(const json& reading) {
    return {json_optional<int>(reading, "temperature_c"),
            json_optional<int>(reading, "limit_c"),
            json_optional<std::uint64_t>(reading, "warning_temperature_minutes"),
            json_optional<std::uint64_t>(reading, "critical_temperature_minutes"),
            json_optional<std::uint64_t>(reading, "throttle_transitions"),
            json_optional<std::uint64_t>(reading, "throttle_seconds")};
}

Observed<ThermalReading> thermal_from_json(const json& reading) {
    if (!json_or(reading, "available", false)) {
        return Observed<ThermalReading>::unknown(json_or<std::string>(reading, "reason", "not recorded"));
    }
    return reading_from_json(reading);
}

std::string one_temperature(const Observed<ThermalReading>& reading) {
    if (!reading) return "unknown";
    return reading->temperature_c ? std::to_string(*reading->temperature_c) + " °C" : std::string("not reported");
}

} // namespace

std::optional<std::string> throttled(const Observed<ThermalReading>& before, const std::vector<ThermalSample>& during,
                                     const Observed<ThermalReading>& after) {
    const std::vector<ThermalSample> readings = in_order(before, during, after);
    std::string detail;
    auto add = [&detail](const std::string& part) { detail += (detail.empty() ? "" : "; ") + part; };
    if (const auto minutes = growth(readings, &ThermalReading::warning_minutes)) {
        add(std::to_string(minutes) + " minute(s) more at the warning temperature (NVMe health log)");
    }
    if (const auto minutes = growth(readings, &ThermalReading::critical_minutes)) {
        add(std::to_string(minutes) + " minute(s) more at the critical temperature (NVMe health log)");
    }
    if (const auto transitions = growth(readings, &ThermalReading::throttle_transitions)) {
        add(std::to_string(transitions) +
            " thermal-management transition(s): the drive slowed itself down to cool (NVMe health log)");
    }
    // The hottest reading at or above the drive's own warning threshold (the one before the run aside).
    const ThermalSample* hottest = nullptr;
    for (std::size_t i = before ? 1 : 0; i < readings.size(); ++i) {
        const ThermalReading& reading = readings[i].reading;
        if (!reading.temperature_c || !reading.limit_c || *reading.temperature_c < *reading.limit_c) continue;
        if (hottest == nullptr || *reading.temperature_c > *hottest->reading.temperature_c) hottest = &readings[i];
    }
    if (hottest != nullptr) {
        add("the drive reached " + std::to_string(*hottest->reading.temperature_c) +
            " °C, at or above its warning threshold of " + std::to_string(*hottest->reading.limit_c) + " °C");
    }
    if (detail.empty()) return std::nullopt;
    return detail;
}

json temperature_json(const Observed<ThermalReading>& before, const std::vector<ThermalSample>& during,
                      const Observed<ThermalReading>& after) {
    json samples = json::array();
    for (const auto& sample : during) {
        json reading = thermal_json(sample.reading);
        reading.erase("available");
        reading["seconds"] = round_decimals(sample.seconds, 3);
        samples.push_back(std::move(reading));
    }
    return {{"before", thermal_json(before)}, {"after", thermal_json(after)}, {"during", samples}};
}

TemperatureReadings temperature_from_json(const json& temperature) {
    TemperatureReadings readings{thermal_from_json(json_object(temperature, "before")),
                                 thermal_from_json(json_object(temperature, "after")),
                                 {}};
    for (const auto& sample : json_array(temperature, "during")) {
        readings.during.push_back({json_or(sample, "seconds", 0.0), reading_from_json(sample)});
    }
    return readings;
}

std::string temperature_text(const Observed<ThermalReading>& before, const std::vector<ThermalSample>& during,
                             const Observed<ThermalReading>& after) {
    std::string text = one_temperature(before) + " before, " + one_temperature(after) + " after";
    std::optional<int> low;
    std::optional<int> high;
    for (const auto& sample : during) {
        if (const auto c = sample.reading.temperature_c) {
            low = std::min(low.value_or(*c), *c);
            high = std::max(high.value_or(*c), *c);
        }
    }
    if (low) {
        text += "; during the run " + std::to_string(*low) + (*high != *low ? "–" + std::to_string(*high) : "") +
                " °C in " + std::to_string(during.size()) + " reading(s)";
    }
    return text;
}

} // namespace ssd::bench
