#include "core/windows/drive_layout.h"

#include "core/windows/byte_reader.h"

namespace ssd::windows {

namespace {

// DRIVE_LAYOUT_INFORMATION_EX: DWORD PartitionStyle (0), DWORD
// PartitionCount (4), union { MBR: DWORD Signature[, DWORD CheckSum]; GPT:
// GUID DiskId, LARGE_INTEGER StartingUsableOffset, LARGE_INTEGER
// UsableLength, DWORD MaxPartitionCount } (8, 40 bytes with padding),
// PARTITION_INFORMATION_EX PartitionEntry[] (48).
constexpr std::size_t kEntriesOffset = 48;
// PARTITION_INFORMATION_EX (144 bytes): PARTITION_STYLE PartitionStyle (0),
// LARGE_INTEGER StartingOffset (8), LARGE_INTEGER PartitionLength (16),
// DWORD PartitionNumber (24), BOOLEAN RewritePartition (28), BOOLEAN
// IsServicePartition (29), union (32) { MBR: BYTE PartitionType (+0),
// BOOLEAN BootIndicator (+1), BOOLEAN RecognizedPartition (+2), DWORD
// HiddenSectors (+4), GUID PartitionId (+8); GPT: GUID PartitionType (+0),
// GUID PartitionId (+16), DWORD64 Attributes (+32), WCHAR Name[36] (+40) }.
constexpr std::size_t kEntrySize = 144;
constexpr std::size_t kUnionOffset = 32;
// More than any partition table holds (GPT: 128 by default): a count beyond
// it means corrupt bytes, not a real layout.
constexpr std::uint32_t kMaxEntries = 4096;

} // namespace

bool is_extended_container(std::uint8_t mbr_type) {
    return mbr_type == 0x05 || mbr_type == 0x0F || mbr_type == 0x85;
}

Result<DriveLayout> decode_drive_layout(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto style = reader.u32(0);
    const auto count = reader.u32(4);
    if (!style || !count || bytes.size() < kEntriesOffset) {
        return fail(ErrorCode::InputMalformed, "DRIVE_LAYOUT_INFORMATION_EX is " + std::to_string(bytes.size()) +
                                                   " bytes, shorter than its 48-byte header");
    }
    DriveLayout layout;
    if (*style == 0) {
        layout.style = PartitionStyle::Mbr;
    } else if (*style == 1) {
        layout.style = PartitionStyle::Gpt;
    } else if (*style == 2) {
        layout.style = PartitionStyle::Raw;
    } else {
        return fail(ErrorCode::InputMalformed, "unknown partition style " + std::to_string(*style));
    }
    if (*count > kMaxEntries || bytes.size() < kEntriesOffset + std::size_t{*count} * kEntrySize) {
        return fail(ErrorCode::InputMalformed, "DRIVE_LAYOUT_INFORMATION_EX claims " + std::to_string(*count) +
                                                   " partitions but holds " + std::to_string(bytes.size()) + " bytes");
    }
    for (std::uint32_t i = 0; i < *count; ++i) {
        const std::size_t at = kEntriesOffset + std::size_t{i} * kEntrySize;
        LayoutPartition p;
        p.start_bytes = *reader.u64(at + 8);
        p.length_bytes = *reader.u64(at + 16);
        p.number = *reader.u32(at + 24);
        const std::uint32_t entry_style = *reader.u32(at);
        if (entry_style == 0) {
            p.mbr_type = *reader.u8(at + kUnionOffset);
            if (p.mbr_type == 0 || p.length_bytes == 0) continue; // PARTITION_ENTRY_UNUSED
        } else if (entry_style == 1) {
            p.gpt_type = reader.guid(at + kUnionOffset).value_or("");
            p.gpt_name = reader.utf16_string(at + kUnionOffset + 40, 36).value_or("");
            if (p.length_bytes == 0) continue;
        } else {
            continue;
        }
        layout.partitions.push_back(std::move(p));
    }
    return layout;
}

// VOLUME_DISK_EXTENTS: DWORD NumberOfDiskExtents (0), DISK_EXTENT Extents[]
// (8); DISK_EXTENT (24 bytes): DWORD DiskNumber (0), LARGE_INTEGER
// StartingOffset (8), LARGE_INTEGER ExtentLength (16).
Result<std::vector<DiskExtent>> decode_volume_disk_extents(std::span<const std::byte> bytes) {
    const ByteReader reader(bytes);
    const auto count = reader.u32(0);
    if (!count) return fail(ErrorCode::InputMalformed, "VOLUME_DISK_EXTENTS is shorter than 4 bytes");
    if (*count > kMaxEntries || bytes.size() < 8 + std::size_t{*count} * 24) {
        return fail(ErrorCode::InputMalformed, "VOLUME_DISK_EXTENTS claims " + std::to_string(*count) +
                                                   " extents but holds " + std::to_string(bytes.size()) + " bytes");
    }
    std::vector<DiskExtent> extents;
    for (std::uint32_t i = 0; i < *count; ++i) {
        const std::size_t at = 8 + std::size_t{i} * 24;
        extents.push_back(DiskExtent{*reader.u32(at), *reader.u64(at + 8), *reader.u64(at + 16)});
    }
    return extents;
}

} // namespace ssd::windows
