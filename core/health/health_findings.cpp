#include "core/health/health_findings.h"

#include <array>
#include <cstdio>
#include <string>

#include "core/health/attribute_values.h"
#include "core/health/selftest_findings.h"
#include "core/health/verdict.h"
#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd {

namespace {

using nlohmann::json;

void add_counter(json& evidence, const char* key, const std::optional<CounterReading>& reading) {
    if (reading) {
        evidence[key] = {{"count", reading->count}, {"source", reading->source}};
    }
}

std::optional<Finding> smart_failing(const SmartReport& report, const Verdict& verdict) {
    if (verdict.level != "failing") {
        return std::nullopt;
    }
    Finding f;
    f.id = "smart-failing";
    f.severity = Severity::Critical;
    f.title = "The drive reports that it is failing";
    json failing = json::array();
    for (const auto& a : report.attributes) {
        if (a.failing_now()) {
            failing.push_back({{"id", a.id}, {"name", a.name}, {"value", a.value}, {"thresh", a.thresh}});
        }
    }
    f.evidence = {{"smart_passed", report.smart_passed ? json(*report.smart_passed) : json(nullptr)},
                  {"attributes_failing_now", failing},
                  {"reasons", verdict.reasons}};
    if (report.nvme) {
        f.evidence["nvme_critical_warning"] = report.nvme->critical_warning;
        if (report.nvme->available_spare) f.evidence["available_spare_percent"] = *report.nvme->available_spare;
        if (report.nvme->available_spare_threshold)
            f.evidence["available_spare_threshold_percent"] = *report.nvme->available_spare_threshold;
    }
    f.fix = "Back up the data on this drive now, then replace it. Until the backup is done, avoid heavy writes "
            "(benchmarks, secure erase, defragmentation): a failing drive can stop responding or turn read-only "
            "at any time.";
    return f;
}

std::optional<Finding> wear_high(const WearFacts& wear) {
    if (!wear.percent_used || *wear.percent_used < kWearHighPercent) {
        return std::nullopt;
    }
    Finding f;
    f.id = "wear-high";
    const bool exhausted = *wear.percent_used >= kWearExhaustedPercent;
    f.severity = exhausted ? Severity::Critical : Severity::Warning;
    f.title = exhausted ? "The drive has used up its rated write endurance (" + std::to_string(*wear.percent_used) + " %)"
                        : "The drive has used " + std::to_string(*wear.percent_used) + " % of its rated write endurance";
    f.evidence = {{"percent_used", *wear.percent_used}, {"threshold_percent", kWearHighPercent}, {"source", wear.source}};
    if (wear.available_spare_percent) {
        f.evidence["available_spare_percent"] = *wear.available_spare_percent;
    }
    f.fix = exhausted ? "Replace the drive soon and keep a current backup: past its rated endurance the flash may "
                        "wear out without warning, and many drives then switch to read-only."
                      : "Plan a replacement and keep backups current. To slow the wear, move write-heavy work "
                        "(swap, temporary files, logs, databases) elsewhere or keep more free space on the drive.";
    return f;
}

std::optional<Finding> media_errors(const MediaCounters& m) {
    if (!m.any_media_problem()) {
        return std::nullopt;
    }
    Finding f;
    f.id = "media-errors";
    f.severity = Severity::Warning;
    const bool unreadable = (m.pending && m.pending->count > 0) ||
                            (m.offline_uncorrectable && m.offline_uncorrectable->count > 0) ||
                            (m.reported_uncorrectable && m.reported_uncorrectable->count > 0) ||
                            (m.nvme_media_errors && m.nvme_media_errors->count > 0) ||
                            (m.scsi_uncorrected && m.scsi_uncorrected->count > 0);
    f.title = unreadable ? "The drive has had data it could not read back"
                         : "The drive has replaced failing blocks with spares";
    json evidence = json::object();
    add_counter(evidence, "reallocated", m.reallocated);
    add_counter(evidence, "pending", m.pending);
    add_counter(evidence, "offline_uncorrectable", m.offline_uncorrectable);
    add_counter(evidence, "reported_uncorrectable", m.reported_uncorrectable);
    add_counter(evidence, "nvme_media_errors", m.nvme_media_errors);
    add_counter(evidence, "scsi_grown_defects", m.scsi_grown_defects);
    add_counter(evidence, "scsi_uncorrected", m.scsi_uncorrected);
    f.evidence = evidence;
    f.fix = unreadable
                ? "Back up the data now and check the files you need. Run the drive's extended self-test "
                  "(smartctl -t long), then read these counters again: if they grow, replace the drive."
                : "Nothing is lost: the drive moved the data to spare blocks. Read these counters again in a few "
                  "weeks; a count that keeps growing means the flash is failing and the drive should be replaced.";
    return f;
}

// A link-error counter as a finding: info from the first error, a warning from `warning_from`
// (a few come from a hot-plug or a reset; more point at a cable, port or expander).
std::optional<Finding> link_error_finding(const std::optional<CounterReading>& reading, const char* id,
                                          const char* count_key, std::uint64_t warning_from, const std::string& what,
                                          const char* fix) {
    if (!reading || reading->count == 0) return std::nullopt;
    Finding f;
    f.id = id;
    f.severity = reading->count >= warning_from ? Severity::Warning : Severity::Info;
    f.title = std::to_string(reading->count) + " " + what;
    f.evidence = {{count_key, reading->count}, {"source", reading->source}, {"warning_from", warning_from}};
    f.fix = fix;
    return f;
}

std::optional<Finding> interface_crc(const MediaCounters& m) {
    return link_error_finding(
        m.interface_crc, "interface-crc-errors", "crc_errors", kCrcWarningCount,
        "transfer errors on the SATA link (cable or port)",
        "CRC errors are corrupted transfers between the drive and the computer, not flash damage: the data is "
        "sent again, but every retry slows the drive. Reseat or replace the SATA cable (or the backplane "
        "slot), or move the drive to another port. The counter never resets, so note the number and check "
        "that it stops growing after the change.");
}

// SAS/SCSI errors that are not of the medium: the link (cables, expanders, the HBA) or the
// drive's electronics. Not data loss, but each is a command that failed or was retried.
std::optional<Finding> non_medium_errors(const MediaCounters& m) {
    return link_error_finding(
        m.scsi_non_medium, "non-medium-errors", "non_medium_errors", kNonMediumWarningCount,
        "errors outside the medium (SAS link, expander or drive electronics)",
        "These are not damaged blocks: check the SAS cabling, the backplane slot and the controller's firmware, and "
        "read the count again later; a count that keeps growing with a good cable points at the drive.");
}

std::optional<Finding> temperature_high(const SmartReport& report) {
    const bool nvme_bit = report.nvme && (report.nvme->critical_warning & kNvmeTemperatureBit) != 0;
    const int limit = report.temperature_limit_c.value_or(kDefaultTemperatureLimitC);
    const bool hot = report.temperature_c && *report.temperature_c >= limit;
    if (!hot && !nvme_bit) {
        return std::nullopt;
    }
    Finding f;
    f.id = "temperature-high";
    f.severity = Severity::Warning;
    f.title = report.temperature_c
                  ? "The drive is running hot (" + std::to_string(*report.temperature_c) + " °C)"
                  : "The drive reports a temperature outside its limits";
    f.evidence = {{"temperature_c", report.temperature_c ? json(*report.temperature_c) : json(nullptr)},
                  {"limit_c", limit},
                  {"limit_source", report.temperature_limit_c ? "the drive's own operating limit"
                                                              : "default for SSDs (no limit reported)"}};
    if (report.nvme) {
        f.evidence["nvme_critical_warning"] = report.nvme->critical_warning;
    }
    f.fix = "Improve cooling: make sure air flows over the drive, fit a heatsink on an M.2 drive (or the "
            "motherboard's M.2 cover), keep it away from the graphics card's exhaust. Hot SSDs slow themselves "
            "down (thermal throttling) to protect the flash.";
    return f;
}

std::optional<Finding> write_amplification_high(const SmartReport& report, const WriteFacts& writes) {
    if (!writes.write_amplification || *writes.write_amplification < kWriteAmplificationHigh || !writes.host_bytes) {
        return std::nullopt;
    }
    const std::uint64_t min_host =
        report.capacity_bytes.value_or(0) > 0 ? *report.capacity_bytes : kWriteAmplificationMinHostBytesDefault;
    if (*writes.host_bytes < min_host) {
        return std::nullopt;
    }
    Finding f;
    f.id = "write-amplification-high";
    f.severity = Severity::Warning;
    char wa[32];
    std::snprintf(wa, sizeof wa, "%.2f", *writes.write_amplification);
    f.title = std::string("High write amplification: the flash is written ") + wa +
              " times for each byte the computer writes";
    f.evidence = {{"write_amplification", *writes.write_amplification},
                  {"threshold", kWriteAmplificationHigh},
                  {"host_bytes", *writes.host_bytes},
                  {"nand_bytes", writes.nand_bytes ? json(*writes.nand_bytes) : json(nullptr)},
                  {"method", writes.method}};
    f.fix = "Keep at least 10-20 % of the drive free, make sure TRIM reaches it (periodic TRIM enabled, no RAID "
            "or USB layer that drops it), and look for software doing many small synchronous writes (databases, "
            "virtual machines, logging). High write amplification wears the flash faster and slows writes.";
    return f;
}

namespace words = evidence_format;

std::string assessment_words(const json& value, const json& evidence) {
    const auto passed = json_as<bool>(value);
    return passed ? (*passed ? "PASSED" : "FAILED") : words::text(value, evidence);
}

// "5 Reallocated_Sector_Ct (value 1, threshold 10)"
std::string failing_attributes_words(const json& value, const json& evidence) {
    if (!value.is_array()) return words::text(value, evidence);
    if (value.empty()) return "none";
    std::string text;
    for (const auto& a : value) {
        text += (text.empty() ? "" : "; ") + words::member_text(a, "id") + " " + words::member_text(a, "name") +
                " (value " + words::member_text(a, "value") + ", threshold " + words::member_text(a, "thresh") + ")";
    }
    return text;
}

// "0x08: the drive has switched itself to read-only"
std::string critical_warning_words(const json& value, const json& evidence) {
    // The byte of the health log; anything wider is not one.
    const auto bits = json_as<std::uint8_t>(value);
    if (!bits) return words::text(value, evidence);
    std::array<char, 16> hex{};
    std::snprintf(hex.data(), hex.size(), "0x%02x", static_cast<unsigned>(*bits));
    std::string text = hex.data();
    std::string meanings;
    for (const auto& meaning : nvme_critical_warning_meanings(*bits)) meanings += (meanings.empty() ? "" : "; ") + meaning;
    return text + (meanings.empty() ? " (no warning bit set)" : ": " + meanings);
}

// "7 (NVMe Media and Data Integrity Errors)": a counter with where it was read.
std::string counter_words(const json& value, const json& evidence) {
    const auto count = words::unsigned_value(words::member(value, "count"));
    if (!count) return words::text(value, evidence);
    return format_count(*count) + " (" + words::member_text(value, "source") + ")";
}

// "9.85"
std::string ratio_words(const json& value, const json& evidence) {
    const auto ratio = json_as<double>(value);
    if (!ratio) return words::text(value, evidence);
    std::array<char, 32> text{};
    std::snprintf(text.data(), text.size(), "%.2f", *ratio);
    return text.data();
}

std::string write_amplification_words(const json& value, const json& evidence) {
    const std::string ratio = ratio_words(value, evidence);
    return value.is_number() ? ratio + " (bytes written to flash per byte the computer wrote)" : ratio;
}

constexpr EvidenceKey kFailingKeys[] = {
    {"smart_passed", "The drive's own assessment", assessment_words, "none reported"},
    {"attributes_failing_now", "Attributes at their failure threshold now", failing_attributes_words},
    {"nvme_critical_warning", "NVMe critical warning", critical_warning_words},
    {"available_spare_percent", "Available spare", words::percent},
    {"available_spare_threshold_percent", "The drive's spare threshold", words::percent},
    {"reasons", "Why", words::text},
};
constexpr EvidenceKey kWearKeys[] = {
    {"percent_used", "Rated endurance used", words::percent},
    {"threshold_percent", "Flagged from", words::percent},
    {"available_spare_percent", "Available spare", words::percent},
    {"source", "Read from", words::text},
};
constexpr EvidenceKey kMediaKeys[] = {
    {"reallocated", "Reallocated sectors or blocks", counter_words},
    {"pending", "Unreadable sectors waiting to be reallocated", counter_words},
    {"offline_uncorrectable", "Uncorrectable sectors found by the drive's own scan", counter_words},
    {"reported_uncorrectable", "Uncorrectable errors reported to the computer", counter_words},
    {"nvme_media_errors", "Media and data integrity errors", counter_words},
    {"scsi_grown_defects", "Blocks in the grown defect list", counter_words},
    {"scsi_uncorrected", "Uncorrected read, write and verify errors", counter_words},
};
constexpr EvidenceKey kNonMediumKeys[] = {
    {"non_medium_errors", "Errors outside the medium", words::count},
    {"warning_from", "A warning from", words::count},
    {"source", "Read from", words::text},
};
constexpr EvidenceKey kCrcKeys[] = {
    {"crc_errors", "Transfer (CRC) errors", words::count},
    {"warning_from", "A warning from", words::count},
    {"source", "Read from", words::text},
};
constexpr EvidenceKey kTemperatureKeys[] = {
    {"temperature_c", "Temperature now", words::celsius},
    {"limit_c", "Limit", words::celsius},
    {"limit_source", "Limit from", words::text},
    {"nvme_critical_warning", "NVMe critical warning", critical_warning_words},
};
constexpr EvidenceKey kWriteAmplificationKeys[] = {
    {"write_amplification", "Write amplification", write_amplification_words},
    {"threshold", "Flagged from", ratio_words},
    {"host_bytes", "Written by the computer", words::size},
    {"nand_bytes", "Written to the flash", words::size},
    {"method", "Computed from", words::text},
};

constexpr FindingEvidence kHealthEvidence[] = {
    {"smart-failing", kFailingKeys},   {"wear-high", kWearKeys},
    {"media-errors", kMediaKeys},      {"interface-crc-errors", kCrcKeys},
    {"non-medium-errors", kNonMediumKeys},
    {"temperature-high", kTemperatureKeys}, {"write-amplification-high", kWriteAmplificationKeys},
};

} // namespace

std::span<const FindingEvidence> health_finding_evidence() { return kHealthEvidence; }

std::vector<Finding> health_findings(const SmartReport& report, const DriveFacts& facts, const MediaCounters& media) {
    std::vector<Finding> findings;
    for (auto finding : {smart_failing(report, facts.verdict), wear_high(facts.wear), media_errors(media),
                         interface_crc(media), non_medium_errors(media), temperature_high(report),
                         write_amplification_high(report, facts.writes)}) {
        if (finding) {
            findings.push_back(std::move(*finding));
        }
    }
    if (report.self_tests) {
        if (auto finding = selftest_finding(*report.self_tests)) findings.push_back(std::move(*finding));
    }
    return findings;
}

} // namespace ssd
