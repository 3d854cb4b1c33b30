// How a drive is spoken to (protocol: its command set) and how it is attached
// (transport: the bus), as enums. Their wire names are docs/CONTRACT.md's JSON
// values ("ata", "sata", …) and exist only in these tables; everything else
// compares enum values.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "core/util/enum_table.h"

namespace ssd {

enum class Protocol {
    Unknown,
    Ata,
    Nvme,
    Scsi,
    Virtio,
    Mmc,
    Loop, // a loop device: no drive at all, a file behind a block device
};

inline constexpr EnumTable<Protocol, 7> kProtocols{{{
    {Protocol::Unknown, "unknown", "unknown"},
    {Protocol::Ata, "ata", "ATA"},
    {Protocol::Nvme, "nvme", "NVMe"},
    {Protocol::Scsi, "scsi", "SCSI"},
    {Protocol::Virtio, "virtio", "virtio"},
    {Protocol::Mmc, "mmc", "MMC"},
    {Protocol::Loop, "loop", "loop device"},
}}};

// smartctl's own spelling of device.protocol ("ATA", "NVMe", "SCSI"),
// parsed once when its JSON is read.
inline constexpr EnumTable<Protocol, 3> kSmartctlProtocols{{{
    {Protocol::Ata, "ATA", "ATA"},
    {Protocol::Nvme, "NVMe", "NVMe"},
    {Protocol::Scsi, "SCSI", "SCSI"},
}}};

enum class Transport {
    Unknown,
    Sata,
    Pata,
    Ata, // Windows BusTypeAta: a controller in IDE mode, whatever the drive's link
    Atapi,
    Nvme,
    Usb,
    Scsi,
    Sas,
    Raid,
    Iscsi,
    Fibre,
    Ieee1394,
    Ssa,
    Ufs,
    Sd,
    Mmc,
    Virtio,
    Virtual, // Windows: a virtual or file-backed virtual disk
    Spaces,  // Windows Storage Spaces
    Scm,     // Windows: storage-class memory
    Loop,
    AppleFabric, // the Apple silicon SSD controller
    Pcie,        // macOS: NVMe or AHCI over PCIe, diskutil does not say which
    Thunderbolt,
};

inline constexpr EnumTable<Transport, 25> kTransports{{{
    {Transport::Unknown, "unknown", "unknown"},
    {Transport::Sata, "sata", "SATA"},
    {Transport::Pata, "pata", "PATA"},
    {Transport::Ata, "ata", "ATA (IDE mode)"},
    {Transport::Atapi, "atapi", "ATAPI"},
    {Transport::Nvme, "nvme", "NVMe"},
    {Transport::Usb, "usb", "USB"},
    {Transport::Scsi, "scsi", "SCSI"},
    {Transport::Sas, "sas", "SAS"},
    {Transport::Raid, "raid", "RAID"},
    {Transport::Iscsi, "iscsi", "iSCSI"},
    {Transport::Fibre, "fibre", "Fibre Channel"},
    {Transport::Ieee1394, "ieee1394", "IEEE 1394"},
    {Transport::Ssa, "ssa", "SSA"},
    {Transport::Ufs, "ufs", "UFS"},
    {Transport::Sd, "sd", "SD"},
    {Transport::Mmc, "mmc", "MMC"},
    {Transport::Virtio, "virtio", "virtio"},
    {Transport::Virtual, "virtual", "virtual disk"},
    {Transport::Spaces, "spaces", "Storage Spaces"},
    {Transport::Scm, "scm", "storage-class memory"},
    {Transport::Loop, "loop", "loop device"},
    {Transport::AppleFabric, "apple-fabric", "Apple Fabric"},
    {Transport::Pcie, "pcie", "PCI Express"},
    {Transport::Thunderbolt, "thunderbolt", "Thunderbolt"},
}}};

// The JSON value ("ata"); what messages built from it say too.
inline std::string wire_name(Protocol protocol) { return std::string(kProtocols.wire(protocol)); }
inline std::string wire_name(Transport transport) { return std::string(kTransports.wire(transport)); }

// A wire name back to the enum; any other text is Unknown.
constexpr Protocol protocol_from_wire(std::string_view text) {
    return kProtocols.parse(text).value_or(Protocol::Unknown);
}
constexpr Transport transport_from_wire(std::string_view text) {
    return kTransports.parse(text).value_or(Transport::Unknown);
}

// A JSON value holds the wire name (without these nlohmann would write the
// enum's number).
void to_json(nlohmann::json& out, Protocol protocol);
void to_json(nlohmann::json& out, Transport transport);

} // namespace ssd
