#include "core/alerts/rule_input.h"

#include <cmath>
#include <cstdio>

namespace ssd::alerts {

RuleReading unknown_reading() { return {}; }

RuleReading clear_reading() {
    RuleReading reading;
    reading.judgement = Judgement::Clear;
    return reading;
}

RuleReading holds(double level, std::string summary, std::vector<EvidenceValue> evidence, double worse_by) {
    return {Judgement::Holds, level, worse_by, std::move(summary), std::move(evidence)};
}

std::optional<std::size_t> RuleInput::previous_index() const {
    for (std::size_t i = judged_; i-- > 0;) {
        if (!series_.samples[i].standby) return i;
    }
    return std::nullopt;
}

template <typename Match>
std::optional<std::uint64_t> RuleInput::find_counter(std::size_t sample, Match match) const {
    const history::Sample& whole = series_.samples[sample];
    if (!whole.counters.empty()) {
        for (const auto& counter : whole.counters) {
            if (match(counter.name)) return counter.raw;
        }
        return std::nullopt;
    }
    // The newest point at or before the sample: a counter keeps its value until it changes.
    const history::CounterPoint* newest = nullptr;
    for (const auto& point : series_.counter_points) {
        if (point.sample > sample || point.name >= series_.counter_names.size()) continue;
        if (newest != nullptr && point.sample < newest->sample) continue;
        if (match(series_.counter_names[point.name])) newest = &point;
    }
    if (newest == nullptr) return std::nullopt;
    return newest->raw;
}

std::optional<std::uint64_t> RuleInput::counter(std::size_t sample, std::string_view name) const {
    return find_counter(sample, [&](const std::string& candidate) { return candidate == name; });
}

std::optional<std::uint64_t> RuleInput::attribute(std::size_t sample, int id) const {
    const std::string prefix = std::to_string(id) + " ";
    return find_counter(sample, [&](const std::string& candidate) { return candidate.starts_with(prefix); });
}

bool RuleInput::nvme() const { return counter(judged_, kNvmeCriticalWarningCounter).has_value(); }

std::string number_text(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15) {
        return std::to_string(static_cast<long long>(value));
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string result = text;
    while (result.back() == '0') result.pop_back();
    if (result.back() == '.') result.pop_back();
    return result;
}

std::string previous_text(const std::optional<double>& previous, std::string_view unit) {
    if (!previous) return "";
    return " (" + number_text(*previous) + std::string(unit) + " at the previous sample)";
}

std::string duration_text(std::int64_t seconds) {
    if (seconds < 60) return std::to_string(seconds) + " s";
    const std::int64_t minutes = seconds / 60;
    if (minutes < 60) {
        const std::int64_t rest = seconds % 60;
        return std::to_string(minutes) + " min" + (rest ? " " + std::to_string(rest) + " s" : "");
    }
    const std::int64_t hours = minutes / 60;
    const std::int64_t rest = minutes % 60;
    return std::to_string(hours) + " h" + (rest ? " " + std::to_string(rest) + " min" : "");
}

} // namespace ssd::alerts
