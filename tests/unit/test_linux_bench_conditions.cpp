// The Linux reading of a benchmark's conditions (platform/linux/bench_conditions.h)
// on captured trees: this VM's sysfs (tests/fixtures/sysfs/host-virtio: one virtio
// disk) and mount table (tests/fixtures/proc/host-vm). The dm-crypt case stacks a
// synthetic device-mapper node (labelled so) on that captured disk, since this
// kernel has no device-mapper to capture one from.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "fixture_paths.h"
#include "platform/linux/bench_conditions.h"

namespace ssd::linux_platform {
namespace {

namespace fs = std::filesystem;

DevicePaths captured_paths() {
    DevicePaths paths;
    paths.sys = test::project_fixture("sysfs/host-virtio");
    paths.proc = test::project_fixture("proc/host-vm");
    paths.dev = "/nonexistent-dev";
    return paths;
}

void write_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

TEST(LinuxBenchConditions, DirectoryOnTheRootExt4OfTheCapturedVirtioDisk) {
    const auto facts = directory_conditions(captured_paths(), "/", 100ULL << 30, 40ULL << 30);
    ASSERT_TRUE(facts) << facts.reason();
    ASSERT_TRUE(facts->filesystem);
    EXPECT_EQ(facts->filesystem->fstype, "ext4");
    EXPECT_EQ(facts->filesystem->source, "/dev/vda");
    EXPECT_NE(std::find(facts->filesystem->options.begin(), facts->filesystem->options.end(), "discard"),
              facts->filesystem->options.end());
    EXPECT_TRUE(facts->layers.empty());
    ASSERT_EQ(facts->drives.size(), 1u) << facts->no_drive_reason;
    EXPECT_EQ(facts->drives[0].device, "/nonexistent-dev/vda");
    EXPECT_EQ(facts->drives[0].transport, Transport::Virtio);
    EXPECT_EQ(*facts->free_bytes, 40ULL << 30);
    bench::RunConditions conditions;
    conditions.facts = facts;
    EXPECT_TRUE(bench::judge_conditions(conditions).empty());
}

TEST(LinuxBenchConditions, RawDeviceHasNoFilesystemAndNamesItsDrive) {
    const auto facts = device_conditions(captured_paths(), "vda");
    ASSERT_TRUE(facts) << facts.reason();
    EXPECT_FALSE(facts->filesystem);
    EXPECT_NE(facts->filesystem.reason().find("raw device"), std::string::npos);
    ASSERT_EQ(facts->drives.size(), 1u);
    EXPECT_FALSE(facts->free_bytes);
}

TEST(LinuxBenchConditions, CryptMappingOnTheCapturedDiskIsAnEncryptedLayer) {
    // Synthetic: dm-0, a LUKS2 mapping "cr_bench" (uuid CRYPT-LUKS2-…, as dm-crypt names
    // it) on vda; vda itself is the captured tree's, linked in.
    const fs::path captured = fs::canonical(test::project_fixture("sysfs/host-virtio"));
    const fs::path root = fs::path(::testing::TempDir()) / "bench-conditions-sys";
    fs::remove_all(root);
    const fs::path dm = root / "devices/virtual/block/dm-0";
    write_file(dm / "dev", "253:0\n");
    write_file(dm / "dm/uuid", "CRYPT-LUKS2-3f2a9c0e1b7d4e5f8a6b2c1d0e9f8a7b-cr_bench\n");
    write_file(dm / "dm/name", "cr_bench\n");
    write_file(dm / "slaves/vda", "");
    fs::create_directories(root / "class/block");
    fs::create_directories(root / "block");
    fs::create_directory_symlink(dm, root / "class/block/dm-0");
    fs::create_directory_symlink(dm, root / "block/dm-0");
    fs::create_directory_symlink(fs::canonical(captured / "class/block/vda"), root / "class/block/vda");
    fs::create_directory_symlink(fs::canonical(captured / "block/vda"), root / "block/vda");
    for (const auto* dir : {"bus", "devices/pci0000:00", "class/nvme", "class/ata_link"}) {
        std::error_code ec;
        if (fs::exists(captured / dir)) fs::create_directory_symlink(captured / dir, root / dir, ec);
    }
    DevicePaths paths = captured_paths();
    paths.sys = root;
    const auto facts = device_conditions(paths, "dm-0");
    ASSERT_TRUE(facts) << facts.reason();
    ASSERT_EQ(facts->layers.size(), 1u);
    EXPECT_EQ(facts->layers[0].kind, "crypt");
    EXPECT_EQ(facts->layers[0].label, "cr_bench");
    ASSERT_EQ(facts->drives.size(), 1u) << facts->no_drive_reason;
    EXPECT_EQ(facts->drives[0].device, "/nonexistent-dev/vda");
    bench::RunConditions conditions;
    conditions.facts = facts;
    const auto warnings = bench::judge_conditions(conditions);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].id, bench::ConditionWarning::EncryptedLayer);
    fs::remove_all(root);
}

} // namespace
} // namespace ssd::linux_platform
