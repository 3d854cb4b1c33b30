// Which device a path names and who uses it (platform/linux/device_usage), on
// captured trees: the rig guest with sda2 mounted, nvme0n1p1 mounted (with a
// swap file) and nvme0n1p2 as swap, sdb unused (tests/fixtures/*/rig-guest-checks);
// the development VM whose / is on vda (host-virtio, host-vm). The
// exclusive-open probe is a fake: a test never opens a real device.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "core/safety/safety_rules.h"
#include "fixture_paths.h"
#include "platform/linux/device_usage.h"
#include "temp_dir.h"

namespace ssd::linux_platform {
namespace {

namespace fs = std::filesystem;
using safety::DeviceUse;
using test::StandInDev;

DevicePaths rig_paths(const StandInDev& dev) {
    DevicePaths paths;
    paths.sys = test::project_fixture("sysfs/rig-guest-checks");
    paths.proc = test::project_fixture("proc/rig-guest-checks");
    paths.dev = dev.path();
    paths.root = dev.path(); // no systemd units needed here
    return paths;
}

ExclusiveOpenProbe all_free() {
    return [](const std::string&) { return ExclusiveProbe::Free; };
}

bool has_use(const safety::UsageReport& usage, DeviceUse::Kind kind, const std::string& node_suffix,
             const std::string& detail) {
    for (const auto& use : usage.uses) {
        const bool node_matches = use.node.size() >= node_suffix.size() &&
                                  use.node.compare(use.node.size() - node_suffix.size(), node_suffix.size(), node_suffix) == 0;
        if (use.kind == kind && node_matches && use.detail.find(detail) != std::string::npos) return true;
    }
    return false;
}

TEST(LinuxDeviceUsage, UnusedDriveIsFree) {
    StandInDev dev{"sda", "sdb", "nvme0", "nvme0n1"};
    DeviceUsageInspector inspector(rig_paths(dev), all_free());
    auto target = inspector.resolve(dev.node("sdb"));
    ASSERT_TRUE(target) << target.error().message;
    EXPECT_EQ(target->identity.kernel_name, "sdb");
    EXPECT_EQ(target->identity.serial, "RIGIDE0001");
    EXPECT_EQ(target->identity.protocol, Protocol::Ata);
    EXPECT_EQ(target->block_devices, std::vector<std::string>{"sdb"});
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage) << usage.error().message;
    EXPECT_TRUE(usage->uses.empty()) << safety::describe_use(usage->uses.front());
    EXPECT_TRUE(usage->unknown.empty());
    // sdb and its partition sdb1 were both checked.
    EXPECT_EQ(usage->nodes_checked.size(), 2U);
    EXPECT_FALSE(safety::check_not_in_use(target->identity, *usage, safety::Operation::Erase));
}

TEST(LinuxDeviceUsage, MountedPartitionRefusesTheDrive) {
    StandInDev dev{"sda", "sda1", "sda2"};
    DeviceUsageInspector inspector(rig_paths(dev), all_free());
    auto target = inspector.resolve(dev.node("sda"));
    ASSERT_TRUE(target) << target.error().message;
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage) << usage.error().message;
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::Mounted, "/sda2", "/mnt/sata"));
    const auto refusal = safety::check_not_in_use(target->identity, *usage, safety::Operation::Discard);
    ASSERT_TRUE(refusal);
    EXPECT_EQ(refusal->code, ErrorCode::Refused);
    EXPECT_NE(refusal->message.find("sda2 is mounted on /mnt/sata"), std::string::npos) << refusal->message;
}

TEST(LinuxDeviceUsage, NvmeNamespaceWithMountAndSwap) {
    StandInDev dev{"nvme0", "nvme0n1", "nvme0n1p1", "nvme0n1p2"};
    DeviceUsageInspector inspector(rig_paths(dev), all_free());
    auto target = inspector.resolve(dev.node("nvme0n1"));
    ASSERT_TRUE(target) << target.error().message;
    EXPECT_EQ(target->identity.serial, "RIGNVME0001");
    EXPECT_EQ(target->nvme_controller, "nvme0");
    EXPECT_EQ(target->nvme_controller_device, dev.node("nvme0"));
    EXPECT_EQ(target->nvme_namespace_id, 1U);
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage) << usage.error().message;
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::Mounted, "/nvme0n1p1", "/mnt/nvme"));
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::Swap, "/nvme0n1p2", "/dev/nvme0n1p2"));
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::Swap, "/nvme0n1p1", "/mnt/nvme/swapfile"));
}

TEST(LinuxDeviceUsage, NvmeControllerStandsForItsNamespaces) {
    StandInDev dev{"nvme0", "nvme0n1", "nvme0n1p1", "nvme0n1p2"};
    DeviceUsageInspector inspector(rig_paths(dev), all_free());
    auto target = inspector.resolve(dev.node("nvme0"));
    ASSERT_TRUE(target) << target.error().message;
    EXPECT_EQ(target->identity.kernel_name, "nvme0");
    EXPECT_EQ(target->identity.serial, "RIGNVME0001");
    EXPECT_EQ(target->identity.model, "QEMU NVMe Ctrl");
    EXPECT_EQ(target->block_devices, std::vector<std::string>{"nvme0n1"});
    EXPECT_TRUE(target->nvme_namespace.empty());
    EXPECT_EQ(target->identity.capacity_bytes, 268435456U);
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage);
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::Mounted, "/nvme0n1p1", "/mnt/nvme"));
}

TEST(LinuxDeviceUsage, PartitionIsNotATarget) {
    StandInDev dev{"sda", "sda1"};
    DeviceUsageInspector inspector(rig_paths(dev), all_free());
    auto target = inspector.resolve(dev.node("sda1"));
    ASSERT_FALSE(target);
    EXPECT_EQ(target.error().code, ErrorCode::NotADrive);
    EXPECT_NE(target.error().message.find("name the whole drive " + dev.node("sda")), std::string::npos)
        << target.error().message;
    auto missing = inspector.resolve(dev.node("sdz"));
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::NoSuchDevice);
}

TEST(LinuxDeviceUsage, SystemDriveIsReportedAsSuch) {
    StandInDev dev{"vda"};
    DevicePaths paths;
    paths.sys = test::project_fixture("sysfs/host-virtio");
    paths.proc = test::project_fixture("proc/host-vm");
    paths.dev = dev.path();
    paths.root = dev.path();
    DeviceUsageInspector inspector(paths, all_free());
    auto target = inspector.resolve(dev.node("vda"));
    ASSERT_TRUE(target) << target.error().message;
    EXPECT_EQ(target->identity.protocol, Protocol::Virtio);
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage);
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::SystemDrive, "/vda", "/ is mounted from it"));
    const auto refusal = safety::check_not_in_use(target->identity, *usage, safety::Operation::Firmware);
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->message.find("running system's drive"), std::string::npos) << refusal->message;
}

TEST(LinuxDeviceUsage, ExclusiveHolderIsFoundWhenTheTablesShowNothing) {
    StandInDev dev{"sdb", "sdb1"};
    std::vector<std::string> probed;
    DeviceUsageInspector inspector(rig_paths(dev), [&probed, &dev](const std::string& node) {
        probed.push_back(node);
        return node == dev.node("sdb1") ? ExclusiveProbe::Busy : ExclusiveProbe::Free;
    });
    auto target = inspector.resolve(dev.node("sdb"));
    ASSERT_TRUE(target);
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage);
    EXPECT_EQ(probed, (std::vector<std::string>{dev.node("sdb"), dev.node("sdb1")}));
    ASSERT_EQ(usage->uses.size(), 1U);
    EXPECT_EQ(usage->uses[0].kind, DeviceUse::Kind::OpenExclusively);
    EXPECT_EQ(usage->uses[0].node, dev.node("sdb1"));
}

TEST(LinuxDeviceUsage, ProbeDeniedMeansRootIsNeeded) {
    StandInDev dev{"sdb", "sdb1"};
    DeviceUsageInspector inspector(rig_paths(dev), [](const std::string&) { return ExclusiveProbe::Denied; });
    auto target = inspector.resolve(dev.node("sdb"));
    ASSERT_TRUE(target);
    auto usage = inspector.usage(*target);
    ASSERT_FALSE(usage);
    EXPECT_EQ(usage.error().code, ErrorCode::PermissionDenied);
    EXPECT_NE(usage.error().message.find("permission denied"), std::string::npos);
}

TEST(LinuxDeviceUsage, ProbeDeniedDoesNotHideWhatTheTablesShow) {
    StandInDev dev{"sda", "sda1", "sda2"};
    DeviceUsageInspector inspector(rig_paths(dev), [](const std::string&) { return ExclusiveProbe::Denied; });
    auto target = inspector.resolve(dev.node("sda"));
    ASSERT_TRUE(target);
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage) << usage.error().message;
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::Mounted, "/sda2", "/mnt/sata"));
}

TEST(LinuxDeviceUsage, UnreadableProcIsUnknownAndRefused) {
    StandInDev dev{"sdb", "sdb1"};
    auto paths = rig_paths(dev);
    paths.proc = dev.path() / "no-proc-here";
    DeviceUsageInspector inspector(paths, all_free());
    auto target = inspector.resolve(dev.node("sdb"));
    ASSERT_TRUE(target);
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage);
    EXPECT_EQ(usage->unknown.size(), 2U); // mounts and swaps
    const auto refusal = safety::check_not_in_use(target->identity, *usage, safety::Operation::Erase);
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->message.find("cannot tell whether it is in use"), std::string::npos);
}

TEST(LinuxDeviceUsage, HolderBuiltOnAPartitionRefusesTheDrive) {
    // The rig's unused sdb, with a device-mapper volume built on sdb1 (the
    // kernel lists it under sdb1/holders/): a copy of the captured tree with
    // that one entry added.
    StandInDev dev{"sdb", "sdb1"};
    const fs::path sys = dev.path() / "sys";
    fs::copy(test::project_fixture("sysfs/rig-guest-checks"), sys,
             fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    fs::create_directory(fs::canonical(sys / "class" / "block" / "sdb1") / "holders" / "dm-0");
    auto paths = rig_paths(dev);
    paths.sys = sys;
    DeviceUsageInspector inspector(paths, all_free());
    auto target = inspector.resolve(dev.node("sdb"));
    ASSERT_TRUE(target) << target.error().message;
    auto usage = inspector.usage(*target);
    ASSERT_TRUE(usage) << usage.error().message;
    EXPECT_TRUE(has_use(*usage, DeviceUse::Kind::Holder, "/sdb1", "dm-0"));
    const auto refusal = safety::check_not_in_use(target->identity, *usage, safety::Operation::RawWrite);
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->message.find("dm-0"), std::string::npos) << refusal->message;
}

TEST(LinuxDeviceUsage, ProductionProbeOnAMissingNode) {
    EXPECT_EQ(probe_exclusive_open("/nonexistent/ssdtool-node"), ExclusiveProbe::Missing);
}

} // namespace
} // namespace ssd::linux_platform
