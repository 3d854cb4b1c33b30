#include "core/alerts/alert_rules.h"

#include "core/alerts/rule_table.h"

namespace ssd::alerts {

namespace {

const StoredAlert* open_alert_of(const std::vector<StoredAlert>& alerts, Rule rule) {
    for (const auto& alert : alerts) {
        if (alert.condition.rule == rule && !alert.resolved) return &alert;
    }
    return nullptr;
}

Condition condition_of(const RuleRow& row, RuleReading reading) {
    return {row.rule, severity_at(row, reading.level), reading.level, reading.worse_by, std::move(reading.summary),
            std::move(reading.evidence)};
}

} // namespace

std::optional<AlertUpdate> transition_for(const Condition& condition, bool holds, const StoredAlert* open) {
    if (!holds) {
        if (open == nullptr) return std::nullopt;
        return AlertUpdate{open->id, Transition::Resolved, open->condition};
    }
    if (open == nullptr) return AlertUpdate{std::nullopt, Transition::Opened, condition};
    Transition transition = Transition::Updated;
    if (open->acknowledged) {
        if (condition.level >= open->acknowledged->level + condition.worse_by) transition = Transition::Refired;
    } else if (condition.level >= open->peak_level + condition.worse_by) {
        transition = Transition::Worse;
    }
    return AlertUpdate{open->id, transition, condition};
}

std::vector<AlertUpdate> evaluate_rules(const RuleSettings& settings, const history::SampleSeries& series,
                                        std::size_t judged, const std::vector<StoredAlert>& open_alerts) {
    std::vector<AlertUpdate> updates;
    if (judged >= series.samples.size() || series.samples[judged].standby) return updates;
    const RuleInput input(settings, series, judged);
    for (const RuleRow& row : rule_table()) {
        if (settings.disabled.contains(row.rule)) continue;
        RuleReading reading = row.measure(input);
        if (reading.judgement == Judgement::Unknown) continue;
        const bool holds = reading.judgement == Judgement::Holds;
        const StoredAlert* open = open_alert_of(open_alerts, row.rule);
        if (auto update = transition_for(condition_of(row, std::move(reading)), holds, open)) {
            updates.push_back(std::move(*update));
        }
    }
    return updates;
}

} // namespace ssd::alerts
