// Drive discovery on sysfs trees captured from real machines
// (tests/fixtures/sysfs/*, made by tests/rig/sysfs-snapshot.sh).
#include <gtest/gtest.h>

#include <filesystem>

#include "fixture_paths.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "temp_dir.h"

namespace ssd {
namespace {

TEST(SysfsInventoryHost, ListsTheVirtioDisk) {
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/host-virtio"), "/dev");
    auto drives = inventory.list();
    ASSERT_TRUE(drives) << drives.error().message;
    ASSERT_EQ(drives->size(), 1U);
    const DriveInfo& vda = drives->front();
    EXPECT_EQ(vda.device, "/dev/vda");
    EXPECT_EQ(vda.kernel_name, "vda");
    EXPECT_EQ(vda.protocol, Protocol::Virtio);
    EXPECT_EQ(vda.transport, Transport::Virtio);
    EXPECT_EQ(vda.capacity_bytes, 274877906944U); // size 536870912 sectors × 512
    EXPECT_EQ(vda.logical_sector_bytes, 512U);
    EXPECT_EQ(vda.physical_sector_bytes, 4096U);
    EXPECT_TRUE(vda.discard_supported);
    EXPECT_TRUE(vda.rotational); // the host declares it rotational: reported as the kernel says
    EXPECT_FALSE(vda.removable);
    EXPECT_EQ(vda.serial, "overlayblk");
    EXPECT_FALSE(vda.model);
}

TEST(SysfsInventoryHost, LookupByNameThroughFakeDev) {
    test::StandInDev dev{"vda", "vdb"};
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/host-virtio"), dev.path());
    auto vda = inventory.lookup((dev.path() / "vda").string());
    ASSERT_TRUE(vda) << vda.error().message;
    EXPECT_EQ(vda->protocol, Protocol::Virtio);
    // A node sysfs does not know (and that is no block device) is not a drive.
    auto vdb = inventory.lookup((dev.path() / "vdb").string());
    ASSERT_FALSE(vdb);
    EXPECT_EQ(vdb.error().code, ErrorCode::NotADrive);
    auto missing = inventory.lookup((dev.path() / "vdc").string());
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::NoSuchDevice);
}

TEST(SysfsInventory, MissingSysfsIsAnError) {
    linux_platform::SysfsDriveInventory inventory("/nonexistent-sysfs", "/dev");
    auto drives = inventory.list();
    ASSERT_FALSE(drives);
    EXPECT_EQ(drives.error().code, ErrorCode::InputUnreadable);
}

} // namespace
} // namespace ssd
