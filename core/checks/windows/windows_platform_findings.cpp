#include "core/checks/windows/windows_platform_findings.h"

#include "core/checks/observed_json.h"
#include "core/util/json_util.h"

namespace ssd::windows {

namespace {

using nlohmann::json;

json delete_notify_list(const std::vector<DeleteNotifySetting>& settings) {
    json list = json::array();
    for (const auto& s : settings) {
        json setting = delete_notify_json(s);
        setting["trim_sent"] = trim_allowed(s);
        list.push_back(std::move(setting));
    }
    return list;
}

json pagefiles_list(const std::vector<PagefileFacts>& pagefiles) {
    json list = json::array();
    for (const auto& p : pagefiles) {
        json pagefile = pagefile_json(p);
        pagefile["configured"] = text_or_null(p.entry.path);
        pagefile["drives"] = p.drives;
        list.push_back(std::move(pagefile));
    }
    return list;
}

json hibernation_state(const HibernationFacts& h) {
    json hibernation = hibernation_file_json(h);
    hibernation["enabled"] = h.enabled;
    hibernation["drives"] = h.drives;
    return hibernation;
}

} // namespace

json windows_observations_to_json(const WindowsSystemFacts& facts) {
    json doc = {{"os", "windows"},
                {"windows_version", version_name(facts.version)},
                {"filesystems_in_use", facts.filesystems_in_use},
                {"unknown", json::object()}};
    put_observed(doc, "delete_notify", facts.delete_notify, delete_notify_list);
    put_observed(doc, "defrag_task_enabled", facts.defrag_task_enabled, [](bool enabled) { return json(enabled); });
    put_observed(doc, "pagefiles", facts.pagefiles, pagefiles_list);
    put_observed(doc, "hibernation", facts.hibernation, hibernation_state);
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
