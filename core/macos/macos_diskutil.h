// `diskutil list -plist` and `diskutil info -plist DISK` (parsed with
// plist_xml.h) as DriveInfo. Keys used: WholeDisks; DeviceIdentifier,
// DeviceNode, WholeDisk, VirtualOrPhysical, BusProtocol, SolidState,
// Internal, Removable/RemovableMedia, Ejectable, MediaName,
// IORegistryEntryName, DeviceBlockSize, TotalSize/Size/IOKitSize.
// diskutil reports no serial number or firmware revision and nothing about
// TRIM: system_profiler adds those (macos_system_profiler.h).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/drive/drive_info.h"
#include "core/util/error.h"

namespace ssd::macos {

// The whole disks `diskutil list -plist` names ("disk0", "disk4"); APFS
// containers (synthesised disks) are in the list too: info tells them apart.
Result<std::vector<std::string>> whole_disks(const nlohmann::json& list_plist);

// NotADrive for a partition/volume or a virtual disk (APFS container, disk
// image), with the reason.
Result<DriveInfo> drive_from_diskutil_info(const nlohmann::json& info_plist);

} // namespace ssd::macos
