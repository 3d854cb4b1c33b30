// What checks produce: findings (docs/CONTRACT.md "Finding") and the checks that
// could not be evaluated, each with the reason, so nothing passes silently.
#pragma once

#include <string>
#include <vector>

#include "core/health/finding.h"

namespace ssd {

// `check` names the finding id the check would have produced
// ("trim-disabled"), so a script sees each id as fired, passed or not evaluated.
struct NotEvaluated {
    std::string check;
    std::string reason;
};

struct CheckOutcome {
    std::vector<Finding> findings;
    std::vector<NotEvaluated> not_evaluated;

    void add(Finding finding) { findings.push_back(std::move(finding)); }
    void skip(std::string check, std::string reason) {
        not_evaluated.push_back(NotEvaluated{std::move(check), std::move(reason)});
    }
    void merge(CheckOutcome other);
};

// Read back from a document's "findings" and "not_evaluated" (check_json.h's shape); lenient.
std::vector<NotEvaluated> not_evaluated_from_json(const nlohmann::json& entries);
CheckOutcome check_outcome_from_json(const nlohmann::json& doc);

// 0 = info, 1 = warning, 2 = critical.
int severity_rank(Severity severity);
// Critical first, then warning, then info; the order within a severity is kept.
void sort_by_severity(std::vector<Finding>& findings);
// True when a finding of `threshold` or worse exists (--fail-on).
bool has_finding_at_least(const std::vector<Finding>& findings, Severity threshold);

} // namespace ssd
