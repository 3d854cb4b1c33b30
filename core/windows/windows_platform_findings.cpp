#include "core/windows/windows_platform_findings.h"

#include "core/util/json_util.h"

namespace ssd::windows {

namespace {

using nlohmann::json;

json delete_notify_json(const std::vector<DeleteNotifySetting>& settings) {
    json list = json::array();
    for (const auto& s : settings) {
        list.push_back({{"filesystem", s.filesystem.empty() ? json(nullptr) : json(s.filesystem)},
                        {"DisableDeleteNotify", optional_json(s.value)},
                        {"trim_sent", trim_allowed(s)}});
    }
    return list;
}

json pagefiles_json(const std::vector<PagefileFacts>& pagefiles) {
    json list = json::array();
    for (const auto& p : pagefiles) {
        list.push_back({{"file", p.file_path},
                        {"configured", p.entry.path.empty() ? json(nullptr) : json(p.entry.path)},
                        {"system_managed", p.entry.system_managed || p.entry.automatic_all_drives},
                        {"automatic_all_drives", p.entry.automatic_all_drives},
                        {"initial_mib", optional_json(p.entry.initial_mb)},
                        {"maximum_mib", optional_json(p.entry.maximum_mb)},
                        {"file_bytes", optional_json(p.file_bytes)},
                        {"in_use_bytes", optional_json(p.in_use_bytes)},
                        {"drives", p.drives}});
    }
    return list;
}

json hibernation_json(const HibernationFacts& h) {
    return {{"enabled", h.enabled},
            {"file", h.file_path},
            {"file_bytes", optional_json(h.file_bytes)},
            {"file_type", optional_json(h.file_type)},
            {"memory_bytes", optional_json(h.memory_bytes)},
            {"drives", h.drives}};
}

template <typename T, typename F>
void put(json& doc, const char* key, const Observed<T>& observed, F&& to_json) {
    if (observed) {
        doc[key] = to_json(*observed);
    } else {
        doc[key] = nullptr;
        doc["unknown"][key] = observed.reason();
    }
}

} // namespace

json windows_observations_to_json(const WindowsSystemFacts& facts) {
    json doc = {{"os", "windows"},
                {"windows_version", version_name(facts.version)},
                {"filesystems_in_use", facts.filesystems_in_use},
                {"unknown", json::object()}};
    put(doc, "delete_notify", facts.delete_notify, delete_notify_json);
    put(doc, "defrag_task_enabled", facts.defrag_task_enabled, [](bool enabled) { return json(enabled); });
    put(doc, "pagefiles", facts.pagefiles, pagefiles_json);
    put(doc, "hibernation", facts.hibernation, hibernation_json);
    return doc;
}

PlatformFindings windows_platform_system_findings(const WindowsSystemFacts& facts) {
    PlatformFindings own;
    own.outcome = windows_system_findings(facts);
    own.observations = windows_observations_to_json(facts);
    return own;
}

PlatformFindings windows_platform_drive_findings(const DriveInfo& drive, const WindowsSystemFacts& facts) {
    PlatformFindings own;
    own.outcome = windows_drive_findings(drive, facts);
    if (facts.pagefiles) own.replaces.emplace_back("swap-on-drive");
    if (facts.delete_notify) own.replaces.emplace_back("trim-disabled");
    return own;
}

} // namespace ssd::windows
