// Host writes, NAND writes and write amplification on every real capture, and
// the edge cases of the write rule table. Where no real capture has a
// condition, a parsed real capture is mutated in the test (said so at each).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>

#include "core/health/drive_facts.h"
#include "core/health/write_amplification.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "drive_facts_expectations.inc"
#include "each_hand_worked_capture.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"
#include "text_parts.h"

namespace ssd {
namespace {

class WriteAmplification : public test::SharedCapturesTest {};

WriteFacts writes_of(const std::string& capture) { return analyze_writes(test::load_smart_fixture(capture)); }

// A mutation of a real capture: attribute ID's raw value set to RAW.
WriteFacts writes_with_raw(const std::string& capture, int id, std::uint64_t raw) {
    auto report = test::load_smart_fixture(capture);
    test::set_raw(report, id, raw);
    return analyze_writes(report);
}

// Why no number: the reason is given and holds PART.
::testing::AssertionResult unavailable_because(const WriteFacts& w, std::string_view part) {
    if (!w.unavailable_reason) return ::testing::AssertionFailure() << "no unavailable_reason";
    return test::contains_all(*w.unavailable_reason, {part});
}

TEST_F(WriteAmplification, TableCoversEveryCapture) {
    std::set<std::string> on_disk;
    for (const auto& entry : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (entry.path().extension() == ".json") on_disk.insert(entry.path().filename().string());
    }
    std::set<std::string> in_table;
    for (const auto& row : test::drive_facts_expectations()) in_table.insert(row.file);
    EXPECT_EQ(on_disk.size(), 47U);
    EXPECT_EQ(in_table, on_disk);
}

TEST_F(WriteAmplification, EveryRealCaptureMatchesTheHandWorkedTable) {
    test::each_hand_worked_capture([](const test::DriveFactsExpectation& row, const DriveFacts& facts) {
        const auto& w = facts.writes;
        EXPECT_EQ(w.host_bytes, row.host_bytes);
        EXPECT_EQ(w.nand_bytes, row.nand_bytes);
        EXPECT_EQ(w.gap, row.gap);
        ASSERT_EQ(w.write_amplification.has_value(), row.write_amplification.has_value());
        if (row.write_amplification) {
            EXPECT_NEAR(*w.write_amplification, *row.write_amplification, 1e-9);
            EXPECT_FALSE(w.unavailable_reason.has_value());
        } else {
            ASSERT_TRUE(w.unavailable_reason.has_value());
            EXPECT_FALSE(w.unavailable_reason->empty());
        }
        // Whatever number is reported says where it came from.
        if (w.host_bytes || w.write_amplification) {
            EXPECT_FALSE(w.method.empty());
        }
    });
}

TEST_F(WriteAmplification, SandForceUsesE9OverF1AndSaysSo) {
    // 233 SandForce_Internal raw 51384 GiB / 241 Lifetime_Writes_GiB raw 20878 GiB = 2.4611 -> 2.46
    const auto w = writes_of("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    ASSERT_TRUE(w.write_amplification);
    EXPECT_DOUBLE_EQ(*w.write_amplification, 2.46);
    EXPECT_EQ(w.nand_bytes, 51384ULL * 1073741824ULL);
    EXPECT_TRUE(
        test::contains_all(w.method, {"233 SandForce_Internal raw 51384", "241 Lifetime_Writes_GiB raw 20878"}));
    // 234 SandForce_Internal (= host writes, 20878) is not taken for NAND writes.
    EXPECT_FALSE(test::contains(w.method, "234"));
}

TEST_F(WriteAmplification, SandForceInternalIsNandOnlyBesideLifetimeWritesGiB) {
    // Mutation of the real SV300 capture: 241 renamed, so the (233, SandForce_Internal)
    // rule has no companion and no unit for 233 can be justified.
    auto report = test::load_smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    test::find_attribute(report, 241)->name = "Unknown_Attribute";
    const auto w = analyze_writes(report);
    EXPECT_FALSE(w.write_amplification);
    EXPECT_FALSE(w.nand_bytes);
    EXPECT_EQ(w.gap, WriteGap::NoHostCounter);
    ASSERT_NE(test::find_attribute(report, 233), nullptr);
    EXPECT_EQ(write_rule_for(report, *test::find_attribute(report, 233)), nullptr);
}

TEST_F(WriteAmplification, IntelAttribute233IsWearNotNandWrites) {
    // The S3500 240 GB has 233 Media_Wearout_Indicator (normalized 22) and no 243.
    const auto report = test::load_smart_fixture("intel_SSDSC2BB240G4-S3500_promexp.json");
    ASSERT_NE(report.attribute(233), nullptr);
    EXPECT_EQ(write_rule_for(report, *report.attribute(233)), nullptr);
    const auto w = analyze_writes(report);
    EXPECT_EQ(w.gap, WriteGap::NoNandCounter);
    EXPECT_FALSE(w.nand_bytes);
    // 225 Host_Writes_32MiB raw 15376617 × 33554432 = 515953649516544 bytes
    EXPECT_EQ(w.host_bytes, 515953649516544ULL);
}

TEST_F(WriteAmplification, DisagreeingHostCountersPreferTheNameWithAUnit) {
    // Dell S3520: 225 Host_Writes_32MiB, 233 and 241 Total_LBAs_Written all raw 129493.
    // As 512-byte LBAs that is 66300416 bytes; as 32 MiB units 4345064062976 bytes (65536× more).
    const auto w = writes_of("intel_SSDSCKJB240G7R-DellS3520_promexp.json");
    EXPECT_EQ(w.host_bytes, 129493ULL * 33554432ULL);
    EXPECT_TRUE(test::contains_all(w.method, {"225 Host_Writes_32MiB", "not used: 241 Total_LBAs_Written", "65536x",
                                              "whose name states its unit"}));
}

TEST_F(WriteAmplification, AgreeingCountersAreNamedInMethod) {
    // Samsung 860 EVO: Device Statistics Logical Sectors Written = 241 Total_LBAs_Written = 64777770148.
    const auto w = writes_of("samsung_860EVO-500GB_scrutiny.json");
    EXPECT_EQ(w.host_bytes, 64777770148ULL * 512ULL);
    EXPECT_TRUE(test::contains_all(w.method, {"Logical Sectors Written", "241 Total_LBAs_Written agrees"}));
}

TEST_F(WriteAmplification, TwoCountersOfOneQuantityTakeTheLarger) {
    // Mutation of the real S3510 capture: 241 Host_Writes_32MiB one unit below 225
    // (10960528 vs 10960529): the larger is taken (a counter can lag, not run ahead)
    // and the other is named, with its value.
    const auto w = writes_with_raw("intel_SSDSC2BB480G6-S3510_promexp.json", 241, 10960528);
    EXPECT_EQ(w.host_bytes, 10960529ULL * 33554432ULL);
    EXPECT_TRUE(test::contains_all(
        w.method, {"host writes: 225 Host_Writes_32MiB", "not used: 241 Host_Writes_32MiB raw 10960528"}));
}

TEST_F(WriteAmplification, MicronPageCountersGiveARatioWithoutNandBytes) {
    // (247 4062707571 + 248 8824675195) / 4062707571 = 3.1721 -> 3.17
    const auto w = writes_of("micron_5300-MTFDDAK1T9TDS_promexp.json");
    ASSERT_TRUE(w.write_amplification);
    EXPECT_DOUBLE_EQ(*w.write_amplification, 3.17);
    EXPECT_FALSE(w.nand_bytes);
    EXPECT_TRUE(test::contains_all(w.method, {"page size is not reported", "247 Host_Program_Page_Count"}));
}

TEST_F(WriteAmplification, MicronZeroHostPagesIsNotADivisionByZero) {
    // Mutation of the real Micron 5210 capture: a drive that has not been written yet.
    const auto w = writes_with_raw("micron_5210-MTFDDAK960QDE_promexp.json", 247, 0);
    EXPECT_FALSE(w.write_amplification);
    EXPECT_EQ(w.gap, WriteGap::NoHostWritesYet);
}

TEST_F(WriteAmplification, SamsungNandWritesWithoutUnitIsNotGuessed) {
    // PM883 1.92 TB: 251 NAND_Writes raw 64213448960 has no unit: WA stays null.
    const auto report = test::load_smart_fixture("samsung_MZ7LH1T9HMLT-PM883_promexp.json");
    const auto w = analyze_writes(report);
    EXPECT_EQ(w.gap, WriteGap::NandUnitUnknown);
    EXPECT_FALSE(w.nand_bytes);
    EXPECT_TRUE(unavailable_because(w, "251 NAND_Writes"));
    EXPECT_EQ(write_rule_for(report, *report.attribute(251)), nullptr);
}

TEST_F(WriteAmplification, UnknownAttributeIsNeverAWriteCounter) {
    // Mutation of the real S3510 capture: 243 renamed Unknown_Attribute.
    auto report = test::load_smart_fixture("intel_SSDSC2BB480G6-S3510_promexp.json");
    test::find_attribute(report, 243)->name = "Unknown_Attribute";
    const auto w = analyze_writes(report);
    EXPECT_FALSE(w.write_amplification);
    EXPECT_EQ(w.gap, WriteGap::NoNandCounter);
    EXPECT_TRUE(unavailable_because(w, "243 are Unknown_Attribute"));
}

TEST_F(WriteAmplification, DriveNotInDatabaseGetsNoVendorCounters) {
    // KingSpec P3 (not in the database): 241 "Total_LBAs_Written" raw 37763 would be
    // 37763 × 512 = 19334656 bytes in 7344 power-on hours: the default name is not believed.
    const auto w = writes_of("kingspec-or-unknown_P3-2TB_beszel.json");
    EXPECT_FALSE(w.host_bytes);
    EXPECT_EQ(w.gap, WriteGap::NotInDriveDatabase);
    EXPECT_TRUE(unavailable_because(w, "not in smartctl's drive database"));

    // Mutation of the real SV300 capture: the same drive read without the database.
    auto report = test::load_smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    report.in_smartctl_database = false;
    EXPECT_EQ(analyze_writes(report).gap, WriteGap::NotInDriveDatabase);
    report.in_smartctl_database = true;
    report.reader = "libatasmart";
    const auto in_process = analyze_writes(report);
    EXPECT_EQ(in_process.gap, WriteGap::NotInDriveDatabase);
    EXPECT_FALSE(in_process.host_bytes);
}

TEST_F(WriteAmplification, StandardDeviceStatisticCountsEvenWithoutTheDatabase) {
    // Mutation of the real Samsung 860 EVO capture: marked not-in-database. The ATA
    // Device Statistics unit is defined by the standard: 64777770148 × 512 bytes.
    auto report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    report.in_smartctl_database = false;
    const auto w = analyze_writes(report);
    EXPECT_EQ(w.host_bytes, 64777770148ULL * 512ULL);
    EXPECT_EQ(w.gap, WriteGap::NotInDriveDatabase);
}

TEST_F(WriteAmplification, RotatingDriveNeverGetsAWriteAmplification) {
    // Mutation of the real S3510 capture (WA 1.66 as an SSD): reported as 7200 rpm.
    auto report = test::load_smart_fixture("intel_SSDSC2BB480G6-S3510_promexp.json");
    report.rotation_rate = 7200;
    const auto w = analyze_writes(report);
    EXPECT_FALSE(w.write_amplification);
    EXPECT_EQ(w.gap, WriteGap::RotatingDrive);
    EXPECT_TRUE(unavailable_because(w, "rotating drive (7200 rpm)"));
}

TEST_F(WriteAmplification, TotalLbasWrittenUsesTheDrivesLogicalSectorSize) {
    // Mutation of the real Samsung 840 capture: 4096-byte logical sectors.
    // 241 raw 10935822505 × 4096 = 44793128980480 bytes.
    auto report = test::load_smart_fixture("samsung_840-500GB_scrutiny.json");
    report.logical_block_size = 4096;
    EXPECT_EQ(analyze_writes(report).host_bytes, 44793128980480ULL);
    // Without a reported sector size the LBA count has no byte unit.
    report.logical_block_size.reset();
    const auto w = analyze_writes(report);
    EXPECT_FALSE(w.host_bytes);
    EXPECT_EQ(w.gap, WriteGap::NoHostCounter);
}

TEST_F(WriteAmplification, NvmeDataUnitsAreFixedSizeWhateverTheSectorSize) {
    // P3700 is formatted with 4096-byte sectors; 655012839 data units × 512000 bytes.
    const auto report = test::load_smart_fixture("intel_SSDPEDMD400G4-P3700_promexp.json");
    ASSERT_EQ(report.logical_block_size, 4096U);
    EXPECT_EQ(analyze_writes(report).host_bytes, 655012839ULL * 512000ULL);
}

TEST_F(WriteAmplification, RawValuesWithExtraFieldsAreNotCounters) {
    // Mutation of the real A400 capture: 241's raw printed like a temperature
    // ("398 (Min/Max 18/56)"): the extra bytes make it no plain counter.
    auto report = test::load_smart_fixture("kingston_SA400M8120G-A400_promexp.json");
    test::find_attribute(report, 241)->raw_string = "398 (Min/Max 18/56)";
    auto w = analyze_writes(report);
    EXPECT_FALSE(w.host_bytes);
    EXPECT_EQ(w.gap, WriteGap::NoHostCounter);
    EXPECT_TRUE(unavailable_because(w, "not a plain counter"));

    // raw48 value with bytes above the printed counter (raw.value disagrees with the string).
    report = test::load_smart_fixture("kingston_SA400M8120G-A400_promexp.json");
    test::find_attribute(report, 233)->raw = 979ULL + (1ULL << 40);
    w = analyze_writes(report);
    EXPECT_FALSE(w.nand_bytes);
    EXPECT_FALSE(w.write_amplification);
}

TEST_F(WriteAmplification, AbsurdCounterThatWouldOverflowIsRejected) {
    // Mutation of the real S3510 capture: 243 NAND_Writes_32MiB raw 2^38 gives
    // 2^38 × 2^25 = 2^63 bytes, still representable; raw 2^40 would be 2^65 bytes,
    // more than 64 bits hold: refused rather than wrapped around.
    auto report = test::load_smart_fixture("intel_SSDSC2BB480G6-S3510_promexp.json");
    test::set_raw(report, 243, 1ULL << 38);
    EXPECT_EQ(analyze_writes(report).nand_bytes, 1ULL << 63);
    test::set_raw(report, 243, 1ULL << 40);
    const auto w = analyze_writes(report);
    EXPECT_FALSE(w.nand_bytes);
    EXPECT_FALSE(w.write_amplification);
}

TEST_F(WriteAmplification, SeparateSlcAndTlcCountersAreNotAdded) {
    // Mutation of the real Transcend (Silicon Motion) capture: an SLC_Writes_32MiB
    // counter as drivedb names it for other SMI firmware, beside 245 TLC_Writes_32MiB.
    auto report = test::load_smart_fixture("transcend_TS32GMTS400-SMI_promexp.json");
    AtaAttribute slc;
    slc.id = 246;
    slc.name = "SLC_Writes_32MiB";
    slc.value = slc.worst = 100;
    slc.raw = 5000;
    slc.raw_string = "5000";
    report.attributes.push_back(slc);
    const auto w = analyze_writes(report);
    EXPECT_FALSE(w.write_amplification);
    EXPECT_EQ(w.gap, WriteGap::AmbiguousCounters);
}

TEST_F(WriteAmplification, NoHostWritesYet) {
    // Mutation of the real S3510 capture: host counters at 0, NAND writes not.
    auto report = test::load_smart_fixture("intel_SSDSC2BB480G6-S3510_promexp.json");
    for (int id : {225, 241}) {
        test::set_raw(report, id, 0);
    }
    const auto w = analyze_writes(report);
    EXPECT_FALSE(w.write_amplification);
    EXPECT_EQ(w.gap, WriteGap::NoHostWritesYet);
}

TEST_F(WriteAmplification, RoundsToTwoDecimals) {
    // Mutation of the real A400 capture: NAND 2455 GiB / host 1000 GiB = 2.455 -> 2.46,
    // NAND 1234 / host 1000 = 1.234 -> 1.23.
    auto report = test::load_smart_fixture("kingston_SA400M8120G-A400_promexp.json");
    test::set_raw(report, 241, 1000);
    test::set_raw(report, 233, 2455);
    EXPECT_DOUBLE_EQ(analyze_writes(report).write_amplification.value_or(0), 2.46);
    test::set_raw(report, 233, 1234);
    EXPECT_DOUBLE_EQ(analyze_writes(report).write_amplification.value_or(0), 1.23);
}

TEST_F(WriteAmplification, RuleTableIsWellFormed) {
    // The write rows of the attribute catalogue: each says where its meaning
    // and unit come from, no (name, id) twice, no generic name, and a name is
    // either used with a unit or recorded as unusable, never both.
    std::set<std::pair<std::string, int>> seen;
    std::set<std::string> used;
    std::set<std::string> unusable;
    for (const auto& rule : attribute_catalogue()) {
        if (rule.match != NameMatch::Exact || !is_write_counter(rule.meaning)) continue;
        EXPECT_FALSE(rule.basis.empty()) << rule.name;
        EXPECT_TRUE(seen.insert({std::string(rule.name), rule.id}).second) << "duplicate rule " << rule.name;
        EXPECT_NE(rule.name, "Unknown_Attribute");
        (rule.unit == AttributeUnit::Unstated ? unusable : used).insert(std::string(rule.name));
    }
    EXPECT_GE(used.size(), 18U);
    EXPECT_GE(unusable.size(), 10U);
    for (const auto& name : unusable) EXPECT_EQ(used.count(name), 0U) << "a name is both used and unused: " << name;
    // Names whose units the table adopts.
    SmartReport report;
    report.logical_block_size = 512;
    EXPECT_EQ(bytes_per_unit(AttributeUnit::Mebibytes32, report), 33554432U);
    EXPECT_EQ(bytes_per_unit(AttributeUnit::Gibibytes, report), 1073741824U);
    EXPECT_EQ(bytes_per_unit(AttributeUnit::LogicalSectors, report), 512U);
    EXPECT_FALSE(bytes_per_unit(AttributeUnit::Pages, report));
}

} // namespace
} // namespace ssd
