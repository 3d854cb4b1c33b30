// The Linux device meter (platform/linux/block_stat_meter.h) on captured sysfs
// trees: the drives the conditions found under a target, their stat summed.
#include <gtest/gtest.h>

#include "platform/linux/block_stat_meter.h"
#include "tests/unit/fixture_paths.h"

namespace ssd::linux_platform {
namespace {

bench::TargetFacts facts_with_drives(std::vector<std::string> devices) {
    bench::ConditionFacts conditions;
    for (auto& device : devices) {
        bench::DriveLinkFacts drive;
        drive.device = std::move(device);
        conditions.drives.push_back(std::move(drive));
    }
    bench::TargetFacts facts;
    facts.conditions = conditions;
    return facts;
}

TEST(BlockStatMeter, ReadsTheDriveUnderTheTarget) {
    const auto meter = block_stat_meter(test::project_fixture("sysfs/host-virtio"), facts_with_drives({"/dev/vda"}));
    ASSERT_TRUE(meter);
    const auto counters = meter->now();
    ASSERT_TRUE(counters);
    EXPECT_EQ(counters->write_requests, 175664U); // the captured vda/stat
    EXPECT_EQ(counters->write_merges, 30178U);
}

TEST(BlockStatMeter, SumsSeveralDrives) {
    const auto sys = test::project_fixture("sysfs/rig-guest");
    const auto one = block_stat_meter(sys, facts_with_drives({"/dev/sda"}))->now();
    const auto other = block_stat_meter(sys, facts_with_drives({"/dev/sdb"}))->now();
    const auto both = block_stat_meter(sys, facts_with_drives({"/dev/sda", "/dev/sdb"}))->now();
    ASSERT_TRUE(one && other && both);
    EXPECT_EQ(both->read_requests, one->read_requests + other->read_requests);
    EXPECT_EQ(both->write_sectors, one->write_sectors + other->write_sectors);
}

TEST(BlockStatMeter, NoDriveNoMeterAndAVanishedDriveNoReading) {
    const auto sys = test::project_fixture("sysfs/host-virtio");
    EXPECT_FALSE(block_stat_meter(sys, facts_with_drives({})));
    bench::TargetFacts not_inspected;
    EXPECT_FALSE(block_stat_meter(sys, not_inspected));
    const auto gone = block_stat_meter(sys, facts_with_drives({"/dev/vda", "/dev/sdz"}));
    ASSERT_TRUE(gone);
    EXPECT_FALSE(gone->now());
}

} // namespace
} // namespace ssd::linux_platform
