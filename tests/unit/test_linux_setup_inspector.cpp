// The Linux SetupInspector on trees captured from real machines:
//   tests/fixtures/sysfs/host-virtio   the development VM's /sys (vda: virtio, no partitions)
//   tests/fixtures/proc/host-vm        its /proc/self/mountinfo, /proc/swaps, /proc/meminfo,
//                                      and `stat -f` of / (the numbers statvfs returns)
//   tests/fixtures/rootfs/host-vm      its systemd fstrim.timer files (enabled; systemd not running)
// and the setup checks run on what it observes. Where a case needs a state no
// capture shows, the test copies a captured tree and changes it, and says so.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/checks/setup_checks.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "recorded_space.h"

namespace ssd {
namespace {

namespace fs = std::filesystem;
using linux_platform::LinuxSetupInspector;
using linux_platform::LinuxSetupRoots;

LinuxSetupRoots host_roots() {
    LinuxSetupRoots roots;
    roots.sys = test::project_fixture("sysfs/host-virtio");
    roots.proc = test::project_fixture("proc/host-vm");
    roots.root = test::project_fixture("rootfs/host-vm");
    roots.dev = "/nonexistent-dev";
    return roots;
}

DriveInfo host_vda() {
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/host-virtio"), "/dev");
    auto drives = inventory.list();
    EXPECT_TRUE(drives && drives->size() == 1);
    return drives && !drives->empty() ? drives->front() : DriveInfo{};
}

// A writable copy of a captured tree, for the cases no capture shows.
class TreeCopy {
public:
    explicit TreeCopy(const fs::path& source) {
        path_ = fs::temp_directory_path() /
                ("ssd-tree-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(path_);
        fs::copy(source, path_, fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    }
    ~TreeCopy() { fs::remove_all(path_); }
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};

// ---- the development VM ----------------------------------------------------

TEST(LinuxSetupInspectorHost, VirtioDisk) {
    LinuxSetupInspector inspector(host_roots(), test::host_vm_space);
    const DriveInfo vda = host_vda();
    auto setup = inspector.inspect_drive(vda);
    ASSERT_TRUE(setup) << setup.error().message;
    ASSERT_TRUE(setup->media);
    EXPECT_EQ(setup->media->kind, MediaKind::Virtual);
    ASSERT_TRUE(setup->controller);
    EXPECT_EQ(setup->controller->driver, "virtio-pci");
    EXPECT_EQ(setup->controller->pci_address, "0000:00:02.0");
    EXPECT_FALSE(setup->sata_link);
    EXPECT_FALSE(setup->pcie_link);
    ASSERT_TRUE(setup->partitions);
    EXPECT_TRUE(setup->partitions->empty());
    ASSERT_TRUE(setup->discard);
    EXPECT_EQ(setup->discard->max_bytes, 1073741824U);
    EXPECT_EQ(setup->discard->granularity_bytes, 4096U);
    ASSERT_TRUE(setup->write_cache);
    EXPECT_TRUE(setup->write_cache->enabled);
    EXPECT_EQ(setup->write_cache->raw, "write back");
}

TEST(LinuxSetupInspectorHost, UnknownDriveFails) {
    LinuxSetupInspector inspector(host_roots(), test::host_vm_space);
    DriveInfo sdz;
    sdz.device = "/dev/sdz";
    sdz.kernel_name = "sdz";
    auto setup = inspector.inspect_drive(sdz);
    ASSERT_FALSE(setup);
    EXPECT_EQ(setup.error().code, ErrorCode::NoSuchDevice);
}

TEST(LinuxSetupInspectorHost, SystemOfTheVm) {
    LinuxSetupInspector inspector(host_roots(), test::host_vm_space);
    auto system = inspector.inspect_system();
    ASSERT_TRUE(system);
    ASSERT_TRUE(system->filesystems) << system->filesystems.reason();
    ASSERT_EQ(system->filesystems->size(), 1U); // proc, sysfs, tmpfs, cgroups… have no block device
    const auto& root = system->filesystems->front();
    EXPECT_EQ(root.mountpoint, "/");
    EXPECT_EQ(root.block_device, "vda");
    EXPECT_EQ(root.drives, (std::vector<std::string>{"vda"}));
    EXPECT_EQ(root.partitions, (std::vector<std::string>{"vda"}));
    EXPECT_TRUE(root.layers.empty());
    EXPECT_TRUE(mounted_with_discard(root));
    ASSERT_TRUE(root.space);
    EXPECT_EQ(root.space->size_bytes, 66053021ULL * 4096);
    EXPECT_EQ(root.space->free_bytes, 60872317ULL * 4096);
    EXPECT_EQ(root.space->available_bytes, 19903593ULL * 4096);

    ASSERT_TRUE(system->swaps);
    EXPECT_TRUE(system->swaps->empty());

    ASSERT_TRUE(system->hibernation) << system->hibernation.reason();
    EXPECT_FALSE(system->hibernation->supported); // /sys/power/state is empty on the VM
    EXPECT_FALSE(system->hibernation->resume_device);
    EXPECT_EQ(system->hibernation->memory_bytes, 24684084ULL * 1024);

    // systemd is not PID 1 on the VM although fstrim.timer is enabled: unknown, with both facts.
    ASSERT_FALSE(system->periodic_trim);
    EXPECT_NE(system->periodic_trim.reason().find("systemd is not running"), std::string::npos);
    EXPECT_NE(system->periodic_trim.reason().find("timers.target.wants/fstrim.timer"), std::string::npos);
}

TEST(LinuxSetupInspectorHost, ChecksOnTheVmFindNothingAndSayWhatTheyCouldNotSee) {
    LinuxSetupInspector inspector(host_roots(), test::host_vm_space);
    const DriveInfo vda = host_vda();
    auto setup = inspector.inspect_drive(vda);
    auto system = inspector.inspect_system();
    ASSERT_TRUE(setup && system);
    // / is mounted with discard, 92 % free, aligned (no partitions), cache on.
    auto outcome = run_setup_checks(vda, *setup, *system);
    EXPECT_TRUE(outcome.findings.empty()) << outcome.findings.front().id;
    EXPECT_TRUE(outcome.not_evaluated.empty()) << outcome.not_evaluated.front().check;
    const auto sys_outcome = run_system_checks(*system, {vda});
    ASSERT_EQ(sys_outcome.not_evaluated.size(), 1U);
    EXPECT_EQ(sys_outcome.not_evaluated[0].check, "trim-disabled");

    // Mutation: the same system with / mounted without `discard`: TRIM use now
    // depends on periodic TRIM, which cannot be seen without systemd.
    auto& options = (*system->filesystems)[0].options;
    options.erase(std::remove(options.begin(), options.end(), "discard"), options.end());
    outcome = run_setup_checks(vda, *setup, *system);
    EXPECT_TRUE(outcome.findings.empty());
    ASSERT_EQ(outcome.not_evaluated.size(), 1U);
    EXPECT_EQ(outcome.not_evaluated[0].check, "trim-disabled");
    EXPECT_NE(outcome.not_evaluated[0].reason.find("systemd is not running"), std::string::npos);

    // Mutation: the recorded free space shrunk to 5 % of the filesystem.
    auto& space = *(*system->filesystems)[0].space;
    space.free_bytes = space.size_bytes / 20;
    outcome = run_setup_checks(vda, *setup, *system);
    ASSERT_EQ(outcome.findings.size(), 1U);
    EXPECT_EQ(outcome.findings[0].id, "free-space-low");
    EXPECT_EQ(outcome.findings[0].evidence["mountpoint"], "/");
}

TEST(LinuxSetupInspectorHost, PeriodicTrimWithSystemdRunning) {
    // Mutation of the captured root: /run/systemd/system exists (systemd is PID 1).
    TreeCopy root(test::project_fixture("rootfs/host-vm"));
    fs::create_directories(root.path() / "run" / "systemd" / "system");
    LinuxSetupRoots roots = host_roots();
    roots.root = root.path();
    LinuxSetupInspector inspector(roots, test::host_vm_space);
    auto periodic = inspector.periodic_trim();
    ASSERT_TRUE(periodic) << periodic.reason();
    EXPECT_TRUE(periodic->enabled);
    EXPECT_EQ(periodic->mechanism, "systemd fstrim.timer");
    EXPECT_EQ(periodic->evidence, "/etc/systemd/system/timers.target.wants/fstrim.timer");

    // …and the timer not enabled (`systemctl disable fstrim.timer` removes the link).
    fs::remove(root.path() / "etc/systemd/system/timers.target.wants/fstrim.timer");
    periodic = inspector.periodic_trim();
    ASSERT_TRUE(periodic);
    EXPECT_FALSE(periodic->enabled);
    EXPECT_NE(periodic->evidence.find("installed"), std::string::npos);

    // …and masked (`systemctl mask fstrim.timer`).
    fs::create_symlink("/dev/null", root.path() / "etc/systemd/system/fstrim.timer");
    periodic = inspector.periodic_trim();
    ASSERT_TRUE(periodic);
    EXPECT_FALSE(periodic->enabled);
    EXPECT_NE(periodic->evidence.find("masked"), std::string::npos);
}

TEST(LinuxSetupInspectorHost, NothingMountedReadable) {
    // A system without /proc (an early initramfs): everything from /proc is unknown, with the reason.
    LinuxSetupRoots roots = host_roots();
    roots.proc = "/nonexistent-proc";
    roots.root = "/nonexistent-root";
    LinuxSetupInspector inspector(roots, test::host_vm_space);
    auto system = inspector.inspect_system();
    ASSERT_TRUE(system);
    ASSERT_FALSE(system->filesystems);
    EXPECT_NE(system->filesystems.reason().find("mountinfo"), std::string::npos);
    EXPECT_FALSE(system->swaps);
    EXPECT_FALSE(system->periodic_trim);
    const auto outcome = run_setup_checks(host_vda(), *inspector.inspect_drive(host_vda()), *system);
    EXPECT_TRUE(outcome.findings.empty());
    std::vector<std::string> skipped;
    for (const auto& n : outcome.not_evaluated) skipped.push_back(n.check);
    EXPECT_NE(std::find(skipped.begin(), skipped.end(), "trim-disabled"), skipped.end());
    EXPECT_NE(std::find(skipped.begin(), skipped.end(), "free-space-low"), skipped.end());
}

} // namespace
} // namespace ssd
