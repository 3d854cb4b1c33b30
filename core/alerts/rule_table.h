// Every rule in one table: its id, its severity and how its level is measured.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "core/alerts/rule_input.h"

namespace ssd::alerts {

using Measure = RuleReading (*)(const RuleInput&);

struct RuleRow {
    Rule rule;
    Severity severity;
    // The level from which the alert is Critical instead (wear 95, failing
    // verdict, critical temperature); empty: always `severity`.
    std::optional<double> critical_from;
    Measure measure;
    std::string_view level;  // what the level counts, for people reading the table
};

// In kRules order; one row per rule.
std::span<const RuleRow> rule_table();

// The severity of a condition of `row` at `level`.
Severity severity_at(const RuleRow& row, double level);

} // namespace ssd::alerts
