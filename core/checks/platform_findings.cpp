#include "core/checks/platform_findings.h"

#include <algorithm>

namespace ssd {

CheckOutcome merge_platform_findings(CheckOutcome shared, PlatformFindings platform) {
    if (platform.outcome.findings.empty() && platform.outcome.not_evaluated.empty() && platform.replaces.empty()) {
        return shared;
    }
    const auto replaced = [&platform](const Finding& finding) {
        return std::find(platform.replaces.begin(), platform.replaces.end(), finding.id) != platform.replaces.end();
    };
    shared.findings.erase(std::remove_if(shared.findings.begin(), shared.findings.end(), replaced),
                          shared.findings.end());
    shared.merge(std::move(platform.outcome));
    sort_by_severity(shared.findings);
    return shared;
}

} // namespace ssd
