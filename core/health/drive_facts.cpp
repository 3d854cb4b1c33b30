#include "core/health/drive_facts.h"

#include "core/health/health_findings.h"
#include "core/health/media_counters.h"
#include "core/health/plausibility.h"
#include "core/health/verdict.h"
#include "core/health/wear.h"
#include "core/health/write_amplification.h"

namespace ssd {

DriveFacts analyze_drive(const SmartReport& report) { return analyze_drive(report, {}); }

DriveFacts analyze_drive(const SmartReport& report, std::span<const Advisory> advisories) {
    DriveFacts facts;
    const MediaCounters media = read_media_counters(report);
    facts.writes = analyze_writes(report);
    check_plausibility(report, facts.writes);
    facts.wear = analyze_wear(report);
    facts.verdict = judge_health(report, media, facts.wear);
    facts.findings = health_findings(report, facts, media);
    for (auto& finding : match_advisories(report, advisories)) {
        facts.findings.push_back(std::move(finding));
    }
    return facts;
}

} // namespace ssd
