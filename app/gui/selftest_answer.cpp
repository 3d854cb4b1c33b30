#include "app/gui/selftest_answer.h"

#include "core/report/json_reader.h"
#include "core/util/json_util.h"

namespace ssd::gui {

namespace {

std::string textField(const Json& object, const char* key) {
    return json_optional<std::string>(object, key).value_or(std::string());
}

template <typename Table>
auto enumField(const Json& object, const char* key, const Table& table) -> decltype(table.parse("")) {
    const auto word = json_optional<std::string>(object, key);
    return word ? table.parse(*word) : std::nullopt;
}

selftest::Capabilities capabilitiesFromJson(const Json& json) {
    selftest::Capabilities capabilities;
    capabilities.supported = json_optional<bool>(json, "supported").value_or(false);
    capabilities.unsupported_reason = textField(json, "unsupported_reason");
    if (json.is_object() && json.contains("types") && json["types"].is_array()) {
        for (const auto& word : json["types"]) {
            const auto name = json_as<std::string>(word);
            if (!name) continue;
            if (const auto type = selftest::kTestTypes.parse(*name)) capabilities.types.push_back(*type);
        }
    }
    capabilities.short_minutes = json_optional<int>(json, "short_minutes");
    capabilities.long_minutes = json_optional<int>(json, "long_minutes");
    capabilities.conveyance_minutes = json_optional<int>(json, "conveyance_minutes");
    capabilities.offline_seconds = json_optional<int>(json, "offline_seconds");
    return capabilities;
}

selftest::Status statusFromJson(const Json& json) {
    selftest::Status status;
    status.running = json_optional<bool>(json, "running").value_or(false);
    status.type = enumField(json, "type", selftest::kTestTypes).value_or(selftest::TestType::Unknown);
    status.remaining_percent = json_optional<int>(json, "remaining_percent");
    status.words = textField(json, "words");
    return status;
}

} // namespace

selftest::LogEntry selfTestLogEntryFromJson(const Json& json) {
    selftest::LogEntry entry;
    entry.type = enumField(json, "type", selftest::kTestTypes).value_or(selftest::TestType::Unknown);
    entry.outcome = enumField(json, "outcome", selftest::kOutcomes).value_or(selftest::Outcome::Unknown);
    entry.words = textField(json, "words");
    entry.status_code = json_optional<int>(json, "status_code").value_or(0);
    entry.remaining_percent = json_optional<int>(json, "remaining_percent");
    entry.power_on_hours = json_optional<std::uint64_t>(json, "power_on_hours");
    entry.failing_lba = json_optional<std::uint64_t>(json, "failing_lba");
    entry.failed_segment = json_optional<int>(json, "failed_segment");
    entry.nvme_status_code_type = json_optional<int>(json, "nvme_status_code_type");
    entry.nvme_status_code = json_optional<int>(json, "nvme_status_code");
    entry.nsid = json_optional<std::uint32_t>(json, "nsid");
    return entry;
}

std::optional<SelfTestAnswer> selfTestAnswerFor(const Json& document, const std::string& device) {
    if (!document.is_object() || !document.contains("self_tests") || !document["self_tests"].is_array()) return std::nullopt;
    for (const auto& drive : document["self_tests"]) {
        if (textField(drive, "device") != device) continue;
        SelfTestAnswer answer;
        answer.device = device;
        answer.action = enumField(drive, "action", selftest::kActions).value_or(selftest::Action::Log);
        answer.outcome = enumField(drive, "outcome", selftest::kDispositions);
        answer.message = textField(drive, "message");
        answer.estimatedMinutes = json_optional<int>(drive, "estimated_minutes");
        answer.warnings = json_optional<std::vector<std::string>>(drive, "warnings").value_or(std::vector<std::string>{});
        // The drive's read is flattened into the answer (capabilities, status, log_read, log).
        if (drive.contains("capabilities") && drive["capabilities"].is_object()) {
            selftest::SelfTests state;
            state.capabilities = capabilitiesFromJson(drive["capabilities"]);
            state.status = statusFromJson(drive.value("status", Json::object()));
            state.log_read = json_optional<bool>(drive, "log_read").value_or(false);
            if (drive.contains("log") && drive["log"].is_array()) {
                for (const auto& entry : drive["log"]) state.log.push_back(selfTestLogEntryFromJson(entry));
            }
            answer.state = std::move(state);
        }
        if (drive.contains("result") && drive["result"].is_object()) answer.result = selfTestLogEntryFromJson(drive["result"]);
        if (drive.contains("findings")) answer.findings = findings_from_json(drive["findings"]);
        if (drive.contains("error") && drive["error"].is_object()) answer.error = textField(drive["error"], "message");
        if (drive.contains("schedule") && drive["schedule"].is_object()) answer.schedule = textField(drive["schedule"], "reason");
        return answer;
    }
    return std::nullopt;
}

} // namespace ssd::gui
