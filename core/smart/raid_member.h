// Drives behind a RAID controller (issue 35): smartctl reaches each member disk through the
// controller with a device type that names it (`-d megaraid,14` on /dev/bus/6 or on the
// controller's virtual disk /dev/sda; cciss,N; areca,N; 3ware,N; aacraid,H,L,ID; sssraid,E,S;
// hpt,L/M), a name the OS's drive list does not have.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/drive/drive_info.h"
#include "core/process/command_runner.h"

namespace ssd {

// Whether a smartctl -d type names a disk behind a RAID controller ("sat+megaraid,0" too).
bool is_raid_member_type(std::string_view type);

// The RAID members in a `smartctl --scan --json` document, each as a drive of its own
// (device: the controller's node, smartctl_device_type: its -d type); other entries are left to
// the OS's drive list. Not a scan document: none.
std::vector<DriveInfo> raid_members_in_scan(std::string_view scan_json);

// How a RAID member is named where one name must tell it from the controller's other disks (a
// capture's drive, the text of `list`): smartctl's own --scan spelling, "/dev/bus/6 -d megaraid,8".
// Any other drive: its device.
std::string drive_name(const DriveInfo& drive);

// The other way: "/dev/bus/6 -d megaraid,8" → {"/dev/bus/6", "megaraid,8"}; any other name → {name, none}.
struct NamedDrive {
    std::string device;
    std::optional<std::string> smartctl_device_type;
};
NamedDrive drive_of_name(const std::string& name);

// `smartctl --scan --json` (it opens no device, so it needs no root) and its RAID members; none
// when smartctl is missing or fails: the list of drives must not depend on it.
std::vector<DriveInfo> scan_raid_members(CommandRunner& runner);

} // namespace ssd
