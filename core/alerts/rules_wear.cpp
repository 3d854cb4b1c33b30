#include <array>

#include "core/alerts/rule_measures.h"

namespace ssd::alerts {

namespace {

// The steps of wear worth a message: each one crossed is news once.
constexpr std::array kWearSteps{100, 95, 90, 80};

} // namespace

RuleReading wear_level(const RuleInput& input) {
    const auto used = input.sample().percent_used;
    if (!used) return unknown_reading();
    for (const int step : kWearSteps) {
        if (*used < step) continue;
        std::vector<EvidenceValue> evidence{{"percent_used", *used}, {"step", step}};
        std::optional<double> previous;
        if (const auto index = input.previous_index()) {
            if (const auto before = input.series().samples[*index].percent_used) {
                previous = *before;
                evidence.push_back({"previous", *previous});
            }
        }
        return holds(step,
                     std::to_string(*used) + " % of the rated wear used, past the " + std::to_string(step) +
                         " % step" + previous_text(previous, " %"),
                     std::move(evidence));
    }
    return clear_reading();
}

RuleReading spare_low(const RuleInput& input) {
    const auto spare = input.sample().spare_percent;
    const auto threshold = input.counter(input.judged_index(), "NVMe Available Spare Threshold");
    if (!spare || !threshold) return unknown_reading();
    const double below = static_cast<double>(*threshold) - *spare;
    if (below <= 0) return clear_reading();
    return holds(below,
                 "Available spare " + std::to_string(*spare) + " %, below the drive's threshold of " +
                     std::to_string(*threshold) + " %",
                 {{"spare_percent", *spare}, {"threshold_percent", static_cast<double>(*threshold)}});
}

} // namespace ssd::alerts
