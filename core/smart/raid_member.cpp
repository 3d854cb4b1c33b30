#include "core/smart/raid_member.h"

#include <array>
#include <chrono>

#include <nlohmann/json.hpp>

#include "core/drive/drive_interface.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

namespace ssd {

bool is_raid_member_type(std::string_view type) {
    // smartctl's man page, -d TYPE: the controller types that take a disk number.
    static constexpr std::array<std::string_view, 7> kControllers{"megaraid,", "cciss,", "areca,", "3ware,",
                                                                 "aacraid,", "sssraid,", "hpt,"};
    for (const auto controller : kControllers) {
        const auto at = type.find(controller);
        // At the start, or after a protocol prefix ("sat+megaraid,0").
        if (at != std::string_view::npos && (at == 0 || type[at - 1] == '+')) return true;
    }
    return false;
}

std::vector<DriveInfo> raid_members_in_scan(std::string_view scan_json) {
    std::vector<DriveInfo> members;
    const auto doc = parse_outside_json(scan_json);
    if (!doc.is_object() || !doc.contains("devices") || !doc["devices"].is_array()) return members;
    for (const auto& entry : doc["devices"]) {
        // smartctl's output, not ours: an entry without string fields is passed over, not thrown on.
        auto type = json_lenient<std::string>(entry, "type");
        auto name = json_lenient<std::string>(entry, "name");
        if (!type || !name || !is_raid_member_type(*type)) continue;
        DriveInfo member;
        member.device = std::move(*name);
        member.smartctl_device_type = std::move(*type);
        member.protocol =
            kSmartctlProtocols.parse(json_lenient_or<std::string>(entry, "protocol", "")).value_or(Protocol::Unknown);
        members.push_back(std::move(member));
    }
    return members;
}

std::string drive_name(const DriveInfo& drive) {
    return drive.smartctl_device_type ? drive.device + " -d " + *drive.smartctl_device_type : drive.device;
}

NamedDrive drive_of_name(const std::string& name) {
    constexpr std::string_view kTypeOption = " -d ";
    const auto at = name.rfind(kTypeOption);
    if (at == std::string::npos) return {name, std::nullopt};
    std::string type = name.substr(at + kTypeOption.size());
    if (!is_raid_member_type(type)) return {name, std::nullopt};
    return {name.substr(0, at), std::move(type)};
}

std::vector<DriveInfo> scan_raid_members(CommandRunner& runner) {
    constexpr auto kScanTimeout = std::chrono::seconds(30);
    auto scan = runner.run(Command{{"smartctl", "--scan", "--json"}, kScanTimeout});
    if (!scan) return {};
    return raid_members_in_scan(scan->out);
}

} // namespace ssd
