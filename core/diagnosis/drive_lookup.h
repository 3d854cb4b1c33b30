// Which drives a request reaches: the OS's drive list, and the disks behind RAID controllers
// that only smartctl names (/dev/bus/6 -d megaraid,14). One lookup for health, list and capture.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/drive/drive_inventory.h"
#include "core/process/command_runner.h"

namespace ssd {

// The drive `device` names. Not in the OS's list but given a RAID member's -d type: that member
// (smartctl alone can say whether it exists); otherwise the inventory's error.
Result<DriveInfo> lookup_drive(DriveInventory& inventory, const std::string& device,
                               const std::optional<std::string>& device_type);

// Every drive the OS lists, then the RAID members `smartctl --scan` names.
Result<std::vector<DriveInfo>> drives_and_raid_members(DriveInventory& inventory, CommandRunner& runner);

} // namespace ssd
