// Samples from real captures: the same counters and facts `health` gives.
#include <gtest/gtest.h>

#include "core/history/drive_key.h"
#include "history_samples.h"

namespace ssd::test {
namespace {

using history::Sample;

const history::CounterValue* counter(const Sample& sample, const std::string& name) {
    for (const auto& value : sample.counters) {
        if (value.name == name) return &value;
    }
    return nullptr;
}

TEST(HistorySample, SandForceCaptureCarriesHostAndNandCountersInGiB) {
    const Sample sample = sample_from_capture("kingston_SV300S37A240G-SandForce_smartmontools-go.json", 1762080587);
    EXPECT_EQ(sample.drive.model, "KINGSTON SV300S37A240G");
    EXPECT_EQ(sample.drive.serial, "50026B77560145CF");
    EXPECT_EQ(sample.drive.wwn, "5 0026b7 7560145cf");  // naa 5, oui 9911, id 31507695055
    ASSERT_TRUE(sample.host_written && sample.nand_written);
    EXPECT_EQ(sample.host_written->bytes, 20878 * kGiB);  // 241 Lifetime_Writes_GiB
    EXPECT_EQ(sample.host_written->unit_bytes, kGiB);
    EXPECT_EQ(sample.nand_written->bytes, 51384 * kGiB);  // 233 SandForce_Internal
    EXPECT_EQ(sample.verdict, history::VerdictLevel::Good);
    const auto* nand = counter(sample, "233 SandForce_Internal");
    ASSERT_NE(nand, nullptr);
    EXPECT_EQ(nand->raw, 51384u);
    EXPECT_EQ(nand->normalized, 0);
    EXPECT_FALSE(sample.drive.anonymous());
}

TEST(HistorySample, NvmeCaptureCountsDataUnitsOf512000Bytes) {
    const Sample sample = sample_from_capture("samsung_970EVO-500GB_scrutiny.json", 1652220188);
    ASSERT_TRUE(sample.host_written);
    EXPECT_EQ(sample.host_written->unit_bytes, 512000u);
    const auto* units = counter(sample, "NVMe Data Units Written");
    ASSERT_NE(units, nullptr);
    EXPECT_EQ(sample.host_written->bytes, units->raw * 512000);
    EXPECT_FALSE(sample.nand_written);  // the standard log has no NAND counter
    EXPECT_TRUE(sample.percent_used.has_value());
    EXPECT_NE(counter(sample, "NVMe Percentage Used"), nullptr);
}

TEST(HistorySample, DriveWithoutSerialGetsTheAnonymousKeyItWasGiven) {
    SmartReport report = load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    report.serial.reset();  // synthetic: a capture with the serial number removed
    const HealthResult health = health_from_report(report, std::nullopt);
    const Sample sample = history::sample_of(health, 1, history::SampleSource::Imported, "customer-a.json@1600014563");
    EXPECT_TRUE(sample.drive.anonymous());
    EXPECT_EQ(sample.drive.anonymous_tag, "customer-a.json@1600014563");
    const Sample other = history::sample_of(health, 1, history::SampleSource::Imported, "customer-b.json@1600014563");
    EXPECT_FALSE(sample.drive == other.drive);
}

TEST(HistorySample, StandbySampleKnowsOnlyWhoAndWhen) {
    DriveInfo drive;
    drive.device = "/dev/sdb";
    drive.model = "ST6000NM0115";
    drive.serial = "ZAD2C11G";
    const Sample sample = history::standby_sample(drive, 42);
    EXPECT_TRUE(sample.standby);
    EXPECT_EQ(sample.drive.serial, "ZAD2C11G");
    EXPECT_FALSE(sample.host_written);
    EXPECT_TRUE(sample.counters.empty());
}

} // namespace
} // namespace ssd::test
