// Which filesystem a directory lies on (core/actions/mount_paths.h and
// trim's select_by_directory) for POSIX mountpoints and for the Windows
// ones WinActionPlatform lists: drive letters, folder mounts and volume
// GUID paths. The mountpoint strings are written the way Windows returns
// them (GetVolumePathNamesForVolumeNameW ends each with '\').
#include <gtest/gtest.h>

#include "core/actions/mount_paths.h"
#include "core/actions/trim.h"

namespace ssd::actions {
namespace {

constexpr const char* kVolume = "\\\\?\\Volume{4c1b02c1-d990-11dc-99ae-806e6f6e6963}\\";

TEST(MountPaths, PosixPathsAreUnchanged) {
    EXPECT_TRUE(path_is_on_mount("/", "/"));
    EXPECT_TRUE(path_is_on_mount("/home/user", "/"));
    EXPECT_TRUE(path_is_on_mount("/mnt/data", "/mnt/data"));
    EXPECT_TRUE(path_is_on_mount("/mnt/data/x", "/mnt/data"));
    EXPECT_FALSE(path_is_on_mount("/mnt/database", "/mnt/data"));
    EXPECT_FALSE(path_is_on_mount("/mnt", "/mnt/data"));
    EXPECT_FALSE(path_is_on_mount("relative/path", "/"));
    EXPECT_FALSE(path_is_on_mount("", "/"));
}

TEST(MountPaths, DriveLetters) {
    EXPECT_TRUE(path_is_on_mount("C:\\", "C:\\"));
    EXPECT_TRUE(path_is_on_mount("C:", "C:\\"));
    EXPECT_TRUE(path_is_on_mount("C:\\Users\\Ana", "C:\\")); // the old '/'-only rule said no
    EXPECT_TRUE(path_is_on_mount("c:\\users\\ana", "C:\\"));   // case-insensitive
    EXPECT_TRUE(path_is_on_mount("C:/Users/Ana", "C:\\"));     // either slash
    EXPECT_TRUE(path_is_on_mount("\\\\?\\C:\\Users", "C:\\")); // long-path prefix
    EXPECT_FALSE(path_is_on_mount("D:\\Users", "C:\\"));
    EXPECT_FALSE(path_is_on_mount("C:\\Users", "/"));
    EXPECT_FALSE(path_is_on_mount("/home", "C:\\"));
}

TEST(MountPaths, FolderMountsAndVolumeGuidPaths) {
    EXPECT_TRUE(path_is_on_mount("D:\\Mounts\\Data", "D:\\Mounts\\Data\\"));
    EXPECT_TRUE(path_is_on_mount("d:\\mounts\\data\\photos", "D:\\Mounts\\Data\\"));
    EXPECT_FALSE(path_is_on_mount("D:\\Mounts\\Database", "D:\\Mounts\\Data\\"));
    EXPECT_TRUE(path_is_on_mount(kVolume, kVolume));
    EXPECT_TRUE(path_is_on_mount("\\\\?\\Volume{4C1B02C1-D990-11DC-99AE-806E6F6E6963}\\Logs", kVolume));
    EXPECT_FALSE(path_is_on_mount("\\\\?\\Volume{00000000-d990-11dc-99ae-806e6f6e6963}\\", kVolume));
    EXPECT_FALSE(path_is_on_mount("C:\\", kVolume));
    EXPECT_TRUE(is_volume_guid_path(kVolume));
    EXPECT_FALSE(is_volume_guid_path("C:\\"));
    EXPECT_FALSE(is_volume_guid_path("/dev/sda2"));
}

MountedFilesystem filesystem(const std::string& mountpoint, const std::string& source) {
    MountedFilesystem f;
    f.mountpoint = mountpoint;
    f.source = source;
    f.fstype = "NTFS";
    return f;
}

TEST(MountPaths, TrimPicksTheMostSpecificWindowsVolume) {
    const std::vector<MountedFilesystem> all = {
        filesystem("C:\\", kVolume),
        filesystem("C:\\Mounts\\Fast\\", "\\\\?\\Volume{11111111-2222-3333-4444-555555555555}\\"),
        filesystem("E:\\", "\\\\?\\Volume{66666666-2222-3333-4444-555555555555}\\"),
    };
    auto chosen = select_by_directory(all, "C:\\Users\\Ana");
    ASSERT_EQ(chosen.size(), 1U);
    EXPECT_EQ(chosen[0].mountpoint, "C:\\");
    chosen = select_by_directory(all, "c:\\mounts\\fast\\games");
    ASSERT_EQ(chosen.size(), 1U);
    EXPECT_EQ(chosen[0].mountpoint, "C:\\Mounts\\Fast\\");
    // Named by its volume GUID path: the volume with that source.
    chosen = select_by_directory(all, "\\\\?\\Volume{66666666-2222-3333-4444-555555555555}\\");
    ASSERT_EQ(chosen.size(), 1U);
    EXPECT_EQ(chosen[0].mountpoint, "E:\\");
    EXPECT_TRUE(select_by_directory(all, "F:\\").empty());
}

TEST(MountPaths, TrimOnPosixStillPrefersTheLongestMountpoint) {
    std::vector<MountedFilesystem> all = {filesystem("/", "/dev/sda2"), filesystem("/mnt/nvme", "/dev/nvme0n1p1")};
    EXPECT_EQ(select_by_directory(all, "/mnt/nvme/x")[0].mountpoint, "/mnt/nvme");
    EXPECT_EQ(select_by_directory(all, "/home")[0].mountpoint, "/");
}

} // namespace
} // namespace ssd::actions
