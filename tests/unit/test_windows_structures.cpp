// Decoders of the Windows storage structures (core/windows), fed with
// structure bytes built from the documented layouts (synthetic: Wine has no
// real disks; tests/fixtures/windows/make-synthetic-structures.py writes
// them). test_windows_api_layouts.cpp checks the same offsets against the
// SDK's own structs in the Windows build.
#include <gtest/gtest.h>

#include "core/checks/windows/windows_partitions.h"
#include "core/windows/drive_layout.h"
#include "core/windows/pagefile_usage.h"
#include "core/windows/storage_descriptors.h"
#include "windows_fixture.h"

namespace ssd::windows {
namespace {

using test::fixture_bytes;

TEST(WindowsStructures, SataDescriptor) {
    const std::string bytes = fixture_bytes("windows/storage-device-descriptor-sata-synthetic.hex");
    const auto d = decode_storage_device_descriptor(as_bytes(bytes));
    ASSERT_TRUE(d) << d.error().message;
    EXPECT_EQ(d->bus_type, bus_type::kSata);
    EXPECT_FALSE(d->vendor.has_value());
    EXPECT_EQ(d->product, "Samsung SSD 860 EVO 500GB");
    EXPECT_EQ(d->revision, "RVT04B6Q");
    EXPECT_EQ(d->serial, "S3Z1NB0K123456A");
    EXPECT_FALSE(d->removable_media);
    EXPECT_EQ(protocol_for_bus(d->bus_type).protocol, Protocol::Ata);
    EXPECT_EQ(protocol_for_bus(d->bus_type).transport, Transport::Sata);
    EXPECT_EQ(bus_type_name(d->bus_type), "SATA");
}

TEST(WindowsStructures, NvmeUsbAndIdeModeDescriptors) {
    const std::string nvme_bytes = fixture_bytes("windows/storage-device-descriptor-nvme-synthetic.hex");
    const auto nvme = decode_storage_device_descriptor(as_bytes(nvme_bytes));
    ASSERT_TRUE(nvme);
    EXPECT_EQ(protocol_for_bus(nvme->bus_type).protocol, Protocol::Nvme);
    EXPECT_EQ(nvme->serial, "0025_3852_81B0_1234.");
    const std::string usb_bytes = fixture_bytes("windows/storage-device-descriptor-usb-synthetic.hex");
    const auto usb = decode_storage_device_descriptor(as_bytes(usb_bytes));
    ASSERT_TRUE(usb);
    EXPECT_EQ(usb->vendor, "Samsung"); // padding trimmed
    EXPECT_EQ(usb->product, "Portable SSD T5");
    EXPECT_EQ(protocol_for_bus(usb->bus_type).transport, Transport::Usb);
    const std::string ide_bytes = fixture_bytes("windows/storage-device-descriptor-ide-mode-synthetic.hex");
    const auto ide = decode_storage_device_descriptor(as_bytes(ide_bytes));
    ASSERT_TRUE(ide);
    EXPECT_EQ(protocol_for_bus(ide->bus_type).transport, Transport::Ata);
    EXPECT_EQ(bus_type_name(0x42), "bus type 0x42");
}

TEST(WindowsStructures, ShortBuffersAreErrorsNotCrashes) {
    const std::string bytes = fixture_bytes("windows/storage-device-descriptor-truncated-synthetic.hex");
    EXPECT_EQ(decode_storage_device_descriptor(as_bytes(bytes)).error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(decode_seek_penalty(as_bytes(std::string(8, '\0'))).error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(decode_access_alignment(as_bytes(std::string(27, '\0'))).error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(decode_drive_layout(as_bytes(std::string(47, '\0'))).error().code, ErrorCode::InputMalformed);
    // A string offset past the end gives no string, not a read past the buffer.
    std::string offsets = fixture_bytes("windows/storage-device-descriptor-sata-synthetic.hex");
    offsets[16] = '\xFF';
    const auto d = decode_storage_device_descriptor(as_bytes(offsets));
    ASSERT_TRUE(d);
    EXPECT_FALSE(d->product.has_value());
}

TEST(WindowsStructures, FlagsAlignmentGeometryCacheNumber) {
    EXPECT_FALSE(*decode_seek_penalty(as_bytes(fixture_bytes("windows/seek-penalty-ssd-synthetic.hex"))));
    EXPECT_TRUE(*decode_seek_penalty(as_bytes(fixture_bytes("windows/seek-penalty-hdd-synthetic.hex"))));
    EXPECT_TRUE(*decode_trim_enabled(as_bytes(fixture_bytes("windows/trim-enabled-synthetic.hex"))));
    const auto alignment = decode_access_alignment(as_bytes(fixture_bytes("windows/access-alignment-512e-synthetic.hex")));
    ASSERT_TRUE(alignment);
    EXPECT_EQ(alignment->bytes_per_logical_sector, 512U);
    EXPECT_EQ(alignment->bytes_per_physical_sector, 4096U);
    const auto geometry = decode_disk_geometry_ex(as_bytes(fixture_bytes("windows/disk-geometry-ex-synthetic.hex")));
    ASSERT_TRUE(geometry);
    EXPECT_EQ(geometry->disk_size_bytes, 500107862016U);
    EXPECT_EQ(geometry->bytes_per_sector, 512U);
    const auto cache = decode_write_cache_property(as_bytes(fixture_bytes("windows/write-cache-enabled-synthetic.hex")));
    ASSERT_TRUE(cache);
    EXPECT_EQ(cache->enabled, true);
    EXPECT_TRUE(cache->flush_supported);
    const auto number = decode_device_number(as_bytes(fixture_bytes("windows/storage-device-number-synthetic.hex")));
    ASSERT_TRUE(number);
    EXPECT_EQ(number->device_type, 7U);
    EXPECT_EQ(number->device_number, 1U);
    EXPECT_EQ(number->partition_number, 2U);
}

TEST(WindowsStructures, GptLayoutAsWindowsSetupMakesIt) {
    const auto layout = decode_drive_layout(as_bytes(fixture_bytes("windows/drive-layout-gpt-windows-synthetic.hex")));
    ASSERT_TRUE(layout) << layout.error().message;
    EXPECT_EQ(layout->style, PartitionStyle::Gpt);
    ASSERT_EQ(layout->partitions.size(), 3U);
    EXPECT_EQ(layout->partitions[0].gpt_type, "{C12A7328-F81F-11D2-BA4B-00A0C93EC93B}");
    EXPECT_EQ(layout->partitions[0].gpt_name, "EFI system partition");
    EXPECT_EQ(layout->partitions[2].start_bytes, 122683392U);
    const auto observed = partition_observations(*layout, 0);
    ASSERT_EQ(observed.size(), 3U);
    EXPECT_EQ(observed[2].name, "Harddisk0Partition3");
    EXPECT_EQ(observed[2].device, "\\\\.\\Harddisk0Partition3");
    EXPECT_EQ(observed[2].number, 3U);
    for (const auto& p : observed) EXPECT_EQ(p.start_bytes % (1024 * 1024), 0U) << p.name;
}

TEST(WindowsStructures, MbrLayoutsSkipUnusedSlotsAndContainers) {
    const auto xp = decode_drive_layout(as_bytes(fixture_bytes("windows/drive-layout-mbr-xp-synthetic.hex")));
    ASSERT_TRUE(xp);
    EXPECT_EQ(xp->style, PartitionStyle::Mbr);
    ASSERT_EQ(xp->partitions.size(), 1U);
    EXPECT_EQ(xp->partitions[0].start_bytes, 63U * 512U);
    EXPECT_EQ(xp->partitions[0].mbr_type, 0x07);
    const auto extended = decode_drive_layout(as_bytes(fixture_bytes("windows/drive-layout-mbr-extended-synthetic.hex")));
    ASSERT_TRUE(extended);
    EXPECT_EQ(extended->partitions.size(), 3U); // primary, container, logical
    const auto observed = partition_observations(*extended, 2);
    ASSERT_EQ(observed.size(), 2U); // the container holds no data
    EXPECT_EQ(observed[1].name, "Harddisk2Partition2");
}

TEST(WindowsStructures, CorruptPartitionCountIsRejected) {
    std::string bytes = fixture_bytes("windows/drive-layout-gpt-windows-synthetic.hex");
    bytes[4] = '\x40'; // 64 entries claimed, 3 present
    EXPECT_EQ(decode_drive_layout(as_bytes(bytes)).error().code, ErrorCode::InputMalformed);
}

TEST(WindowsStructures, VolumeDiskExtents) {
    const auto extents = decode_volume_disk_extents(as_bytes(fixture_bytes("windows/volume-disk-extents-synthetic.hex")));
    ASSERT_TRUE(extents);
    ASSERT_EQ(extents->size(), 2U);
    EXPECT_EQ((*extents)[0].disk_number, 0U);
    EXPECT_EQ((*extents)[0].start_bytes, 122683392U);
    EXPECT_EQ((*extents)[1].disk_number, 1U);
    EXPECT_EQ((*extents)[1].length_bytes, 50000000000U);
}

TEST(WindowsStructures, PagefileInformationChain) {
    const std::string bytes = fixture_bytes("windows/pagefile-information-synthetic.hex");
    const auto usage = decode_pagefile_information(as_bytes(bytes), 0x10000000, 4096);
    ASSERT_TRUE(usage) << usage.error().message;
    ASSERT_EQ(usage->size(), 2U);
    EXPECT_EQ((*usage)[0].name, "C:\\pagefile.sys");
    EXPECT_EQ((*usage)[0].total_bytes, 16ULL << 30U);
    EXPECT_EQ((*usage)[0].in_use_bytes, 12000ULL * 4096U);
    EXPECT_EQ((*usage)[1].name, "D:\\pagefile.sys");
    // A name pointer outside the buffer is refused.
    EXPECT_EQ(decode_pagefile_information(as_bytes(bytes), 0x20000000, 4096).error().code, ErrorCode::InputMalformed);
    EXPECT_TRUE(decode_pagefile_information({}, 0, 4096)->empty());
}

} // namespace
} // namespace ssd::windows
