#include "core/drive/drive_inventory.h"

namespace ssd {

Result<std::vector<DriveInfo>> named_or_all_drives(DriveInventory& inventory, const std::vector<std::string>& devices) {
    if (devices.empty()) return inventory.list();
    std::vector<DriveInfo> drives;
    for (const auto& device : devices) {
        auto drive = inventory.lookup(device);
        if (!drive) return tl::unexpected(drive.error());
        drives.push_back(std::move(*drive));
    }
    return drives;
}

} // namespace ssd
