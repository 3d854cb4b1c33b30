#include "core/selftest/ata_selftest_parser.h"

#include <cstdio>

#include "core/util/json_util.h"

namespace ssd::selftest {

namespace {

using nlohmann::json;

std::string hex_byte(int value) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02x", value & 0xFF);
    return buffer;
}

Capabilities ata_capabilities(const json& smart_data) {
    Capabilities caps;
    const json& flags = json_object(smart_data, "capabilities");
    if (flags.empty()) {
        caps.unsupported_reason = "smartctl reported no SMART capabilities for this drive";
        return caps;
    }
    caps.supported = json_lenient_or(flags, "self_tests_supported", false);
    if (!caps.supported) {
        caps.unsupported_reason = "the drive does not support SMART self-tests";
        return caps;
    }
    // In kTestTypes order.
    caps.types = {TestType::Short, TestType::Long};
    if (json_lenient_or(flags, "conveyance_self_test_supported", false)) caps.types.push_back(TestType::Conveyance);
    if (json_lenient_or(flags, "exec_offline_immediate_supported", false)) caps.types.push_back(TestType::Offline);
    if (json_lenient_or(flags, "selective_self_test_supported", false)) caps.types.push_back(TestType::Selective);
    const json& polling = json_object(json_object(smart_data, "self_test"), "polling_minutes");
    caps.short_minutes = json_lenient<int>(polling, "short");
    caps.long_minutes = json_lenient<int>(polling, "extended");
    caps.conveyance_minutes = json_lenient<int>(polling, "conveyance");
    caps.offline_seconds = json_lenient<int>(json_object(smart_data, "offline_data_collection"), "completion_seconds");
    return caps;
}

Status ata_status(const json& smart_data) {
    Status status;
    const auto byte = json_lenient<int>(json_object(json_object(smart_data, "self_test"), "status"), "value");
    if (!byte) return status;
    const auto decoded = decode_ata_execution_status(*byte);
    status.running = decoded.outcome == Outcome::Running;
    status.words = decoded.words;
    // ATA does not say which test runs; only how much of it is left.
    if (status.running) status.remaining_percent = decoded.remaining_percent;
    return status;
}

LogEntry ata_entry(const json& row) {
    LogEntry entry;
    entry.type = ata_test_type(json_lenient_or(json_object(row, "type"), "value", -1));
    const int byte = json_lenient_or(json_object(row, "status"), "value", -1);
    entry.status_code = byte;
    const auto decoded = decode_ata_execution_status(byte);
    entry.outcome = decoded.outcome;
    entry.words = decoded.words;
    entry.remaining_percent = decoded.remaining_percent;
    entry.power_on_hours = json_lenient<std::uint64_t>(row, "lifetime_hours");
    entry.failing_lba = json_lenient<std::uint64_t>(row, "lba");
    return entry;
}

// The extended log (-l xselftest) holds more entries than the standard one
// and the same newest ones; it wins when it has any.
const json& log_table(const json& self_test_log) {
    const json& extended = json_array(json_object(self_test_log, "extended"), "table");
    return extended.empty() ? json_array(json_object(self_test_log, "standard"), "table") : extended;
}

} // namespace

AtaExecutionStatus decode_ata_execution_status(int status_byte) {
    AtaExecutionStatus status;
    if (status_byte < 0 || status_byte > 0xFF) {
        status.words = "No status reported";
        return status;
    }
    const int result = (status_byte >> 4) & 0xF;
    status.remaining_percent = (status_byte & 0xF) * 10;
    switch (result) {
    case 0x0: status.outcome = Outcome::Passed; status.words = "Completed without error"; break;
    case 0x1: status.outcome = Outcome::Aborted; status.words = "Aborted by the host"; break;
    case 0x2: status.outcome = Outcome::Interrupted; status.words = "Interrupted by a reset or power loss"; break;
    case 0x3: status.outcome = Outcome::FatalError; status.words = "Could not complete: a fatal or unknown error"; break;
    case 0x4: status.outcome = Outcome::Failed; status.words = "Completed: failed (element not known)"; break;
    case 0x5: status.outcome = Outcome::Failed; status.words = "Completed: electrical failure"; break;
    case 0x6: status.outcome = Outcome::Failed; status.words = "Completed: servo/seek failure"; break;
    case 0x7: status.outcome = Outcome::Failed; status.words = "Completed: read failure"; break;
    case 0x8: status.outcome = Outcome::Failed; status.words = "Completed: handling damage suspected"; break;
    case 0xF:
        status.outcome = Outcome::Running;
        status.words = "In progress, " + std::to_string(status.remaining_percent) + " % remaining";
        break;
    default: status.words = "Unknown status " + hex_byte(status_byte); break;
    }
    return status;
}

TestType ata_test_type(int subcommand) {
    switch (subcommand) {
    case 0: return TestType::Offline;
    case 1: case 129: return TestType::Short;
    case 2: case 130: return TestType::Long;
    case 3: case 131: return TestType::Conveyance;
    case 4: case 132: return TestType::Selective;
    default: return subcommand < 0 ? TestType::Unknown : TestType::Vendor;
    }
}

bool has_ata_selftest_data(const nlohmann::json& document) {
    const json& smart_data = json_object(document, "ata_smart_data");
    return document.contains("ata_smart_self_test_log") || smart_data.contains("self_test") ||
           smart_data.contains("capabilities");
}

SelfTests ata_selftests_from_smartctl(const nlohmann::json& document) {
    SelfTests tests;
    const json& smart_data = json_object(document, "ata_smart_data");
    tests.capabilities = ata_capabilities(smart_data);
    tests.status = ata_status(smart_data);
    const auto log = document.find("ata_smart_self_test_log");
    if (log != document.end() && log->is_object()) {
        tests.log_read = true;
        for (const auto& row : log_table(*log)) {
            if (row.is_object()) tests.log.push_back(ata_entry(row));
        }
    }
    return tests;
}

} // namespace ssd::selftest
