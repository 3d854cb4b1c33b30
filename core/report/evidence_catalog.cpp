#include "core/report/evidence_catalog.h"

#include "core/checks/setup_checks.h"
#include "core/checks/windows/windows_findings.h"
#include "core/health/firmware_advisories.h"
#include "core/health/health_findings.h"
#include "core/health/selftest_findings.h"

namespace ssd {

namespace {

std::vector<FindingEvidence> collect() {
    std::vector<FindingEvidence> all;
    for (const auto tables :
         {controller_evidence(), hidden_drives_evidence(), link_evidence(), partition_evidence(), trim_evidence(),
          free_space_evidence(), write_cache_evidence(), swap_hibernation_evidence(), health_finding_evidence(), selftest_finding_evidence(),
          firmware_advisory_evidence(),
          windows::windows_finding_evidence()}) {
        all.insert(all.end(), tables.begin(), tables.end());
    }
    return all;
}

} // namespace

std::span<const FindingEvidence> evidence_catalog() {
    static const std::vector<FindingEvidence> catalog = collect();
    return catalog;
}

std::vector<EvidenceLine> describe_evidence(const Finding& finding) {
    return describe_evidence(finding.id, finding.evidence);
}

std::vector<EvidenceLine> describe_evidence(std::string_view id, const nlohmann::json& evidence) {
    return describe_with(evidence_catalog(), id, evidence);
}

} // namespace ssd
