#include <algorithm>

#include "core/alerts/rule_measures.h"

namespace ssd::alerts {

namespace {

// The verdict's rank as the level: larger is worse; Good and Unknown have none.
std::optional<int> verdict_rank(history::VerdictLevel verdict) {
    switch (verdict) {
    case history::VerdictLevel::Warning: return 1;
    case history::VerdictLevel::Failing: return 2;
    case history::VerdictLevel::Good: return 0;
    case history::VerdictLevel::Unknown: break;
    }
    return std::nullopt;
}

} // namespace

RuleReading verdict_worse(const RuleInput& input) {
    const auto verdict = input.sample().verdict;
    const auto rank = verdict_rank(verdict);
    if (!rank) return unknown_reading();
    if (*rank == 0) return clear_reading();
    std::vector<EvidenceValue> evidence{{"rank", *rank}};
    std::string summary = "Health verdict " + std::string(history::kVerdictLevels.label(verdict));
    if (const auto index = input.previous_index()) {
        const auto before = input.series().samples[*index].verdict;
        if (const auto previous = verdict_rank(before)) {
            evidence.push_back({"previous", *previous});
            summary += " (" + std::string(history::kVerdictLevels.label(before)) + " at the previous sample)";
        }
    }
    return holds(*rank, std::move(summary), std::move(evidence));
}

// From the log the judged reading saw (a stored series carries none: raise_alerts
// puts the added sample's log in; no log read means unknown).
RuleReading selftest_failed(const RuleInput& input) {
    const auto& log = input.sample().selftest_log;
    const auto newest = std::find_if(log.begin(), log.end(),
                                     [](const selftest::LogEntry& entry) { return selftest::is_finished(entry.outcome); });
    if (newest == log.end()) return unknown_reading();
    if (!selftest::found_defect(newest->outcome)) return clear_reading();
    const auto failed = std::count_if(log.begin(), log.end(),
                                      [](const selftest::LogEntry& entry) { return selftest::found_defect(entry.outcome); });
    std::vector<EvidenceValue> evidence{{"failed_entries", static_cast<double>(failed)},
                                        {"status_code", newest->status_code}};
    std::string summary = "The newest " + std::string(selftest::kTestTypes.label(newest->type)) + " self-test ended \"" +
                          newest->words + "\"";
    if (newest->power_on_hours) {
        evidence.push_back({"power_on_hours", static_cast<double>(*newest->power_on_hours)});
        summary += " at " + std::to_string(*newest->power_on_hours) + " power-on hours";
    }
    if (newest->failing_lba) {
        evidence.push_back({"failing_lba", static_cast<double>(*newest->failing_lba)});
        summary += ", first failing LBA " + std::to_string(*newest->failing_lba);
    }
    summary += "; " + std::to_string(failed) + " failed " + (failed == 1 ? "entry" : "entries") + " in the log";
    return holds(static_cast<double>(failed), std::move(summary), std::move(evidence));
}

RuleReading firmware_advisory(const RuleInput& input) {
    const auto& sample = input.sample();
    // A reading that gave no verdict gave no findings either: nothing to judge.
    if (sample.verdict == history::VerdictLevel::Unknown && sample.findings.empty()) return unknown_reading();
    const auto count = std::count_if(sample.findings.begin(), sample.findings.end(),
                                     [](const history::SampleFinding& finding) { return finding.id == "firmware-advisory"; });
    if (count == 0) return clear_reading();
    return holds(static_cast<double>(count),
                 "A known firmware bug applies to firmware " + (sample.firmware.empty() ? "?" : sample.firmware) +
                     " of this drive (`ssdtool health` names it and the fix)",
                 {{"advisories", static_cast<double>(count)}});
}

} // namespace ssd::alerts
