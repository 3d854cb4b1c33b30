#include "core/health/drive_facts.h"

namespace ssd {

DriveFacts analyze_drive(const SmartReport& report) {
    DriveFacts facts;
    if (report.smart_passed == true) {
        facts.verdict.level = "good";
        facts.verdict.reasons.emplace_back("the drive's own SMART assessment is PASSED");
    } else if (report.smart_passed == false) {
        facts.verdict.level = "failing";
        facts.verdict.reasons.emplace_back("the drive's own SMART assessment is FAILED");
    } else {
        facts.verdict.reasons.emplace_back("the drive gave no overall SMART assessment");
    }
    facts.writes.unavailable_reason = "write amplification analysis is not implemented yet";
    facts.wear.source = "not evaluated";
    return facts;
}

} // namespace ssd
