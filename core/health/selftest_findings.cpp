#include "core/health/selftest_findings.h"

#include <cctype>
#include <cstdio>
#include <string>

#include "core/util/json_util.h"

namespace ssd {

namespace {

using nlohmann::json;
using selftest::LogEntry;

// "Extended (long)" → "extended (long)": the label inside a sentence.
std::string in_sentence(std::string_view label) {
    std::string text(label);
    if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    return text;
}

// The newer entry (log order: newest first) that passed and speaks for the
// drive where `failed` did; nullptr when none.
const LogEntry* clearing_pass(const std::vector<LogEntry>& log, std::size_t failed) {
    for (std::size_t newer = 0; newer < failed; ++newer) {
        if (log[newer].outcome == selftest::Outcome::Passed && selftest::covers(log[newer].type, log[failed].type)) {
            return &log[newer];
        }
    }
    return nullptr;
}

json entry_evidence(const LogEntry& entry, std::size_t failures) {
    json evidence{{"type", std::string(selftest::kTestTypes.wire(entry.type))},
                  {"words", entry.words},
                  {"status_code", entry.status_code},
                  {"logged_failures", failures}};
    if (entry.power_on_hours) evidence["power_on_hours"] = *entry.power_on_hours;
    if (entry.failing_lba) evidence["failing_lba"] = *entry.failing_lba;
    if (entry.failed_segment) evidence["failed_segment"] = *entry.failed_segment;
    return evidence;
}

Finding failed(const LogEntry& entry, std::size_t failures) {
    Finding f;
    f.id = "selftest-failed";
    f.severity = Severity::Critical;
    f.title = "The drive failed its own " + in_sentence(selftest::kTestTypes.label(entry.type)) +
              " self-test: " + entry.words;
    f.evidence = entry_evidence(entry, failures);
    f.fix = "Back up this drive now; the drive found a defect in its own test. Check its warranty and replace it.";
    if (entry.failing_lba) {
        f.fix += " The first block it could not read is LBA " + std::to_string(*entry.failing_lba) + ".";
    }
    return f;
}

Finding failed_earlier(const LogEntry& entry, const LogEntry& pass, std::size_t failures) {
    Finding f;
    f.id = "selftest-failed-earlier";
    f.severity = Severity::Warning;
    f.title = "An earlier " + in_sentence(selftest::kTestTypes.label(entry.type)) + " self-test failed (" +
              entry.words + "); a later one passed";
    f.evidence = entry_evidence(entry, failures);
    f.evidence["passed_type"] = std::string(selftest::kTestTypes.wire(pass.type));
    if (pass.power_on_hours) f.evidence["passed_power_on_hours"] = *pass.power_on_hours;
    f.fix = "The drive found a defect once and has since passed the same or a more thorough test, so it has "
            "probably replaced the bad area with a spare. Keep a current backup, run an extended self-test again "
            "now and then, and replace the drive if a test fails again.";
    return f;
}

namespace words = evidence_format;

std::string type_words(const json& value, const json& evidence) {
    if (const auto text = json_as<std::string>(value)) {
        if (const auto type = selftest::kTestTypes.parse(*text)) {
            return std::string(selftest::kTestTypes.label(*type));
        }
    }
    return words::text(value, evidence);
}

// The raw status byte in hex, as the specifications print it.
std::string status_code_words(const json& value, const json& evidence) {
    const auto code = words::unsigned_value(value);
    if (!code) return words::text(value, evidence);
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%02llx", static_cast<unsigned long long>(*code));
    return buffer;
}

constexpr EvidenceKey kSelftestKeys[] = {
    {"type", "Test", type_words},
    {"words", "Result", words::text},
    {"power_on_hours", "When (drive's power-on time)", words::hours},
    {"failing_lba", "First failing block (LBA)", words::count, "not reported"},
    {"failed_segment", "Failed segment", words::count, "not reported"},
    {"status_code", "Status code", status_code_words},
    {"logged_failures", "Failed tests in the log", words::count},
    {"passed_type", "Passed since", type_words},
    {"passed_power_on_hours", "Passed at (power-on time)", words::hours},
};
constexpr FindingEvidence kSelftestEvidence[] = {{"selftest-failed", kSelftestKeys}, {"selftest-failed-earlier", kSelftestKeys}};

} // namespace

std::span<const FindingEvidence> selftest_finding_evidence() { return kSelftestEvidence; }

std::optional<Finding> selftest_finding(const selftest::SelfTests& tests) {
    const auto& log = tests.log;
    std::size_t failures = 0;
    for (const auto& entry : log) {
        if (selftest::found_defect(entry.outcome)) ++failures;
    }
    if (failures == 0) return std::nullopt;
    const LogEntry* cleared = nullptr;
    const LogEntry* cleared_by = nullptr;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (!selftest::found_defect(log[i].outcome)) continue;
        const LogEntry* pass = clearing_pass(log, i);
        if (pass == nullptr) return failed(log[i], failures);
        if (cleared == nullptr) {
            cleared = &log[i];
            cleared_by = pass;
        }
    }
    return failed_earlier(*cleared, *cleared_by, failures);
}

std::vector<Finding> selftest_findings(const selftest::SelfTests& tests) {
    std::vector<Finding> findings;
    if (auto finding = selftest_finding(tests)) findings.push_back(std::move(*finding));
    return findings;
}

} // namespace ssd
