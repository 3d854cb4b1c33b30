#include "core/checks/check_outcome.h"

#include <algorithm>

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

} // namespace ssd
