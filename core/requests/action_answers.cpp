#include "core/requests/action_answers.h"

#include "core/safety/safety_readers.h"
#include "core/util/json_util.h"

namespace ssd::requests {

using nlohmann::json;

EraseAnswer erase_answer_from_json(const json& answer) {
    EraseAnswer erase;
    erase.drive = action_drive_from_json(answer).value_or(safety::TargetIdentity{});
    erase.method = actions::parse_erase_method(json_or<std::string>(answer, "method", {}));
    for (const auto& name : json_or<std::vector<std::string>>(answer, "supported_methods", {})) {
        if (const auto method = actions::parse_erase_method(name)) erase.supported.push_back(*method);
    }
    return erase;
}

std::optional<safety::TargetIdentity> action_drive_from_json(const json& answer) {
    if (!answer.is_object() || !answer.contains("drive") || !answer["drive"].is_object()) return std::nullopt;
    return safety::identity_from_json(answer["drive"]);
}

std::optional<safety::ActionPlan> action_plan_from_json(const json& answer) {
    if (!answer.is_object() || !answer.contains("plan") || !answer["plan"].is_object()) return std::nullopt;
    return safety::plan_from_json(answer["plan"]);
}

std::vector<actions::TrimmedFilesystem> trimmed_filesystems_from_json(const json& answer) {
    std::vector<actions::TrimmedFilesystem> filesystems;
    for (const auto& f : json_array(answer, "filesystems")) {
        filesystems.push_back({json_or<std::string>(f, "mountpoint", {}), json_or<std::string>(f, "device", {}),
                               json_or<std::string>(f, "fstype", {}), json_optional<std::uint64_t>(f, "bytes_trimmed"),
                               json_optional<std::string>(f, "reason")});
    }
    return filesystems;
}

} // namespace ssd::requests
