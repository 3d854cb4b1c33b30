// Drive holds on Linux (platform/linux/lock_file_drive_activity): real lock
// files with open file description locks in a temporary directory.
#include <gtest/gtest.h>

#include "platform/linux/lock_file_drive_activity.h"
#include "temp_dir.h"

namespace ssd {
namespace {

TEST(LinuxDriveActivity, HoldIsSeenByAnotherInstanceAndEndsWithTheHold) {
    test::TempDir dir("locks");
    linux_platform::LockFileDriveActivity benchmark(dir.path());
    linux_platform::LockFileDriveActivity scheduler(dir.path());
    EXPECT_EQ(scheduler.holder("/dev/sda"), std::nullopt) << "nothing held yet";
    {
        auto hold = benchmark.hold("/dev/sda", "a benchmark");
        ASSERT_NE(hold, nullptr);
        const auto holder = scheduler.holder("/dev/sda");
        ASSERT_TRUE(holder);
        EXPECT_EQ(holder->rfind("a benchmark (pid ", 0), 0u) << *holder;
        EXPECT_EQ(scheduler.holder("/dev/sdb"), std::nullopt) << "another drive is free";
    }
    EXPECT_EQ(scheduler.holder("/dev/sda"), std::nullopt) << "the hold ended";
}

TEST(LinuxDriveActivity, NamespaceAndControllerAreOneDrive) {
    test::TempDir dir("locks");
    linux_platform::LockFileDriveActivity activity(dir.path());
    auto hold = activity.hold("/dev/nvme0n1", "a secure erase");
    ASSERT_NE(hold, nullptr);
    EXPECT_TRUE(activity.holder("/dev/nvme0"));
    EXPECT_FALSE(activity.holder("/dev/nvme1"));
}

TEST(LinuxDriveActivity, SecondHoldOfAHeldDriveIsNotTaken) {
    test::TempDir dir("locks");
    linux_platform::LockFileDriveActivity activity(dir.path());
    auto first = activity.hold("/dev/sda", "an erase");
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(activity.hold("/dev/sda", "a benchmark"), nullptr);
    EXPECT_EQ(activity.holder("/dev/sda")->rfind("an erase", 0), 0u) << "the first holder's words stay";
}

TEST(LinuxDriveActivity, MissingLockDirectoryNeitherHoldsNorFails) {
    linux_platform::LockFileDriveActivity activity("/nonexistent/ssd-toolbox-locks");
    EXPECT_EQ(activity.hold("/dev/sda", "an erase"), nullptr);
    EXPECT_EQ(activity.holder("/dev/sda"), std::nullopt);
}

TEST(DriveActivityName, WholeDriveOrController) {
    EXPECT_EQ(drive_activity_name("/dev/sda"), "sda");
    EXPECT_EQ(drive_activity_name("/dev/nvme0n1"), "nvme0");
    EXPECT_EQ(drive_activity_name("/dev/nvme12"), "nvme12");
    EXPECT_EQ(drive_activity_name(R"(\\.\PhysicalDrive1)"), "PhysicalDrive1");
}

} // namespace
} // namespace ssd
