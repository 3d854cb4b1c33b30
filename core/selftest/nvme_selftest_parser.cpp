#include "core/selftest/nvme_selftest_parser.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/util/json_util.h"
#include "core/util/json_depth.h"

namespace ssd::selftest {

namespace {

using nlohmann::json;

constexpr int kUnusedEntry = 0xF;
constexpr std::uint32_t kOacsSelfTest = 0x10;
constexpr int kShortTestMaxMinutes = 2; // NVM Express Base Specification: a short test takes at most 2 minutes
constexpr std::int64_t kBroadcastNsid = 0xFFFFFFFF;

// Valid Diagnostic Information bits: which of the entry's fields hold data.
constexpr int kNsidValid = 0x1;
constexpr int kFlbaValid = 0x2;
constexpr int kSctValid = 0x4;
constexpr int kScValid = 0x8;

std::string hex(int value) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%x", value);
    return buffer;
}

// The running test from the Current Device Self-test Operation and Completion.
Status nvme_status(int operation, std::optional<int> completion_percent) {
    Status status;
    if (operation == 0) {
        status.words = "No self-test in progress";
        return status;
    }
    status.running = true;
    status.type = nvme_test_type(operation);
    status.words = std::string(kTestTypes.label(status.type)) + " self-test in progress";
    if (completion_percent) {
        const int done = std::clamp(*completion_percent, 0, 100);
        status.remaining_percent = 100 - done;
        status.words += ", " + std::to_string(done) + " % complete";
    }
    return status;
}

// One entry from its numbers, whichever tool printed them.
struct RawEntry {
    int result = 0;
    int code = 0;
    std::optional<int> segment;
    std::optional<std::uint64_t> power_on_hours;
    std::optional<std::int64_t> nsid;
    std::optional<std::uint64_t> failing_lba;
    std::optional<int> sct;
    std::optional<int> sc;
};

LogEntry decoded(const RawEntry& raw) {
    LogEntry entry;
    entry.type = nvme_test_type(raw.code);
    entry.status_code = ((raw.code & 0xF) << 4) | (raw.result & 0xF);
    // The segment means something only for result 7 (NVMe: "ignored" otherwise).
    const auto segment = raw.result == 7 ? raw.segment : std::nullopt;
    const auto result = decode_nvme_result(raw.result, segment);
    entry.outcome = result.outcome;
    entry.words = result.words;
    entry.failed_segment = segment;
    entry.power_on_hours = raw.power_on_hours;
    entry.failing_lba = raw.failing_lba;
    entry.nvme_status_code_type = raw.sct;
    entry.nvme_status_code = raw.sc;
    // The broadcast NSID (all namespaces) is not one namespace: left unknown.
    if (raw.nsid && *raw.nsid >= 0 && *raw.nsid < kBroadcastNsid) entry.nsid = static_cast<std::uint32_t>(*raw.nsid);
    return entry;
}

// nvme-cli prints "Namespace Identifier", "Failing LBA", "Status Code Type"
// and "Status Code" only when their bit in "Valid Diagnostic Information" is set.
RawEntry nvme_cli_entry(const json& row) {
    RawEntry raw;
    raw.result = json_lenient_or(row, "Self test result", kUnusedEntry);
    raw.code = json_lenient_or(row, "Self test code", 0);
    raw.segment = json_lenient<int>(row, "Segment number");
    raw.power_on_hours = json_lenient<std::uint64_t>(row, "Power on hours");
    const int valid = json_lenient_or(row, "Valid Diagnostic Information", 0);
    if (valid & kNsidValid) raw.nsid = json_lenient<std::int64_t>(row, "Namespace Identifier");
    if (valid & kFlbaValid) raw.failing_lba = json_lenient<std::uint64_t>(row, "Failing LBA");
    if (valid & kSctValid) raw.sct = json_lenient<int>(row, "Status Code Type");
    if (valid & kScValid) raw.sc = json_lenient<int>(row, "Status Code");
    return raw;
}

// smartctl prints segment/nsid/lba/status codes only where valid already;
// its nsid is -1 for the broadcast namespace.
RawEntry smartctl_entry(const json& row) {
    RawEntry raw;
    raw.result = json_lenient_or(json_object(row, "self_test_result"), "value", kUnusedEntry);
    raw.code = json_lenient_or(json_object(row, "self_test_code"), "value", 0);
    raw.segment = json_lenient<int>(row, "segment");
    raw.power_on_hours = json_lenient<std::uint64_t>(row, "power_on_hours");
    raw.nsid = json_lenient<std::int64_t>(row, "nsid");
    raw.failing_lba = json_lenient<std::uint64_t>(row, "lba");
    raw.sct = json_lenient<int>(row, "status_code_type");
    raw.sc = json_lenient<int>(row, "status_code");
    return raw;
}

bool only_whitespace(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isspace(c) != 0; });
}

constexpr const char* kOperationKey = "Current Device Self-Test Operation";
constexpr const char* kReportsKey = "List of Valid Reports";

} // namespace

NvmeResult decode_nvme_result(int result, std::optional<int> segment) {
    switch (result) {
    case 0x0: return {Outcome::Passed, "Completed without error"};
    case 0x1: return {Outcome::Aborted, "Aborted by a Device Self-test command"};
    case 0x2: return {Outcome::Interrupted, "Aborted by a controller reset"};
    case 0x3: return {Outcome::Aborted, "Aborted: the namespace was removed"};
    case 0x4: return {Outcome::Aborted, "Aborted by a Format NVM command"};
    case 0x5: return {Outcome::FatalError, "Could not complete: a fatal or unknown error"};
    case 0x6: return {Outcome::Failed, "Completed: a segment failed (which one not reported)"};
    case 0x7:
        return {Outcome::Failed,
                segment ? "Completed: failed segment " + std::to_string(*segment) : "Completed: a segment failed"};
    case 0x8: return {Outcome::Aborted, "Aborted for an unknown reason"};
    case 0x9: return {Outcome::Aborted, "Aborted by a sanitize operation"};
    default: return {Outcome::Unknown, "Unknown result " + hex(result)};
    }
}

TestType nvme_test_type(int code) {
    switch (code) {
    case 0x1: return TestType::Short;
    case 0x2: return TestType::Long;
    case 0xE: return TestType::Vendor;
    default: return TestType::Unknown;
    }
}

Result<SelfTests> parse_nvme_cli_selftest_log(std::string_view json_text) {
    if (only_whitespace(json_text)) return fail(ErrorCode::InputEmpty, "nvme self-test-log: no output");
    const json doc = parse_outside_json(json_text);
    if (doc.is_discarded() || !doc.is_object()) {
        return fail(ErrorCode::InputMalformed, "nvme self-test-log: the output is not a JSON object");
    }
    const auto operation = json_lenient<int>(doc, kOperationKey);
    if (!operation || !doc.contains(kReportsKey)) {
        return fail(ErrorCode::InputMalformed, std::string("nvme self-test-log: no \"") + kOperationKey +
                                                   "\" or \"" + kReportsKey + "\" (not a Device Self-test log)");
    }
    SelfTests tests;
    tests.status = nvme_status(*operation, json_lenient<int>(doc, "Current Device Self-Test Completion"));
    tests.log_read = true;
    for (const auto& row : json_array(doc, kReportsKey)) {
        const auto raw = nvme_cli_entry(row);
        if (raw.result == kUnusedEntry) continue;
        tests.log.push_back(decoded(raw));
    }
    return tests;
}

bool has_nvme_selftest_data(const nlohmann::json& document) {
    return document.contains("nvme_self_test_log") ||
           json_object(document, "nvme_optional_admin_commands").contains("self_test");
}

SelfTests nvme_selftests_from_smartctl(const nlohmann::json& document) {
    SelfTests tests;
    const json& log = json_object(document, "nvme_self_test_log");
    const json& oacs = json_object(document, "nvme_optional_admin_commands");
    if (const auto value = json_lenient<std::uint32_t>(oacs, "value")) {
        // smartctl does not print EDSTT: the extended test's time stays unknown.
        tests.capabilities = nvme_selftest_capabilities(*value, std::nullopt);
    } else if (!log.empty()) {
        // smartctl reads the log only from a controller that sets OACS bit 4.
        tests.capabilities = nvme_selftest_capabilities(kOacsSelfTest, std::nullopt);
    } else {
        tests.capabilities.unsupported_reason = "smartctl reported nothing about NVMe self-tests";
    }
    if (log.empty()) return tests;
    tests.status = nvme_status(json_lenient_or(json_object(log, "current_self_test_operation"), "value", 0),
                               json_lenient<int>(log, "current_self_test_completion_percent"));
    tests.log_read = true;
    // smartctl indexes the table by the log's slot and skips unused slots, so
    // the array can hold nulls.
    for (const auto& row : json_array(log, "table")) {
        if (!row.is_object()) continue;
        const auto raw = smartctl_entry(row);
        if (raw.result == kUnusedEntry || raw.code == 0) continue;
        tests.log.push_back(decoded(raw));
    }
    return tests;
}

Capabilities nvme_selftest_capabilities(std::uint32_t oacs, std::optional<int> edstt_minutes) {
    Capabilities caps;
    caps.supported = (oacs & kOacsSelfTest) != 0;
    if (!caps.supported) {
        caps.unsupported_reason = "the controller does not support Device Self-test (Identify Controller OACS bit 4 "
                                  "is clear)";
        return caps;
    }
    caps.types = {TestType::Short, TestType::Long};
    caps.short_minutes = kShortTestMaxMinutes;
    if (edstt_minutes && *edstt_minutes > 0) caps.long_minutes = *edstt_minutes;
    return caps;
}

} // namespace ssd::selftest
