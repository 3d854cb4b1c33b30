// Each health finding firing and not firing, with its evidence. Where no real
// capture has the condition, a parsed real capture is mutated in the test
// (said so at each).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "core/health/drive_facts.h"
#include "core/health/health_findings.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "evidence_expectations.h"
#include "finding_evidence.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

// A copy of the finding with this id, from analysing `report`.
std::optional<Finding> finding(const SmartReport& report, const std::string& id) {
    const auto facts = analyze_drive(report);
    for (const auto& f : facts.findings) {
        if (f.id != id) continue;
        test::expect_evidence_described(f);
        return f;
    }
    return std::nullopt;
}

// Title, fix and evidence present, and the severity SEVERITY, as one assertion.
::testing::AssertionResult is_complete(const Finding& f, Severity severity) {
    if (f.title.empty() || f.fix.empty() || !f.evidence.is_object() || f.evidence.empty()) {
        return ::testing::AssertionFailure() << f.id << " lacks a title, a fix or evidence";
    }
    if (f.severity != severity) {
        return ::testing::AssertionFailure() << f.id << " is " << severity_name(f.severity) << ", expected "
                                             << severity_name(severity);
    }
    return ::testing::AssertionSuccess();
}

void expect_complete(const Finding& f) {
    EXPECT_FALSE(f.title.empty());
    EXPECT_FALSE(f.fix.empty());
    EXPECT_TRUE(f.evidence.is_object());
    EXPECT_FALSE(f.evidence.empty());
}

TEST(SmartFailingFinding, FiresOnFailedAssessmentOnly) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("micron_5300-MTFDDAK3T8TDS_promexp.json");
    EXPECT_FALSE(finding(report, "smart-failing"));
    // Mutation: the drive's assessment FAILED and 5 Reallocated_Sector_Ct at threshold now.
    report.smart_passed = false;
    test::find_attribute(report, 5)->when_failed = "now";
    test::find_attribute(report, 5)->value = 1;
    auto f = finding(report, "smart-failing");
    ASSERT_TRUE(f);
    EXPECT_TRUE(is_complete(*f, Severity::Critical));
    EXPECT_EQ(f->evidence["smart_passed"], false);
    ASSERT_EQ(f->evidence["attributes_failing_now"].size(), 1U);
    EXPECT_EQ(f->evidence["attributes_failing_now"][0]["id"], 5);
}

TEST(SmartFailingFinding, FiresOnNvmeReadOnlyBit) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("sabrent_Rocket4-1TB_telegraf.json");
    report.nvme->critical_warning = 0x08; // mutation: media placed in read-only mode
    auto f = finding(report, "smart-failing");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->evidence["nvme_critical_warning"], 8);
}

TEST(WearHighFinding, FiresFromEightyPercentUsed) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: S3500 1.6 TB, 233 Media_Wearout_Indicator normalized 15 -> 85 % used.
    auto f = finding(test::load_smart_fixture("intel_SSDSC2BB016T4-S3500_promexp.json"), "wear-high");
    ASSERT_TRUE(f);
    EXPECT_TRUE(is_complete(*f, Severity::Warning));
    EXPECT_EQ(f->evidence["percent_used"], 85);
    // Real: S3500 240 GB, normalized 22 -> 78 % used: below 80, nothing.
    EXPECT_FALSE(finding(test::load_smart_fixture("intel_SSDSC2BB240G4-S3500_promexp.json"), "wear-high"));
    // Mutation: NVMe Percentage Used 100 -> critical.
    auto nvme = test::load_smart_fixture("samsung_MZQL23T8HCLS-PM9A3_promexp.json");
    nvme.nvme->percentage_used = 100;
    f = finding(nvme, "wear-high");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->severity, Severity::Critical);
}

TEST(MediaErrorsFinding, FiresOnNvmeMediaErrorsAndReallocations) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: Samsung 970 EVO with 7 media and data integrity errors.
    auto f = finding(test::load_smart_fixture("samsung_970EVO-500GB_scrutiny.json"), "media-errors");
    ASSERT_TRUE(f);
    expect_complete(*f);
    EXPECT_EQ(f->evidence["nvme_media_errors"]["count"], 7);
    EXPECT_NE(f->title.find("could not read back"), std::string::npos);
    // Real: S3520 1.6 TB with 1 reallocated block.
    f = finding(test::load_smart_fixture("intel_SSDSC2BB016T7-S3520_promexp.json"), "media-errors");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->evidence["reallocated"]["count"], 1);
    EXPECT_EQ(f->evidence["reallocated"]["source"], "5 Reallocated_Sector_Ct");
    EXPECT_NE(f->title.find("spares"), std::string::npos);
    // Real: 970 EVO Plus with media_errors 0: nothing.
    EXPECT_FALSE(finding(test::load_smart_fixture("samsung_970EVOPlus-250GB_promexp.json"), "media-errors"));
}

TEST(MediaErrorsFinding, FiresOnPendingSectors) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("samsung_MZ7LH480HAHQ-PM883_promexp.json");
    EXPECT_FALSE(finding(report, "media-errors"));
    test::set_raw(report, 197, 2); // mutation: 197 Current_Pending_Sector 2
    auto f = finding(report, "media-errors");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->evidence["pending"]["count"], 2);
    EXPECT_EQ(f->evidence["reallocated"]["count"], 0); // all present counters are shown
}

TEST(InterfaceCrcFinding, SeverityByCount) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: Samsung 840, 199 CRC_Error_Count raw 108 -> warning.
    auto f = finding(test::load_smart_fixture("samsung_840-500GB_scrutiny.json"), "interface-crc-errors");
    ASSERT_TRUE(f);
    EXPECT_TRUE(is_complete(*f, Severity::Warning));
    EXPECT_TRUE(test::has_evidence(*f, {{"crc_errors", 108}, {"source", "199 CRC_Error_Count"}}));
    EXPECT_NE(f->fix.find("cable"), std::string::npos);
    // Real: Micron 5300 480 GB, 199 UDMA_CRC_Error_Count raw 2 -> info.
    f = finding(test::load_smart_fixture("micron_5300-MTFDDAK480TDS_promexp.json"), "interface-crc-errors");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->severity, Severity::Info);
    // Real: Samsung 860 EVO with 0 CRC errors: nothing.
    EXPECT_FALSE(finding(test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json"), "interface-crc-errors"));
}

TEST(InterfaceCrcFinding, DeviceStatisticWhenAttribute199IsMissing) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Mutation of the real 860 EVO capture: attribute 199 dropped, the Device
    // Statistics "Number of Interface CRC Errors" set to 12.
    auto report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    std::erase_if(report.attributes, [](const AtaAttribute& a) { return a.id == 199; });
    for (auto& statistic : report.device_statistics) {
        if (statistic.name == "Number of Interface CRC Errors") statistic.value = 12;
    }
    auto f = finding(report, "interface-crc-errors");
    ASSERT_TRUE(f);
    EXPECT_TRUE(test::has_evidence(*f, {{"crc_errors", 12},
            {"source", "ATA Device Statistics 'Number of Interface CRC Errors'"}}));
}

TEST(InterfaceCrcFinding, PhisonAttribute218IsNotTheInterfaceCounter) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Mutation of the real A400 capture: 218 CRC_Error_Count raised, 199 left at 0.
    auto report = test::load_smart_fixture("kingston_SA400M8120G-A400_promexp.json");
    test::set_raw(report, 218, 50);
    EXPECT_FALSE(finding(report, "interface-crc-errors"));
    test::set_raw(report, 199, 50); // 199 SATA_CRC_Error_Count does count
    EXPECT_TRUE(finding(report, "interface-crc-errors"));
}

TEST(TemperatureFinding, AtTheDrivesOwnLimitOrSeventy) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: 860 EVO at 36 °C, its SCT operating limit is 70 °C: nothing.
    auto report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    ASSERT_EQ(report.temperature_limit_c, 70);
    EXPECT_FALSE(finding(report, "temperature-high"));
    report.temperature_c = 69; // mutation: just below
    EXPECT_FALSE(finding(report, "temperature-high"));
    report.temperature_c = 72; // mutation: above
    auto f = finding(report, "temperature-high");
    ASSERT_TRUE(f);
    expect_complete(*f);
    EXPECT_TRUE(test::has_evidence(*f, {{"temperature_c", 72}, {"limit_c", 70}}));

    // Real: Peladn NVMe at 61 °C with its own limit of 100 °C: nothing; mutated to 100: fires.
    auto nvme = test::load_smart_fixture("peladn_512GB-NVMe_beszel.json");
    ASSERT_EQ(nvme.temperature_limit_c, 100);
    EXPECT_FALSE(finding(nvme, "temperature-high"));
    nvme.temperature_c = 100;
    EXPECT_TRUE(finding(nvme, "temperature-high"));

    // Mutation of a capture without a limit (Micron 5300 at 23 °C): 70 °C default.
    auto micron = test::load_smart_fixture("micron_5300-MTFDDAK3T8TDS_promexp.json");
    ASSERT_FALSE(micron.temperature_limit_c);
    micron.temperature_c = kDefaultTemperatureLimitC;
    f = finding(micron, "temperature-high");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->evidence["limit_source"], "default for SSDs (no limit reported)");
}

TEST(TemperatureFinding, NvmeTemperatureWarningBit) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("toshiba_KXG60ZNV512G-XG6_promexp.json");
    report.nvme->critical_warning = 0x02; // mutation
    auto f = finding(report, "temperature-high");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->evidence["nvme_critical_warning"], 2);
}

TEST(TemperatureFinding, ZeroDegreesIsNoReading) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: the Crucial m4 reports 0 °C (no sensor): temperature unknown, no finding.
    const auto report = test::load_smart_fixture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json");
    EXPECT_FALSE(report.temperature_c);
    EXPECT_FALSE(finding(report, "temperature-high"));
}

TEST(WriteAmplificationFinding, FiresFromFiveOnceTheHostWroteTheCapacity) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: S4510 960 GB, WA 2122543 / 215581 = 9.85, host 7233698004992 bytes > 960 GB.
    auto f = finding(test::load_smart_fixture("intel_SSDSC2KB960G8-S4510_promexp.json"), "write-amplification-high");
    ASSERT_TRUE(f);
    expect_complete(*f);
    EXPECT_DOUBLE_EQ(f->evidence["write_amplification"].get<double>(), 9.85);
    EXPECT_EQ(f->evidence["host_bytes"], 7233698004992ULL);
    // Real: S3520 1.6 TB, WA 3.84, and the Transcend, WA 4.52: below 5, nothing.
    EXPECT_FALSE(finding(test::load_smart_fixture("intel_SSDSC2BB016T7-S3520_promexp.json"), "write-amplification-high"));
    EXPECT_FALSE(finding(test::load_smart_fixture("transcend_TS32GMTS400-SMI_promexp.json"), "write-amplification-high"));
    // Real: S4610 480 GB, WA 5.95 with host 624515088384 bytes > 480 GB capacity: fires;
    // mutation: capacity 1 TB, so the host has not yet written the capacity: nothing.
    auto s4610 = test::load_smart_fixture("intel_SSDSC2KG480G8-S4610_promexp.json");
    EXPECT_TRUE(finding(s4610, "write-amplification-high"));
    s4610.capacity_bytes = 1000000000000ULL;
    EXPECT_FALSE(finding(s4610, "write-amplification-high"));
}

} // namespace
} // namespace ssd
