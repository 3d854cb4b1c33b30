#include "core/windows/storage_descriptors.h"

#include <cstdio>

#include "core/windows/byte_reader.h"

namespace ssd::windows {

namespace {

std::optional<std::string> trimmed_string(const ByteReader& reader, std::uint32_t offset) {
    if (offset == 0 || offset == 0xFFFFFFFFU) return std::nullopt;
    auto text = reader.c_string(offset);
    if (!text) return std::nullopt;
    const auto first = text->find_first_not_of(" \t");
    if (first == std::string::npos) return std::nullopt;
    const auto last = text->find_last_not_of(" \t");
    return text->substr(first, last - first + 1);
}

tl::unexpected<Error> too_short(const char* structure, std::size_t size, std::size_t needed) {
    return fail(ErrorCode::InputMalformed, std::string(structure) + " is " + std::to_string(size) +
                                               " bytes, shorter than its " + std::to_string(needed) +
                                               "-byte header");
}

// DEVICE_SEEK_PENALTY_DESCRIPTOR and DEVICE_TRIM_DESCRIPTOR share one shape:
// DWORD Version (0), DWORD Size (4), BOOLEAN flag (8).
Result<bool> decode_flag_descriptor(std::span<const std::byte> bytes, const char* structure) {
    const ByteReader reader(bytes);
    const auto flag = reader.u8(8);
    if (!flag) return too_short(structure, bytes.size(), 9);
    return *flag != 0;
}

} // namespace

std::string bus_type_name(std::uint32_t bus) {
    switch (bus) {
    case bus_type::kUnknown: return "unknown";
    case bus_type::kScsi: return "SCSI";
    case bus_type::kAtapi: return "ATAPI";
    case bus_type::kAta: return "ATA";
    case bus_type::k1394: return "1394";
    case bus_type::kSsa: return "SSA";
    case bus_type::kFibre: return "Fibre Channel";
    case bus_type::kUsb: return "USB";
    case bus_type::kRaid: return "RAID";
    case bus_type::kIscsi: return "iSCSI";
    case bus_type::kSas: return "SAS";
    case bus_type::kSata: return "SATA";
    case bus_type::kSd: return "SD";
    case bus_type::kMmc: return "MMC";
    case bus_type::kVirtual: return "Virtual";
    case bus_type::kFileBackedVirtual: return "File Backed Virtual";
    case bus_type::kSpaces: return "Storage Spaces";
    case bus_type::kNvme: return "NVMe";
    case bus_type::kScm: return "SCM";
    case bus_type::kUfs: return "UFS";
    default: break;
    }
    char text[32];
    std::snprintf(text, sizeof text, "bus type 0x%X", bus);
    return text;
}

BusProtocol protocol_for_bus(std::uint32_t bus) {
    switch (bus) {
    case bus_type::kSata: return {Protocol::Ata, Transport::Sata};
    case bus_type::kAta: return {Protocol::Ata, Transport::Ata};
    case bus_type::kAtapi: return {Protocol::Ata, Transport::Atapi};
    case bus_type::kNvme: return {Protocol::Nvme, Transport::Nvme};
    case bus_type::kUsb: return {Protocol::Scsi, Transport::Usb};
    case bus_type::kScsi: return {Protocol::Scsi, Transport::Scsi};
    case bus_type::kSas: return {Protocol::Scsi, Transport::Sas};
    case bus_type::kRaid: return {Protocol::Scsi, Transport::Raid};
    case bus_type::kIscsi: return {Protocol::Scsi, Transport::Iscsi};
    case bus_type::kFibre: return {Protocol::Scsi, Transport::Fibre};
    case bus_type::k1394: return {Protocol::Scsi, Transport::Ieee1394};
    case bus_type::kSsa: return {Protocol::Scsi, Transport::Ssa};
    case bus_type::kUfs: return {Protocol::Scsi, Transport::Ufs};
    case bus_type::kSd: return {Protocol::Mmc, Transport::Sd};
    case bus_type::kMmc: return {Protocol::Mmc, Transport::Mmc};
    case bus_type::kVirtual:
    case bus_type::kFileBackedVirtual: return {Protocol::Unknown, Transport::Virtual};
    case bus_type::kSpaces: return {Protocol::Unknown, Transport::Spaces};
    case bus_type::kScm: return {Protocol::Unknown, Transport::Scm};
    default: return {Protocol::Unknown, Transport::Unknown};
    }
}

// STORAGE_DEVICE_DESCRIPTOR: DWORD Version (0), DWORD Size (4), BYTE
// DeviceType (8), BYTE DeviceTypeModifier (9), BOOLEAN RemovableMedia (10),
// BOOLEAN CommandQueueing (11), DWORD VendorIdOffset (12), ProductIdOffset
// (16), ProductRevisionOffset (20), SerialNumberOffset (24), STORAGE_BUS_TYPE
// BusType (28), DWORD RawPropertiesLength (32), BYTE RawDeviceProperties[]
// (36). String offsets count from the start of the structure; 0 = absent.
Result<StorageDeviceDescriptor> decode_storage_device_descriptor(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto bus = reader.u32(28);
    if (!bus) return too_short("STORAGE_DEVICE_DESCRIPTOR", bytes.size(), 36);
    StorageDeviceDescriptor d;
    d.device_type = *reader.u8(8);
    d.removable_media = *reader.u8(10) != 0;
    d.command_queueing = *reader.u8(11) != 0;
    d.bus_type = *bus;
    d.vendor = trimmed_string(reader, *reader.u32(12));
    d.product = trimmed_string(reader, *reader.u32(16));
    d.revision = trimmed_string(reader, *reader.u32(20));
    d.serial = trimmed_string(reader, *reader.u32(24));
    return d;
}

Result<bool> decode_seek_penalty(std::span<const std::byte> bytes) {
    return decode_flag_descriptor(bytes, "DEVICE_SEEK_PENALTY_DESCRIPTOR");
}

Result<bool> decode_trim_enabled(std::span<const std::byte> bytes) {
    return decode_flag_descriptor(bytes, "DEVICE_TRIM_DESCRIPTOR");
}

// STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR: DWORD Version (0), Size (4),
// BytesPerCacheLine (8), BytesOffsetForCacheAlignment (12),
// BytesPerLogicalSector (16), BytesPerPhysicalSector (20),
// BytesOffsetForSectorAlignment (24).
Result<AccessAlignment> decode_access_alignment(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto offset = reader.u32(24);
    if (!offset) return too_short("STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR", bytes.size(), 28);
    AccessAlignment a;
    a.bytes_per_logical_sector = *reader.u32(16);
    a.bytes_per_physical_sector = *reader.u32(20);
    a.bytes_offset_for_sector_alignment = *offset;
    if (a.bytes_per_logical_sector == 0 || a.bytes_per_physical_sector == 0) {
        return fail(ErrorCode::InputMalformed, "STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR reports a sector size of 0");
    }
    return a;
}

// GET_LENGTH_INFORMATION: LARGE_INTEGER Length (0).
Result<std::uint64_t> decode_length_info(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto length = reader.u64(0);
    if (!length) return too_short("GET_LENGTH_INFORMATION", bytes.size(), 8);
    return *length;
}

// STORAGE_DEVICE_NUMBER: DEVICE_TYPE DeviceType (0), DWORD DeviceNumber (4),
// DWORD PartitionNumber (8).
Result<StorageDeviceNumber> decode_device_number(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto partition = reader.u32(8);
    if (!partition) return too_short("STORAGE_DEVICE_NUMBER", bytes.size(), 12);
    return StorageDeviceNumber{*reader.u32(0), *reader.u32(4), *partition};
}

// DISK_GEOMETRY_EX: DISK_GEOMETRY Geometry { LARGE_INTEGER Cylinders (0),
// MEDIA_TYPE MediaType (8), DWORD TracksPerCylinder (12), DWORD
// SectorsPerTrack (16), DWORD BytesPerSector (20) }, LARGE_INTEGER DiskSize
// (24), BYTE Data[] (32).
Result<DiskGeometry> decode_disk_geometry_ex(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto size = reader.u64(24);
    if (!size) return too_short("DISK_GEOMETRY_EX", bytes.size(), 32);
    return DiskGeometry{*size, *reader.u32(20)};
}

// STORAGE_WRITE_CACHE_PROPERTY: DWORD Version (0), DWORD Size (4),
// WRITE_CACHE_TYPE WriteCacheType (8), WRITE_CACHE_ENABLE WriteCacheEnabled
// (12: 0 unknown, 1 disabled, 2 enabled), WRITE_CACHE_CHANGE
// WriteCacheChangeable (16), WRITE_THROUGH WriteThroughSupported (20),
// BOOLEAN FlushCacheSupported (24), BOOLEAN UserDefinedPowerProtection (25),
// BOOLEAN NVCacheEnabled (26).
Result<WriteCacheProperty> decode_write_cache_property(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto protection = reader.u8(25);
    if (!protection) return too_short("STORAGE_WRITE_CACHE_PROPERTY", bytes.size(), 26);
    WriteCacheProperty p;
    const std::uint32_t enabled = *reader.u32(12);
    if (enabled == 1) p.enabled = false;
    if (enabled == 2) p.enabled = true;
    p.flush_supported = *reader.u8(24) != 0;
    p.user_defined_power_protection = *protection != 0;
    return p;
}

} // namespace ssd::windows
