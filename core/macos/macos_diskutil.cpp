#include "core/macos/macos_diskutil.h"

#include "core/util/json_util.h"

namespace ssd::macos {

namespace {

using nlohmann::json;

std::optional<std::string> string_at(const json& object, const char* key) {
    return json_lenient<std::string>(object, key);
}

std::optional<bool> bool_at(const json& object, const char* key) {
    return json_lenient<bool>(object, key);
}

// A plist <integer> only: a <real> is no size.
std::optional<std::uint64_t> number_at(const json& object, const char* key) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_unsigned()) return std::nullopt;
    return json_as<std::uint64_t>(*it);
}

} // namespace

Result<std::vector<std::string>> whole_disks(const json& list_plist) {
    const auto it = list_plist.find("WholeDisks");
    if (!list_plist.is_object() || it == list_plist.end() || !it->is_array()) {
        return fail(ErrorCode::InputMalformed, "diskutil list -plist has no WholeDisks array");
    }
    std::vector<std::string> disks;
    for (const auto& disk : *it) {
        if (auto name = json_as<std::string>(disk)) disks.push_back(std::move(*name));
    }
    return disks;
}

Result<DriveInfo> drive_from_diskutil_info(const json& info) {
    if (!info.is_object()) return fail(ErrorCode::InputMalformed, "diskutil info -plist is not a dictionary");
    const auto identifier = string_at(info, "DeviceIdentifier");
    if (!identifier) return fail(ErrorCode::InputMalformed, "diskutil info -plist has no DeviceIdentifier");
    if (!bool_at(info, "WholeDisk").value_or(true)) {
        return fail(ErrorCode::NotADrive, *identifier + " is a partition or volume, not a whole disk");
    }
    const std::string bus = string_at(info, "BusProtocol").value_or("");
    if (string_at(info, "VirtualOrPhysical") == "Virtual" || bus == "Disk Image") {
        return fail(ErrorCode::NotADrive, *identifier + " is a virtual disk (an APFS container or a disk image), "
                                                        "not a drive");
    }
    DriveInfo drive;
    drive.kernel_name = *identifier;
    drive.device = string_at(info, "DeviceNode").value_or("/dev/" + *identifier);
    drive.model = string_at(info, "MediaName");
    if (!drive.model || drive.model->empty()) drive.model = string_at(info, "IORegistryEntryName");
    if (bus == "SATA") {
        drive.protocol = Protocol::Ata;
        drive.transport = Transport::Sata;
    } else if (bus == "Apple Fabric") {
        drive.protocol = Protocol::Nvme; // the Apple silicon SSD controller speaks NVMe
        drive.transport = Transport::AppleFabric;
    } else if (bus == "PCI-Express" || bus == "PCI") {
        drive.protocol = Protocol::Unknown; // NVMe or AHCI over PCIe: system_profiler tells
        drive.transport = Transport::Pcie;
    } else if (bus == "USB") {
        drive.protocol = Protocol::Scsi;
        drive.transport = Transport::Usb;
    } else if (bus == "Thunderbolt") {
        drive.protocol = Protocol::Unknown;
        drive.transport = Transport::Thunderbolt;
    } else {
        // Any other bus ("FireWire", "SAS", "Secure Digital"…): contract values only.
        drive.protocol = Protocol::Unknown;
        drive.transport = bus == "FireWire"         ? Transport::Ieee1394
                          : bus == "SAS"            ? Transport::Sas
                          : bus == "Secure Digital" ? Transport::Sd
                          : bus == "Fibre Channel"  ? Transport::Fibre
                                                    : Transport::Unknown;
    }
    drive.capacity_bytes = number_at(info, "TotalSize").value_or(number_at(info, "Size").value_or(
        number_at(info, "IOKitSize").value_or(0)));
    if (const auto solid = bool_at(info, "SolidState")) drive.rotational = !*solid;
    drive.removable = bool_at(info, "Removable").value_or(bool_at(info, "RemovableMedia").value_or(false)) ||
                      bool_at(info, "Ejectable").value_or(false);
    if (const auto block = number_at(info, "DeviceBlockSize"); block && *block > 0 && *block <= 65536) {
        drive.logical_sector_bytes = static_cast<std::uint32_t>(*block);
        drive.physical_sector_bytes = drive.logical_sector_bytes;
    }
    return drive;
}

} // namespace ssd::macos
