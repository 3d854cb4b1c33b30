// Write amplification during a benchmark run (core/bench/run_write_amplification.h)
// from SMART readings before and after. "Before" is the real Kingston SV300
// (SandForce) capture: host writes in attribute 241 Lifetime_Writes_GiB, NAND
// writes in 233, both in 1 GiB steps. Every "after" is synthetic: the same
// capture with those two raw values raised by the amounts each test names.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/requests/bench_write_amplification.h"
#include "core/smart/smartctl_parser.h"
#include "core/smart/smartctl_text_parser.h"
#include "fixture_paths.h"
#include "test_constants.h"

namespace ssd::bench {
namespace {

using test::kSandForceCapture;
using test::kGiB;

nlohmann::json capture() {
    std::ifstream in(test::smart_fixture(kSandForceCapture));
    return nlohmann::json::parse(in);
}

// The capture with attribute `id`'s raw value raised by `by` (synthetic).
void raise_attribute(nlohmann::json& doc, int id, std::uint64_t by) {
    for (auto& attribute : doc["ata_smart_attributes"]["table"]) {
        if (attribute["id"] != id) continue;
        const std::uint64_t raw = attribute["raw"]["value"].get<std::uint64_t>() + by;
        attribute["raw"]["value"] = raw;
        attribute["raw"]["string"] = std::to_string(raw);
    }
}

Observed<DriveReading> reading_of(const nlohmann::json& doc) {
    auto report = parse_smartctl_json(doc.dump());
    EXPECT_TRUE(report) << (report ? "" : report.error().message);
    if (!report) return Observed<DriveReading>::unknown("unparsable");
    DriveReading reading = drive_reading(health_from_report(std::move(*report), std::nullopt));
    reading.device = "/dev/sdb";
    return reading;
}

Observed<DriveReading> after_writes(std::uint64_t host_gib, std::uint64_t nand_gib) {
    auto doc = capture();
    raise_attribute(doc, 241, host_gib);
    raise_attribute(doc, 233, nand_gib);
    return reading_of(doc);
}

TEST(RunWriteAmplification, SandForceRunOfSixtyFourGibWithCompressibleData) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto before = reading_of(capture());
    ASSERT_TRUE(before);
    ASSERT_EQ(before->writes.host_unit_bytes, kGiB);
    ASSERT_EQ(before->writes.nand_unit_bytes, kGiB);
    EXPECT_EQ(before->thermal.temperature_c, 29);
    // Synthetic after: 64 GiB from the host, 40 GiB on the flash (a SandForce
    // compressing zeros writes less than it is given: WA below 1).
    const auto wa = run_write_amplification(before, after_writes(64, 40));
    EXPECT_EQ(wa.gap, RunWaGap::None);
    EXPECT_EQ(wa.host_bytes, 64 * kGiB);
    EXPECT_EQ(wa.nand_bytes, 40 * kGiB);
    EXPECT_EQ(wa.host_granularity_bytes, kGiB);
    EXPECT_EQ(wa.nand_granularity_bytes, kGiB);
    ASSERT_TRUE(wa.write_amplification);
    EXPECT_DOUBLE_EQ(*wa.write_amplification, 0.63); // 40 / 64 = 0.625, two decimals
    const auto doc = run_write_amplification_to_json(wa);
    EXPECT_EQ(doc.at("available"), true);
    EXPECT_EQ(doc.at("host_bytes"), 64 * kGiB);
    EXPECT_EQ(doc.at("gap"), "none");
    EXPECT_EQ(doc.at("reason"), nullptr);
}

TEST(RunWriteAmplification, ARunThatMovedTheGibCounterTooFewStepsGivesNoFigure) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Synthetic after: 3 GiB from the host, 7 on the flash. Each side is exact
    // only to ±1 GiB, so 7/3 could be anything from 1.5 to 4: no WA.
    const auto wa = run_write_amplification(reading_of(capture()), after_writes(3, 7));
    EXPECT_EQ(wa.gap, RunWaGap::TooLittleWritten);
    EXPECT_EQ(wa.host_bytes, 3 * kGiB);
    EXPECT_EQ(wa.nand_bytes, 7 * kGiB);
    EXPECT_FALSE(wa.write_amplification);
    EXPECT_NE(wa.reason.find("at least 50 steps"), std::string::npos) << wa.reason;
    const std::string text = run_write_amplification_to_text(wa);
    EXPECT_NE(text.find("not given: the host counter moved by"), std::string::npos) << text;
    // Read back (the GUI's view of the document): the same text and gap.
    const auto read = run_write_amplification_from_json(run_write_amplification_to_json(wa));
    ASSERT_TRUE(read);
    EXPECT_EQ(read->gap, RunWaGap::TooLittleWritten);
    EXPECT_EQ(run_write_amplification_to_text(*read), text);
    EXPECT_EQ(run_write_amplification_to_json(*read), run_write_amplification_to_json(wa));
    EXPECT_FALSE(run_write_amplification_from_json(nullptr));
}

TEST(RunWriteAmplification, ACounterThatWentBackIsSaidNotComputed) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto doc = capture();
    // Synthetic after: the NAND counter back at 0 (a reset by a vendor tool).
    for (auto& attribute : doc["ata_smart_attributes"]["table"]) {
        if (attribute["id"] == 233) {
            attribute["raw"]["value"] = 0;
            attribute["raw"]["string"] = "0";
        }
    }
    raise_attribute(doc, 241, 100);
    const auto wa = run_write_amplification(reading_of(capture()), reading_of(doc));
    EXPECT_EQ(wa.gap, RunWaGap::CounterBroke);
    EXPECT_FALSE(wa.write_amplification);
    EXPECT_NE(wa.reason.find("reset"), std::string::npos) << wa.reason;
}

TEST(RunWriteAmplification, WithoutTheRightToReadSmartItIsUnavailableWithTheReason) {
    const auto denied = Observed<DriveReading>::unknown(
        "SMART of /dev/sda could not be read: Smartctl open device: /dev/sda failed: Permission denied");
    const auto wa = run_write_amplification(denied, denied);
    EXPECT_EQ(wa.gap, RunWaGap::Unavailable);
    EXPECT_EQ(wa.reason, denied.reason());
    const auto doc = run_write_amplification_to_json(wa);
    EXPECT_EQ(doc.at("available"), false);
    EXPECT_EQ(doc.at("write_amplification"), nullptr);
    EXPECT_EQ(doc.at("reason"), denied.reason());
}

TEST(RunWriteAmplification, NvmeHasHostWritesButNoNandCounterAndReportsItsThermalMinutes) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Corsair Force MP510 (real): Data Units Written, warning/critical temperature time 0.
    std::ifstream in(test::smart_fixture("corsair_ForceMP510_scrutiny.json"));
    const auto before = reading_of(nlohmann::json::parse(in));
    ASSERT_TRUE(before);
    EXPECT_EQ(before->thermal.temperature_c, 38);
    EXPECT_EQ(before->thermal.warning_minutes, 0u);
    EXPECT_EQ(before->thermal.critical_minutes, 0u);
    const auto wa = run_write_amplification(before, before);
    EXPECT_EQ(wa.gap, RunWaGap::NoNandCounter);
    EXPECT_EQ(wa.host_bytes, 0u);
    EXPECT_EQ(wa.host_granularity_bytes, 512000u);
    EXPECT_FALSE(wa.write_amplification);
}

// The Toshiba KBG30 (real smartctl text captures of March and October 2023): never a minute at
// its warning temperature, but thousands of thermal-management transitions. As a reading
// before and one after, the drive throttled in between, and the warning says how often.
TEST(RunWriteAmplification, NvmeThermalManagementTransitionsAreReadAndJudged) {
    auto reading = [](const char* name) {
        std::ifstream in(test::project_fixture(std::string("smart-history/") + name));
        std::stringstream text;
        text << in.rdbuf();
        auto report = parse_smartctl_text(text.str());
        EXPECT_TRUE(report) << name;
        return drive_reading(health_from_report(report.value_or(SmartReport{}), std::nullopt));
    };
    const DriveReading march = reading("toshiba_KBG30ZMV256G_nvme_pysmart_2023-03-27.txt");
    const DriveReading october = reading("toshiba_KBG30ZMV256G_nvme_pysmart_2023-10-17.txt");
    EXPECT_EQ(march.thermal.throttle_transitions, 5939U + 3423U);
    EXPECT_EQ(march.thermal.throttle_seconds, 70406U + 7129U);
    EXPECT_EQ(march.thermal.warning_minutes, 0U);
    EXPECT_EQ(october.thermal.throttle_transitions, 6122U + 3522U);
    const auto said = throttled(march.thermal, {}, october.thermal);
    ASSERT_TRUE(said);
    EXPECT_EQ(*said, "282 thermal-management transition(s): the drive slowed itself down to cool (NVMe health log)");
}

} // namespace
} // namespace ssd::bench
