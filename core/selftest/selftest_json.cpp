#include "core/selftest/selftest_json.h"

#include "core/util/json_util.h"

namespace ssd::selftest {

using nlohmann::json;

namespace {

// Unknown is null on the wire (docs/CONTRACT.md), not the word "unknown".
json type_or_null(TestType type) {
    return type == TestType::Unknown ? json(nullptr) : json(std::string(kTestTypes.wire(type)));
}

} // namespace

json capabilities_to_json(const Capabilities& capabilities) {
    json types = json::array();
    for (const auto type : capabilities.types) types.push_back(std::string(kTestTypes.wire(type)));
    return {{"supported", capabilities.supported},
            {"unsupported_reason", text_or_null(capabilities.unsupported_reason)},
            {"types", types},
            {"short_minutes", optional_json(capabilities.short_minutes)},
            {"long_minutes", optional_json(capabilities.long_minutes)},
            {"conveyance_minutes", optional_json(capabilities.conveyance_minutes)},
            {"offline_seconds", optional_json(capabilities.offline_seconds)}};
}

json status_to_json(const Status& status) {
    return {{"running", status.running},
            {"type", status.running ? type_or_null(status.type) : json(nullptr)},
            {"remaining_percent", optional_json(status.remaining_percent)},
            {"words", text_or_null(status.words)}};
}

json log_entry_to_json(const LogEntry& entry) {
    return {{"type", type_or_null(entry.type)},
            {"outcome", entry.outcome == Outcome::Unknown ? json(nullptr)
                                                          : json(std::string(kOutcomes.wire(entry.outcome)))},
            {"words", entry.words},
            {"status_code", entry.status_code},
            {"remaining_percent", optional_json(entry.remaining_percent)},
            {"power_on_hours", optional_json(entry.power_on_hours)},
            {"failing_lba", optional_json(entry.failing_lba)},
            {"failed_segment", optional_json(entry.failed_segment)},
            {"nvme_status_code_type", optional_json(entry.nvme_status_code_type)},
            {"nvme_status_code", optional_json(entry.nvme_status_code)},
            {"nsid", optional_json(entry.nsid)}};
}

json selftests_to_json(const SelfTests& tests) {
    json log = nullptr;
    if (tests.log_read) {
        log = json::array();
        for (const auto& entry : tests.log) log.push_back(log_entry_to_json(entry));
    }
    return {{"capabilities", capabilities_to_json(tests.capabilities)},
            {"status", status_to_json(tests.status)},
            {"log_read", tests.log_read},
            {"log", log}};
}

} // namespace ssd::selftest
