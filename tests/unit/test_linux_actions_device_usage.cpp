// Which device a path names and who uses it (platform/linux/device_usage), on
// captured trees: the rig guest with sda2 mounted, nvme0n1p1 mounted (with a
// swap file) and nvme0n1p2 as swap, sdb unused (tests/fixtures/*/rig-guest-checks);
// the development VM whose / is on vda (host-virtio, host-vm). The
// exclusive-open probe is a fake: a test never opens a real device.
#include <gtest/gtest.h>

#include <filesystem>
#include <initializer_list>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "captured_device_paths.h"
#include "core/safety/safety_rules.h"
#include "fixture_paths.h"
#include "platform/linux/device_usage.h"
#include "result_assertions.h"
#include "temp_dir.h"
#include "text_parts.h"

namespace ssd::linux_platform {
namespace {

namespace fs = std::filesystem;
using safety::DeviceUse;
using test::StandInDev;

using test::all_free;

DevicePaths rig_paths(const StandInDev& dev) { return test::captured_device_paths(dev); }

// A drive resolved and its uses read; empty, with the failing step's error
// reported as a test failure, when either step fails.
struct InspectedDrive {
    actions::ActionTarget target;
    safety::UsageReport usage;
};

std::optional<InspectedDrive> inspect(DeviceUsageInspector& inspector, const std::string& node) {
    auto target = inspector.resolve(node);
    if (!target) {
        ADD_FAILURE() << "resolve " << node << ": " << target.error().message;
        return std::nullopt;
    }
    auto usage = inspector.usage(*target);
    if (!usage) {
        ADD_FAILURE() << "usage of " << node << ": " << usage.error().message;
        return std::nullopt;
    }
    return InspectedDrive{*target, *usage};
}

// The rig guest's captured tree with stand-in nodes, inspected with a probe
// that finds every node free.
struct RigGuest {
    explicit RigGuest(std::initializer_list<const char*> nodes) : dev(nodes), inspector(rig_paths(dev), all_free()) {}
    std::optional<InspectedDrive> inspect(const std::string& name) {
        return linux_platform::inspect(inspector, dev.node(name));
    }

    StandInDev dev;
    DeviceUsageInspector inspector;
};

// What a drive is known by: kernel name, serial and its block devices, compared as one.
struct DriveNames {
    std::string kernel_name;
    std::optional<std::string> serial;
    std::vector<std::string> block_devices;
    bool operator==(const DriveNames&) const = default;
    friend void PrintTo(const DriveNames& names, std::ostream* out) {
        *out << names.kernel_name << ", serial " << names.serial.value_or("(none)") << ", block devices:";
        for (const auto& device : names.block_devices) *out << " " << device;
    }
};

DriveNames names_of(const actions::ActionTarget& target) {
    return {target.identity.kernel_name, target.identity.serial, target.block_devices};
}

// The drive is refused for OPERATION, with a message holding PART.
::testing::AssertionResult refused_saying(const InspectedDrive& drive, safety::Operation operation,
                                          std::string_view part) {
    const auto refusal = safety::check_not_in_use(drive.target.identity, drive.usage, operation);
    if (!refusal) return ::testing::AssertionFailure() << "not refused";
    return test::contains_all(refusal->message, {part});
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
    RigGuest rig{"sda", "sdb", "nvme0", "nvme0n1"};
    const auto drive = rig.inspect("sdb");
    ASSERT_TRUE(drive);
    EXPECT_EQ(names_of(drive->target), (DriveNames{"sdb", "RIGIDE0001", {"sdb"}}));
    EXPECT_EQ(drive->target.identity.protocol, Protocol::Ata);
    EXPECT_TRUE(drive->usage.uses.empty()) << safety::describe_use(drive->usage.uses.front());
    EXPECT_TRUE(drive->usage.unknown.empty());
    // sdb and its partition sdb1 were both checked.
    EXPECT_EQ(drive->usage.nodes_checked.size(), 2U);
    EXPECT_FALSE(safety::check_not_in_use(drive->target.identity, drive->usage, safety::Operation::Erase));
}

TEST(LinuxDeviceUsage, MountedPartitionRefusesTheDrive) {
    RigGuest rig{"sda", "sda1", "sda2"};
    const auto drive = rig.inspect("sda");
    ASSERT_TRUE(drive);
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::Mounted, "/sda2", "/mnt/sata"));
    const auto refusal = safety::check_not_in_use(drive->target.identity, drive->usage, safety::Operation::Discard);
    ASSERT_TRUE(test::is_error(refusal, ErrorCode::Refused));
    EXPECT_NE(refusal->message.find("sda2 is mounted on /mnt/sata"), std::string::npos) << refusal->message;
}

TEST(LinuxDeviceUsage, NvmeNamespaceWithMountAndSwap) {
    RigGuest rig{"nvme0", "nvme0n1", "nvme0n1p1", "nvme0n1p2"};
    const auto drive = rig.inspect("nvme0n1");
    ASSERT_TRUE(drive);
    EXPECT_EQ(drive->target.identity.serial, "RIGNVME0001");
    EXPECT_EQ(drive->target.nvme_controller, "nvme0");
    EXPECT_EQ(drive->target.nvme_controller_device, rig.dev.node("nvme0"));
    EXPECT_EQ(drive->target.nvme_namespace_id, 1U);
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::Mounted, "/nvme0n1p1", "/mnt/nvme"));
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::Swap, "/nvme0n1p2", "/dev/nvme0n1p2"));
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::Swap, "/nvme0n1p1", "/mnt/nvme/swapfile"));
}

TEST(LinuxDeviceUsage, NvmeControllerStandsForItsNamespaces) {
    RigGuest rig{"nvme0", "nvme0n1", "nvme0n1p1", "nvme0n1p2"};
    const auto drive = rig.inspect("nvme0");
    ASSERT_TRUE(drive);
    EXPECT_EQ(names_of(drive->target), (DriveNames{"nvme0", "RIGNVME0001", {"nvme0n1"}}));
    EXPECT_EQ(drive->target.identity.model, "QEMU NVMe Ctrl");
    EXPECT_TRUE(drive->target.nvme_namespace.empty());
    EXPECT_EQ(drive->target.identity.capacity_bytes, 268435456U);
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::Mounted, "/nvme0n1p1", "/mnt/nvme"));
}

TEST(LinuxDeviceUsage, PartitionIsNotATarget) {
    StandInDev dev{"sda", "sda1"};
    DeviceUsageInspector inspector(rig_paths(dev), all_free());
    auto target = inspector.resolve(dev.node("sda1"));
    EXPECT_TRUE(test::fails_with(target, ErrorCode::NotADrive, "name the whole drive " + dev.node("sda")));
    auto missing = inspector.resolve(dev.node("sdz"));
    EXPECT_TRUE(test::fails_with(missing, ErrorCode::NoSuchDevice));
}

TEST(LinuxDeviceUsage, SystemDriveIsReportedAsSuch) {
    StandInDev dev{"vda"};
    DeviceUsageInspector inspector(test::captured_device_paths(dev, "sysfs/host-virtio", "proc/host-vm"), all_free());
    const auto drive = inspect(inspector, dev.node("vda"));
    ASSERT_TRUE(drive);
    EXPECT_EQ(drive->target.identity.protocol, Protocol::Virtio);
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::SystemDrive, "/vda", "/ is mounted from it"));
    EXPECT_TRUE(refused_saying(*drive, safety::Operation::Firmware, "running system's drive"));
}

TEST(LinuxDeviceUsage, ExclusiveHolderIsFoundWhenTheTablesShowNothing) {
    StandInDev dev{"sdb", "sdb1"};
    std::vector<std::string> probed;
    DeviceUsageInspector inspector(rig_paths(dev), [&probed, &dev](const std::string& node) {
        probed.push_back(node);
        return node == dev.node("sdb1") ? ExclusiveProbe::Busy : ExclusiveProbe::Free;
    });
    const auto drive = inspect(inspector, dev.node("sdb"));
    ASSERT_TRUE(drive);
    EXPECT_EQ(probed, (std::vector<std::string>{dev.node("sdb"), dev.node("sdb1")}));
    ASSERT_EQ(drive->usage.uses.size(), 1U);
    EXPECT_EQ(drive->usage.uses[0].kind, DeviceUse::Kind::OpenExclusively);
    EXPECT_EQ(drive->usage.uses[0].node, dev.node("sdb1"));
}

TEST(LinuxDeviceUsage, ProbeDeniedMeansRootIsNeeded) {
    StandInDev dev{"sdb", "sdb1"};
    DeviceUsageInspector inspector(rig_paths(dev), [](const std::string&) { return ExclusiveProbe::Denied; });
    auto target = inspector.resolve(dev.node("sdb"));
    ASSERT_TRUE(target);
    auto usage = inspector.usage(*target);
    EXPECT_TRUE(test::fails_with(usage, ErrorCode::PermissionDenied, "permission denied"));
}

TEST(LinuxDeviceUsage, ProbeDeniedDoesNotHideWhatTheTablesShow) {
    StandInDev dev{"sda", "sda1", "sda2"};
    DeviceUsageInspector inspector(rig_paths(dev), [](const std::string&) { return ExclusiveProbe::Denied; });
    const auto drive = inspect(inspector, dev.node("sda"));
    ASSERT_TRUE(drive);
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::Mounted, "/sda2", "/mnt/sata"));
}

TEST(LinuxDeviceUsage, UnreadableProcIsUnknownAndRefused) {
    StandInDev dev{"sdb", "sdb1"};
    auto paths = rig_paths(dev);
    paths.proc = dev.path() / "no-proc-here";
    DeviceUsageInspector inspector(paths, all_free());
    const auto drive = inspect(inspector, dev.node("sdb"));
    ASSERT_TRUE(drive);
    EXPECT_EQ(drive->usage.unknown.size(), 2U); // mounts and swaps
    EXPECT_TRUE(refused_saying(*drive, safety::Operation::Erase, "cannot tell whether it is in use"));
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
    const auto drive = inspect(inspector, dev.node("sdb"));
    ASSERT_TRUE(drive);
    EXPECT_TRUE(has_use(drive->usage, DeviceUse::Kind::Holder, "/sdb1", "dm-0"));
    EXPECT_TRUE(refused_saying(*drive, safety::Operation::RawWrite, "dm-0"));
}

TEST(LinuxDeviceUsage, ProductionProbeOnAMissingNode) {
    EXPECT_EQ(probe_exclusive_open("/nonexistent/ssdtool-node"), ExclusiveProbe::Missing);
}

} // namespace
} // namespace ssd::linux_platform
