// A raw block device as the benchmark sees it, on captured trees: the rig
// guest (sda2 mounted, nvme0n1p1 mounted with a swap file, nvme0n1p2 swap,
// sdb unused; tests/fixtures/*/rig-guest-checks) and the development VM whose
// / is on vda (host-virtio, host-vm). Identity and use come from
// DeviceUsageInspector, the same observations erase and discard are judged
// on; the decisions come from plan_bench. The exclusive-open probe is a
// fake: a test never opens a real device.
#include <gtest/gtest.h>

#include <filesystem>

#include "captured_device_paths.h"
#include "core/bench/plan.h"
#include "fixture_paths.h"
#include "platform/linux/bench_target.h"
#include "result_assertions.h"
#include "temp_dir.h"

namespace ssd::linux_platform {
namespace {

using bench::BenchOptions;
using bench::PlanOutcome;
using bench::TargetFacts;
using test::StandInDev;

using test::all_free;

DevicePaths captured(const StandInDev& dev, const std::string& sys = "sysfs/rig-guest-checks",
                     const std::string& proc = "proc/rig-guest-checks") {
    return test::captured_device_paths(dev, sys, proc);
}

PlanOutcome plan(const TargetFacts& facts, const BenchOptions& options) {
    auto outcome = bench::plan_bench(options, facts);
    EXPECT_TRUE(outcome) << (outcome ? "" : outcome.error().message);
    return outcome ? *outcome : PlanOutcome{};
}

BenchOptions write_run(std::optional<std::string> token) {
    BenchOptions options;
    options.size = 16ULL << 20;
    options.confirm = std::move(token);
    return options;
}

BenchOptions read_scan() {
    BenchOptions options;
    options.preset = "read-scan";
    return options;
}

TEST(LinuxBenchDeviceFacts, UnusedDriveIsConfirmedByItsSerialNumber) {
    StandInDev dev{"sdb", "sdb1"};
    LinuxBenchPlatform platform(captured(dev), all_free());
    auto facts = platform.inspect_block_device(dev.node("sdb"));
    ASSERT_TRUE(facts) << facts.error().message;
    EXPECT_EQ(facts->kind, bench::TargetKind::BlockDevice);
    EXPECT_TRUE(facts->device.not_a_drive.empty());
    EXPECT_EQ(facts->device.identity.kernel_name, "sdb");
    EXPECT_EQ(facts->device.identity.serial, "RIGIDE0001");
    EXPECT_TRUE(facts->device.usage.uses.empty());
    EXPECT_EQ(facts->device.usage.nodes_checked, (std::vector<std::string>{dev.node("sdb"), dev.node("sdb1")}));
    EXPECT_FALSE(facts->device.usage_error);

    EXPECT_FALSE(plan(*facts, write_run("RIGIDE0001")).refusal);
    const auto by_name = plan(*facts, write_run("sdb"));
    ASSERT_TRUE(by_name.refusal);
    EXPECT_EQ(by_name.refusal->code, ErrorCode::Refused);
    const auto unconfirmed = plan(*facts, write_run(std::nullopt));
    ASSERT_TRUE(unconfirmed.refusal);
    EXPECT_NE(unconfirmed.refusal->message.find("--confirm RIGIDE0001"), std::string::npos)
        << unconfirmed.refusal->message;
}

TEST(LinuxBenchDeviceFacts, MountedDriveIsRefusedForWritesAndReadForScans) {
    StandInDev dev{"sda", "sda1", "sda2"};
    LinuxBenchPlatform platform(captured(dev), all_free());
    auto facts = platform.inspect_block_device(dev.node("sda"));
    ASSERT_TRUE(facts) << facts.error().message;
    // Its own serial number does not help: there is no override.
    const auto write = plan(*facts, write_run(safety::expected_token(facts->device.identity)));
    ASSERT_TRUE(write.refusal);
    EXPECT_EQ(write.refusal->code, ErrorCode::Refused);
    EXPECT_NE(write.refusal->message.find("sda2 is mounted on /mnt/sata"), std::string::npos) << write.refusal->message;
    EXPECT_FALSE(plan(*facts, read_scan()).refusal);
}

TEST(LinuxBenchDeviceFacts, NvmeNamespaceWithMountAndSwapIsRefused) {
    StandInDev dev{"nvme0", "nvme0n1", "nvme0n1p1", "nvme0n1p2"};
    LinuxBenchPlatform platform(captured(dev), all_free());
    auto facts = platform.inspect_block_device(dev.node("nvme0n1"));
    ASSERT_TRUE(facts) << facts.error().message;
    EXPECT_EQ(facts->device.identity.serial, "RIGNVME0001");
    const auto write = plan(*facts, write_run("RIGNVME0001"));
    ASSERT_TRUE(write.refusal);
    EXPECT_NE(write.refusal->message.find("nvme0n1p1 is mounted on /mnt/nvme"), std::string::npos)
        << write.refusal->message;
    EXPECT_NE(write.refusal->message.find("nvme0n1p2 holds active swap"), std::string::npos) << write.refusal->message;
}

TEST(LinuxBenchDeviceFacts, NvmeControllerIsNotABenchmarkTarget) {
    StandInDev dev{"nvme0", "nvme0n1"};
    LinuxBenchPlatform platform(captured(dev), all_free());
    auto facts = platform.inspect_block_device(dev.node("nvme0"));
    EXPECT_TRUE(test::fails_with(facts, ErrorCode::NotADrive, dev.node("nvme0n1")));
}

TEST(LinuxBenchDeviceFacts, PartitionIsReadableButNeverWritten) {
    StandInDev dev{"sda", "sda1", "sda2"};
    LinuxBenchPlatform platform(captured(dev), all_free());
    auto facts = platform.inspect_block_device(dev.node("sda1"));
    ASSERT_TRUE(facts) << facts.error().message;
    const auto& device = facts->device;
    EXPECT_NE(device.not_a_drive.find("partition; name the whole drive " + dev.node("sda")), std::string::npos)
        << device.not_a_drive;
    EXPECT_EQ(device.identity.kernel_name, "sda1");
    EXPECT_EQ(device.identity.capacity_bytes, 131009ULL * 512); // sda1/size
    // The serial number is the drive's, as the actions see it.
    auto drive = DeviceUsageInspector(captured(dev), all_free()).resolve(dev.node("sda"));
    ASSERT_TRUE(drive);
    EXPECT_EQ(device.identity.serial, drive->identity.serial);

    const auto write = plan(*facts, write_run(safety::expected_token(device.identity)));
    ASSERT_TRUE(write.refusal);
    EXPECT_EQ(write.refusal->code, ErrorCode::Refused);
    EXPECT_NE(write.refusal->message.find("is a partition"), std::string::npos) << write.refusal->message;
    const auto scan = plan(*facts, read_scan());
    EXPECT_FALSE(scan.refusal);
    EXPECT_EQ(scan.plan.span_bytes, 131009ULL * 512 / (1 << 20) * (1 << 20)); // whole MiB blocks of the partition
}

TEST(LinuxBenchDeviceFacts, TheRunningSystemsDriveIsRefused) {
    StandInDev dev{"vda"};
    LinuxBenchPlatform platform(captured(dev, "sysfs/host-virtio", "proc/host-vm"), all_free());
    auto facts = platform.inspect_block_device(dev.node("vda"));
    ASSERT_TRUE(facts) << facts.error().message;
    const auto write = plan(*facts, write_run("vda"));
    ASSERT_TRUE(write.refusal);
    EXPECT_EQ(write.refusal->code, ErrorCode::Refused);
    EXPECT_NE(write.refusal->message.find("running system's drive"), std::string::npos) << write.refusal->message;
}

TEST(LinuxBenchDeviceFacts, ExclusiveOpenByAnotherProgramIsRefused) {
    StandInDev dev{"sdb", "sdb1"};
    LinuxBenchPlatform platform(captured(dev), [&dev](const std::string& node) {
        return node == dev.node("sdb") ? ExclusiveProbe::Busy : ExclusiveProbe::Free;
    });
    auto facts = platform.inspect_block_device(dev.node("sdb"));
    ASSERT_TRUE(facts) << facts.error().message;
    const auto write = plan(*facts, write_run("RIGIDE0001"));
    ASSERT_TRUE(write.refusal);
    EXPECT_NE(write.refusal->message.find("held open exclusively"), std::string::npos) << write.refusal->message;
}

TEST(LinuxBenchDeviceFacts, WithoutPermissionToCheckWritesStopAndReadsGoOn) {
    StandInDev dev{"sdb", "sdb1"};
    LinuxBenchPlatform platform(captured(dev), [](const std::string&) { return ExclusiveProbe::Denied; });
    auto facts = platform.inspect_block_device(dev.node("sdb"));
    ASSERT_TRUE(facts) << facts.error().message;
    ASSERT_TRUE(facts->device.usage_error);
    const auto write = plan(*facts, write_run("RIGIDE0001"));
    ASSERT_TRUE(write.refusal);
    EXPECT_EQ(write.refusal->code, ErrorCode::PermissionDenied);
    EXPECT_EQ(exit_status_for(write.refusal->code), 2);
    EXPECT_FALSE(plan(*facts, read_scan()).refusal);
}

} // namespace
} // namespace ssd::linux_platform
