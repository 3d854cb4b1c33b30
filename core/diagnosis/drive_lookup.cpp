#include "core/diagnosis/drive_lookup.h"

#include "core/smart/raid_member.h"

namespace ssd {

Result<DriveInfo> lookup_drive(DriveInventory& inventory, const std::string& device,
                               const std::optional<std::string>& device_type) {
    auto drive = inventory.lookup(device);
    if (drive || !device_type || !is_raid_member_type(*device_type)) return drive;
    DriveInfo member;
    member.device = device;
    member.smartctl_device_type = device_type;
    return member;
}

Result<std::vector<DriveInfo>> drives_and_raid_members(DriveInventory& inventory, CommandRunner& runner) {
    auto drives = inventory.list();
    if (!drives) return drives;
    for (auto& member : scan_raid_members(runner)) drives->push_back(std::move(member));
    return drives;
}

} // namespace ssd
