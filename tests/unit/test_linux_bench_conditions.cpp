// The Linux reading of a benchmark's conditions (platform/linux/bench_conditions.h)
// on captured trees: this VM's sysfs (tests/fixtures/sysfs/host-virtio: one virtio
// disk) and mount table (tests/fixtures/proc/host-vm), and the QEMU rig guest's with
// dm-crypt and btrfs mounted (this VM's kernel has no device mapper; the rig's has).
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "fixture_paths.h"
#include "platform/linux/bench_conditions.h"
#include "recorded_space.h"

namespace ssd::linux_platform {
namespace {

// A captured machine: its sysfs and proc fixtures; /dev does not exist, so drives are
// named by sysfs alone.
DevicePaths fixture_paths(const std::string& sys, const std::string& proc) {
    DevicePaths paths;
    paths.sys = test::project_fixture(sys);
    paths.proc = test::project_fixture(proc);
    paths.dev = "/nonexistent-dev";
    return paths;
}

DevicePaths captured_paths() { return fixture_paths("sysfs/host-virtio", "proc/host-vm"); }

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

// The rig guest (Debian's kernel 6.1 in QEMU), captured with all three stacks of
// tests/rig/guest/93-bench-conditions.sh mounted at once
// (tests/fixtures/proc/rig-guest-bench-conditions-capture.sh): ext4 on a plain dm-crypt
// mapping dm-0 of sdb1 at /mnt/bench-crypt, btrfs with compress=zstd on sda2 at
// /mnt/bench-btrfs, ext4 on nvme0n1 at /mnt/bench-control.
DevicePaths rig_paths() {
    return fixture_paths("sysfs/rig-guest-bench-conditions", "proc/rig-guest-bench-conditions");
}

// directory_conditions of a directory in /mnt/bench-NAME, with the size and free space
// statvfs gave there (as the bench target passes them: blocks and available blocks).
Observed<bench::ConditionFacts> rig_directory(const std::string& name) {
    const auto space = test::space_from_stat_f("proc/rig-guest-bench-conditions/stat-f-mnt-bench-" + name + ".txt");
    if (!space) return Observed<bench::ConditionFacts>::unknown(space.error().message);
    return directory_conditions(rig_paths(), "/mnt/bench-" + name + "/bench", space->size_bytes,
                                space->available_bytes);
}

std::vector<bench::ConditionWarning> judged(const Observed<bench::ConditionFacts>& facts) {
    bench::RunConditions conditions;
    conditions.facts = facts;
    std::vector<bench::ConditionWarning> ids;
    for (const auto& note : bench::judge_conditions(conditions)) ids.push_back(note.id);
    return ids;
}

TEST(LinuxBenchConditions, RigExt4OnDmCryptIsAnEncryptedLayerDownToSdb) {
    const auto facts = rig_directory("crypt");
    ASSERT_TRUE(facts) << facts.reason();
    ASSERT_TRUE(facts->filesystem);
    EXPECT_EQ(facts->filesystem->fstype, "ext4");
    EXPECT_EQ(facts->filesystem->source, "/dev/mapper/rig-bench-crypt");
    ASSERT_EQ(facts->layers.size(), 1u);
    EXPECT_EQ(facts->layers[0].name, "dm-0");
    EXPECT_EQ(facts->layers[0].kind, "crypt"); // dm/uuid CRYPT-PLAIN-rig-bench-crypt
    EXPECT_EQ(facts->layers[0].label, "rig-bench-crypt");
    ASSERT_EQ(facts->drives.size(), 1u) << facts->no_drive_reason;
    EXPECT_EQ(facts->drives[0].device, "/nonexistent-dev/sdb");
    EXPECT_EQ(facts->drives[0].transport, Transport::Pata);
    // Said once, as what it is: not also as a generic device-mapper layer.
    EXPECT_EQ(judged(facts), std::vector<bench::ConditionWarning>{bench::ConditionWarning::EncryptedLayer});
}

TEST(LinuxBenchConditions, RigDmCryptMappingAsARawDevice) {
    const auto facts = device_conditions(rig_paths(), "dm-0");
    ASSERT_TRUE(facts) << facts.reason();
    EXPECT_FALSE(facts->filesystem);
    ASSERT_EQ(facts->layers.size(), 1u);
    EXPECT_EQ(facts->layers[0].kind, "crypt");
    ASSERT_EQ(facts->drives.size(), 1u) << facts->no_drive_reason;
    EXPECT_EQ(facts->drives[0].device, "/nonexistent-dev/sdb");
    EXPECT_EQ(judged(facts), std::vector<bench::ConditionWarning>{bench::ConditionWarning::EncryptedLayer});
}

TEST(LinuxBenchConditions, RigBtrfsWithZstdIsCompressingAndCopyOnWrite) {
    // btrfs mounts show an anonymous device number (0:24) in mountinfo: the drive is
    // found by the mount source /dev/sda2 instead.
    const auto facts = rig_directory("btrfs");
    ASSERT_TRUE(facts) << facts.reason();
    ASSERT_TRUE(facts->filesystem);
    EXPECT_EQ(facts->filesystem->fstype, "btrfs");
    std::string setting;
    EXPECT_EQ(bench::filesystem_compression(*facts->filesystem, setting), bench::Compression::On);
    EXPECT_EQ(setting, "compress=zstd:3"); // the kernel's spelling of -o compress=zstd
    EXPECT_TRUE(facts->layers.empty());
    ASSERT_EQ(facts->drives.size(), 1u) << facts->no_drive_reason;
    EXPECT_EQ(facts->drives[0].device, "/nonexistent-dev/sda");
    EXPECT_EQ(facts->drives[0].transport, Transport::Sata);
    EXPECT_EQ(judged(facts), (std::vector<bench::ConditionWarning>{bench::ConditionWarning::CompressingFilesystem,
                                                                   bench::ConditionWarning::CopyOnWrite}));
}

TEST(LinuxBenchConditions, RigPlainExt4OnNvmeHasNoWarnings) {
    const auto facts = rig_directory("control");
    ASSERT_TRUE(facts) << facts.reason();
    ASSERT_TRUE(facts->filesystem);
    EXPECT_EQ(facts->filesystem->fstype, "ext4");
    EXPECT_TRUE(facts->layers.empty());
    ASSERT_EQ(facts->drives.size(), 1u) << facts->no_drive_reason;
    EXPECT_EQ(facts->drives[0].device, "/nonexistent-dev/nvme0n1");
    EXPECT_EQ(facts->drives[0].transport, Transport::Nvme);
    EXPECT_TRUE(judged(facts).empty());
}

} // namespace
} // namespace ssd::linux_platform
