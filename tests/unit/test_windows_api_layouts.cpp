// The offsets the portable decoders (core/windows) read, checked against the
// Windows SDK's own structs (mingw-w64's winioctl.h): the byte layouts the
// synthetic fixtures follow are the ones Windows returns. Also a round trip:
// structs filled through the SDK types decode to the same values.
#include <windows.h>
#include <winioctl.h>

#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <string>

#include "core/windows/drive_layout.h"
#include "core/windows/storage_descriptors.h"

namespace {

static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, DeviceType) == 8);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, RemovableMedia) == 10);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, VendorIdOffset) == 12);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, ProductIdOffset) == 16);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, ProductRevisionOffset) == 20);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, SerialNumberOffset) == 24);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, BusType) == 28);
static_assert(offsetof(DEVICE_SEEK_PENALTY_DESCRIPTOR, IncursSeekPenalty) == 8);
static_assert(offsetof(DEVICE_TRIM_DESCRIPTOR, TrimEnabled) == 8);
static_assert(offsetof(STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR, BytesPerLogicalSector) == 16);
static_assert(offsetof(STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR, BytesPerPhysicalSector) == 20);
static_assert(offsetof(STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR, BytesOffsetForSectorAlignment) == 24);
static_assert(offsetof(STORAGE_WRITE_CACHE_PROPERTY, WriteCacheEnabled) == 12);
static_assert(offsetof(STORAGE_WRITE_CACHE_PROPERTY, FlushCacheSupported) == 24);
static_assert(offsetof(STORAGE_WRITE_CACHE_PROPERTY, UserDefinedPowerProtection) == 25);
static_assert(offsetof(DISK_GEOMETRY_EX, DiskSize) == 24);
static_assert(offsetof(DISK_GEOMETRY, BytesPerSector) == 20);
static_assert(offsetof(STORAGE_DEVICE_NUMBER, PartitionNumber) == 8);
static_assert(offsetof(DRIVE_LAYOUT_INFORMATION_EX, PartitionEntry) == 48);
static_assert(sizeof(PARTITION_INFORMATION_EX) == 144);
static_assert(offsetof(PARTITION_INFORMATION_EX, StartingOffset) == 8);
static_assert(offsetof(PARTITION_INFORMATION_EX, PartitionLength) == 16);
static_assert(offsetof(PARTITION_INFORMATION_EX, PartitionNumber) == 24);
static_assert(offsetof(PARTITION_INFORMATION_EX, Mbr) == 32);
static_assert(offsetof(PARTITION_INFORMATION_GPT, Name) == 40);
static_assert(offsetof(VOLUME_DISK_EXTENTS, Extents) == 8);
static_assert(sizeof(DISK_EXTENT) == 24);
static_assert(offsetof(DISK_EXTENT, StartingOffset) == 8);
static_assert(BusTypeSata == ssd::windows::bus_type::kSata);
static_assert(BusTypeNvme == ssd::windows::bus_type::kNvme);
static_assert(BusTypeUsb == ssd::windows::bus_type::kUsb);
static_assert(BusTypeAta == ssd::windows::bus_type::kAta);
static_assert(BusTypeSpaces == ssd::windows::bus_type::kSpaces);

std::string bytes_of(const void* data, std::size_t size) {
    return std::string(static_cast<const char*>(data), size);
}

TEST(WindowsApiLayouts, DescriptorFilledThroughTheSdkDecodes) {
    struct {
        STORAGE_DEVICE_DESCRIPTOR header;
        char strings[64];
    } buffer{};
    buffer.header.Version = sizeof buffer;
    buffer.header.Size = sizeof buffer;
    buffer.header.BusType = BusTypeNvme;
    buffer.header.RemovableMedia = TRUE;
    const DWORD product = offsetof(decltype(buffer), strings);
    std::memcpy(buffer.strings, "WDC PC SN730\0" "11170101\0", 22);
    buffer.header.ProductIdOffset = product;
    buffer.header.ProductRevisionOffset = product + 13;
    const std::string bytes = bytes_of(&buffer, sizeof buffer);
    const auto decoded = ssd::windows::decode_storage_device_descriptor(ssd::windows::as_bytes(bytes));
    ASSERT_TRUE(decoded);
    EXPECT_EQ(decoded->bus_type, static_cast<std::uint32_t>(BusTypeNvme));
    EXPECT_TRUE(decoded->removable_media);
    EXPECT_EQ(decoded->product, "WDC PC SN730");
    EXPECT_EQ(decoded->revision, "11170101");
    EXPECT_FALSE(decoded->serial.has_value());
}

TEST(WindowsApiLayouts, LayoutFilledThroughTheSdkDecodes) {
    struct {
        DRIVE_LAYOUT_INFORMATION_EX layout;
        PARTITION_INFORMATION_EX more[1];
    } buffer{};
    buffer.layout.PartitionStyle = PARTITION_STYLE_GPT;
    buffer.layout.PartitionCount = 2;
    PARTITION_INFORMATION_EX* entries = buffer.layout.PartitionEntry;
    entries[0].PartitionStyle = PARTITION_STYLE_GPT;
    entries[0].StartingOffset.QuadPart = 1048576;
    entries[0].PartitionLength.QuadPart = 104857600;
    entries[0].PartitionNumber = 1;
    std::memcpy(entries[0].Gpt.Name, L"EFI", sizeof(L"EFI"));
    entries[1].PartitionStyle = PARTITION_STYLE_GPT;
    entries[1].StartingOffset.QuadPart = 32256; // misaligned on purpose
    entries[1].PartitionLength.QuadPart = 1 << 30;
    entries[1].PartitionNumber = 2;
    const std::string bytes = bytes_of(&buffer, sizeof buffer);
    const auto layout = ssd::windows::decode_drive_layout(ssd::windows::as_bytes(bytes));
    ASSERT_TRUE(layout) << layout.error().message;
    ASSERT_EQ(layout->partitions.size(), 2U);
    EXPECT_EQ(layout->partitions[0].gpt_name, "EFI");
    EXPECT_EQ(layout->partitions[1].start_bytes, 32256U);
    EXPECT_EQ(layout->partitions[1].number, 2U);
}

} // namespace
