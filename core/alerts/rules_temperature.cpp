#include <algorithm>

#include "core/alerts/rule_measures.h"

namespace ssd::alerts {

namespace {

struct Thresholds {
    int warning_c = 0;
    std::optional<int> critical_c;
    bool own = false;  // the drive's own warning threshold (NVMe WCTEMP, ATA SCT limit)
};

// The drive's own warning threshold where it reports one. An ATA drive without
// one gets the configured values; an ATA drive with one keeps the configured
// critical value (never below its own warning). An NVMe drive's critical
// threshold (CCTEMP) is not kept in a sample, so NVMe judges warning only (its
// critical warning bit 1 is a rule of its own); an NVMe drive that reports no
// threshold is not judged (nullopt).
std::optional<Thresholds> thresholds(const RuleInput& input) {
    const auto& settings = input.settings();
    const auto own = input.sample().temperature_limit_c;
    if (input.nvme()) {
        if (!own) return std::nullopt;
        return Thresholds{*own, std::nullopt, true};
    }
    const int warning = own.value_or(settings.ata_temperature_warning_c);
    return Thresholds{warning, std::max(settings.ata_temperature_critical_c, warning), own.has_value()};
}

// Seconds since the first of the consecutive readings at or above `warning_c`
// that end at the judged sample (standby samples and readings without a
// temperature neither extend nor break the run).
std::int64_t seconds_at_or_above(const RuleInput& input, int warning_c) {
    const auto& samples = input.series().samples;
    std::int64_t first = input.sample().time;
    for (std::size_t i = input.judged_index(); i-- > 0;) {
        const auto& sample = samples[i];
        if (sample.standby || !sample.temperature_c) continue;
        if (*sample.temperature_c < warning_c) break;
        first = sample.time;
    }
    return input.sample().time - first;
}

} // namespace

RuleReading temperature_high(const RuleInput& input) {
    const auto temperature = input.sample().temperature_c;
    const auto limits = thresholds(input);
    if (!temperature || !limits) return unknown_reading();
    const int t = *temperature;
    if (t < limits->warning_c) return clear_reading();
    const bool critical = limits->critical_c && t >= *limits->critical_c;
    const std::int64_t seconds = seconds_at_or_above(input, limits->warning_c);
    std::vector<EvidenceValue> evidence{{"temperature_c", t},
                                        {"warning_c", limits->warning_c},
                                        {"seconds_at_or_above", static_cast<double>(seconds)}};
    if (limits->critical_c) evidence.push_back({"critical_c", *limits->critical_c});
    const std::string warning = (limits->own ? "the drive's" : "the configured") + std::string(" warning threshold (") +
                                std::to_string(limits->warning_c) + " °C)";
    std::string summary = std::to_string(t) + " °C: at or above ";
    if (critical) summary += "the configured critical temperature (" + std::to_string(*limits->critical_c) + " °C); " + warning;
    else summary += warning;
    summary += seconds > 0 ? " for " + duration_text(seconds) : " since this reading";
    return holds(critical ? 2 : 1, std::move(summary), std::move(evidence));
}

} // namespace ssd::alerts
