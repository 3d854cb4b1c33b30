#include "core/checks/check_outcome.h"

#include <algorithm>

#include "core/util/json_util.h"

namespace ssd {

void CheckOutcome::merge(CheckOutcome other) {
    for (auto& finding : other.findings) findings.push_back(std::move(finding));
    for (auto& entry : other.not_evaluated) not_evaluated.push_back(std::move(entry));
}

int severity_rank(Severity severity) {
    switch (severity) {
    case Severity::Info: return 0;
    case Severity::Warning: return 1;
    case Severity::Critical: return 2;
    }
    return 0;
}

void sort_by_severity(std::vector<Finding>& findings) {
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        return severity_rank(a.severity) > severity_rank(b.severity);
    });
}

bool has_finding_at_least(const std::vector<Finding>& findings, Severity threshold) {
    return std::any_of(findings.begin(), findings.end(), [threshold](const Finding& f) {
        return severity_rank(f.severity) >= severity_rank(threshold);
    });
}

std::vector<NotEvaluated> not_evaluated_from_json(const nlohmann::json& entries) {
    std::vector<NotEvaluated> list;
    if (!entries.is_array()) return list;
    for (const auto& e : entries) {
        list.push_back({json_or<std::string>(e, "check", {}), json_or<std::string>(e, "reason", {})});
    }
    return list;
}

CheckOutcome check_outcome_from_json(const nlohmann::json& doc) {
    return {findings_from_json(json_array(doc, "findings")), not_evaluated_from_json(json_array(doc, "not_evaluated"))};
}

} // namespace ssd
