// Which filesystem a directory lies on (core/actions/mount_paths.h and
// trim's select_by_directory) for POSIX mountpoints and for the Windows
// ones WinActionPlatform lists: drive letters, folder mounts and volume
// GUID paths. The mountpoint strings are written the way Windows returns
// them (GetVolumePathNamesForVolumeNameW ends each with '\').
#include <gtest/gtest.h>

#include <initializer_list>

#include "core/actions/mount_paths.h"
#include "core/actions/trim.h"

namespace ssd::actions {
namespace {

constexpr const char* kVolume = "\\\\?\\Volume{4c1b02c1-d990-11dc-99ae-806e6f6e6963}\\";

// One row: whether PATH lies on the filesystem mounted at MOUNTPOINT.
struct OnMount {
    const char* path;
    const char* mountpoint;
    bool on;
};

void expect_on_mount(std::initializer_list<OnMount> rows) {
    for (const auto& row : rows) {
        EXPECT_EQ(path_is_on_mount(row.path, row.mountpoint), row.on) << row.path << " on " << row.mountpoint;
    }
}

TEST(MountPaths, PosixPathsAreUnchanged) {
    expect_on_mount({{"/", "/", true}, {"/home/user", "/", true}, {"/mnt/data", "/mnt/data", true},
                     {"/mnt/data/x", "/mnt/data", true}, {"/mnt/database", "/mnt/data", false},
                     {"/mnt", "/mnt/data", false}, {"relative/path", "/", false}, {"", "/", false}});
}

TEST(MountPaths, DriveLetters) {
    expect_on_mount({{"C:\\", "C:\\", true}, {"C:", "C:\\", true},
                     {"C:\\Users\\Ana", "C:\\", true},     // the old '/'-only rule said no
                     {"c:\\users\\ana", "C:\\", true},     // case-insensitive
                     {"C:/Users/Ana", "C:\\", true},       // either slash
                     {"\\\\?\\C:\\Users", "C:\\", true}, // long-path prefix
                     {"D:\\Users", "C:\\", false}, {"C:\\Users", "/", false}, {"/home", "C:\\", false}});
}

TEST(MountPaths, FolderMountsAndVolumeGuidPaths) {
    expect_on_mount({{"D:\\Mounts\\Data", "D:\\Mounts\\Data\\", true},
                     {"d:\\mounts\\data\\photos", "D:\\Mounts\\Data\\", true},
                     {"D:\\Mounts\\Database", "D:\\Mounts\\Data\\", false}, {kVolume, kVolume, true},
                     {"\\\\?\\Volume{4C1B02C1-D990-11DC-99AE-806E6F6E6963}\\Logs", kVolume, true},
                     {"\\\\?\\Volume{00000000-d990-11dc-99ae-806e6f6e6963}\\", kVolume, false},
                     {"C:\\", kVolume, false}});
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
