// Wear (percent used, spare) and the health verdict on every real capture, the
// wear rule table's meanings, and each verdict rule. Where no real capture has
// a condition, a parsed real capture is mutated in the test (said so at each).
#include <gtest/gtest.h>

#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/health/drive_facts.h"
#include "core/health/media_counters.h"
#include "core/health/verdict.h"
#include "core/health/wear.h"
#include "core/smart/attribute_catalogue.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "drive_facts_expectations.inc"
#include "each_hand_worked_capture.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"
#include "text_parts.h"

namespace ssd {
namespace {

std::string fixture_text(const std::string& name) {
    auto text = read_text_file(test::smart_fixture(name));
    EXPECT_TRUE(text.has_value()) << name;
    return text.value_or("");
}

using test::contains;

bool any_reason(const Verdict& verdict, const std::string& part) {
    for (const auto& reason : verdict.reasons) {
        if (contains(reason, part)) return true;
    }
    return false;
}

// The verdict's level and one of its reasons holding PART, as one assertion
// whose message shows the level and every reason.
::testing::AssertionResult has_verdict(const Verdict& verdict, const std::string& level, const std::string& part) {
    if (verdict.level == level && any_reason(verdict, part)) return ::testing::AssertionSuccess();
    auto failure = ::testing::AssertionFailure();
    failure << "level " << verdict.level << " (expected " << level << "), reasons:";
    for (const auto& reason : verdict.reasons) failure << "\n  " << reason;
    return failure << "\n(expected one holding \"" << part << "\")";
}

Verdict verdict_of(const SmartReport& report) { return analyze_drive(report).verdict; }
Verdict verdict_of_capture(const std::string& capture) { return verdict_of(test::load_smart_fixture(capture)); }

// The wear read from a real capture: percent used (nullopt: none is claimed)
// and the parts its source names.
::testing::AssertionResult wear_is(const std::string& capture, std::optional<int> percent_used,
                                   std::initializer_list<std::string_view> source_parts) {
    const auto wear = analyze_wear(test::load_smart_fixture(capture));
    if (wear.percent_used != percent_used) {
        return ::testing::AssertionFailure() << "percent used " << wear.percent_used.value_or(-1) << " (expected "
                                             << percent_used.value_or(-1) << "; -1 is none)";
    }
    return test::contains_all(wear.source, source_parts);
}

TEST(Wear, EveryRealCaptureMatchesTheHandWorkedTable) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::each_hand_worked_capture([](const test::DriveFactsExpectation& row, const DriveFacts& facts) {
        EXPECT_EQ(facts.wear.percent_used, row.percent_used);
        EXPECT_EQ(facts.wear.available_spare_percent, row.available_spare_percent);
        EXPECT_FALSE(facts.wear.source.empty());
    });
}

TEST(Verdict, EveryRealCaptureMatchesTheHandWorkedTable) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::each_hand_worked_capture([](const test::DriveFactsExpectation& row, const DriveFacts& facts) {
        EXPECT_EQ(facts.verdict.level, row.verdict);
        EXPECT_FALSE(facts.verdict.reasons.empty());
        std::multiset<std::string> expected(row.findings.begin(), row.findings.end());
        std::multiset<std::string> got;
        for (const auto& finding : facts.findings) got.insert(finding.id);
        EXPECT_EQ(got, expected);
    });
}

TEST(Wear, MicronPercentLifetimeRemainRawIsPercentUsed) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Micron 5300 960 GB: 202 Percent_Lifetime_Remain normalized 99, raw 1 -> 1 % used.
    auto report = test::load_smart_fixture("micron_5300-MTFDDAK960TDS_promexp.json");
    EXPECT_EQ(analyze_wear(report).percent_used, 1);
    // Mutation: past the rated life, raw 120 (normalized would floor at 0): 120 % used,
    // beyond 100, and the verdict turns to warning.
    test::set_raw(report, 202, 120);
    test::find_attribute(report, 202)->value = 1;
    const auto facts = analyze_drive(report);
    EXPECT_EQ(facts.wear.percent_used, 120);
    EXPECT_TRUE(has_verdict(facts.verdict, "warning", "rated endurance is used up"));
}

TEST(Wear, SsdLifeLeftRawIsUsedOnlyWhenItIsAPercentage) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // SandForce SV300: 231 SSD_Life_Left normalized 95, raw 4294967296 (not a percentage).
    // Mutation: smartctl 7.5's endurance_used removed, so the attribute rule decides.
    auto sandforce = test::load_smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    sandforce.endurance_used_percent.reset();
    const auto attribute = wear_from_attributes(sandforce);
    ASSERT_TRUE(attribute);
    EXPECT_EQ(attribute->percent_used, 5);
    EXPECT_TRUE(contains(attribute->how, "'4294967296' is not a percentage"));
    // Phison KC400: normalized 100, raw 74 -> the lower remaining life, 26 % used.
    const auto kc400 = analyze_wear(test::load_smart_fixture("kingston_SKC400S371T-KC400_promexp.json"));
    EXPECT_EQ(kc400.percent_used, 26);
    EXPECT_TRUE(contains(kc400.source, "raw value 74"));
}

TEST(Wear, NormalizedValuesOutsidePercentRangeAreIgnored) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Mutation of the real Samsung 840 capture: 177 normalized 253 ("not applicable").
    auto report = test::load_smart_fixture("samsung_840-500GB_scrutiny.json");
    test::find_attribute(report, 177)->value = 253;
    EXPECT_FALSE(analyze_wear(report).percent_used);
}

TEST(Wear, RemainingLifePercentRuleComesBeforeWearLevelingCount) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Transcend (SMI): 169 Remaining_Lifetime_Perc raw 96 wins over 177 normalized 100.
    EXPECT_TRUE(wear_is("transcend_TS32GMTS400-SMI_promexp.json", 4, {"169 Remaining_Lifetime_Perc"}));
}

TEST(Wear, StandardDeviceStatisticIsPreferredAndTheAttributeShown) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Crucial m4: Device Statistics 3 %, 202 Perc_Rated_Life_Used raw 2.
    EXPECT_TRUE(wear_is("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json", 3,
                        {"Percentage Used Endurance Indicator 3 %", "202 Perc_Rated_Life_Used"}));
}

TEST(Wear, AttributesOfDrivesOutsideTheDatabaseAreNotInterpreted) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Samsung PM893 not in the database: 177 is called Wear_Leveling_Count only by
    // smartctl's default table; no wear is claimed from it.
    EXPECT_TRUE(wear_is("samsung_MZ7L3480HCHQ-PM893-notindb_promexp.json", std::nullopt,
                        {"not from smartctl's drive database"}));
}

TEST(Wear, RotatingDriveHasNoFlashWear) {
    SSD_REQUIRE_SHARED_FIXTURES();
    EXPECT_TRUE(wear_is("HDD_seagate_ST16000NM001G-ExosX16_promexp.json", std::nullopt, {"rotating drive"}));
}

TEST(Wear, RuleTableRecordsEveryMeaning) {
    // The catalogue's wear rows cover the four ways vendors report wear: raw
    // percent used, raw percent remaining, normalized remaining, and
    // normalized-or-raw remaining.
    std::set<std::pair<AttributeMeaning, AttributeUnit>> meanings;
    for (const auto& rule : attribute_catalogue()) {
        if (rule.match != NameMatch::Exact ||
            (rule.meaning != AttributeMeaning::LifeUsed && rule.meaning != AttributeMeaning::LifeRemaining)) {
            continue;
        }
        EXPECT_FALSE(rule.basis.empty()) << rule.name;
        meanings.insert({rule.meaning, rule.unit});
    }
    EXPECT_EQ(meanings.size(), 4U);
}

TEST(ParserAdditions, DeviceStatisticsEnduranceAndTemperature) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto m4 = test::load_smart_fixture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json");
    ASSERT_NE(m4.device_statistic("Logical Sectors Written"), nullptr);
    EXPECT_EQ(m4.device_statistic("Logical Sectors Written")->value, 13843916035U);
    EXPECT_EQ(m4.device_statistic("Logical Sectors Written")->page, 1);
    // "Time in Over-Temperature" has no valid value in the capture: not kept.
    EXPECT_EQ(m4.device_statistic("Time in Over-Temperature"), nullptr);
    // The m4 reports 0 °C everywhere (no sensor): unknown, not 0 °C.
    EXPECT_FALSE(m4.temperature_c.has_value());
    EXPECT_EQ(m4.temperature_limit_c, 70);

    const auto sandforce = test::load_smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    EXPECT_EQ(sandforce.endurance_used_percent, 5);
    EXPECT_EQ(sandforce.spare_available_percent, 100);
    EXPECT_EQ(sandforce.spare_available_threshold_percent, 3);
    EXPECT_EQ(sandforce.temperature_c, 29);
}

TEST(ParserAdditions, ScsiModelAndRevisionAreFallbacks) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Mutation of a real capture's JSON: keys renamed the way smartctl 7.0-7.4 print
    // a SAS drive (scsi_model_name, scsi_revision instead of model_name, firmware_version).
    auto doc = nlohmann::json::parse(fixture_text("samsung_MZ7LH480HAHQ-PM883_promexp.json"));
    doc["scsi_model_name"] = "HP VO0480JFDGT";
    doc["scsi_revision"] = "HPD4";
    doc.erase("model_name");
    doc.erase("firmware_version");
    const auto report = parse_smartctl_json(doc.dump());
    ASSERT_TRUE(report);
    EXPECT_EQ(report->model, "HP VO0480JFDGT");
    EXPECT_EQ(report->firmware, "HPD4");
}

// --- verdict rules, each on a mutated real capture -------------------------

TEST(Verdict, FailedAssessmentIsFailing) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    report.smart_passed = false; // mutation
    EXPECT_TRUE(has_verdict(verdict_of(report), "failing", "self-assessment is FAILED"));
}

TEST(Verdict, AttributeFailingNowIsFailingAndInThePastAWarning) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("intel_SSDSC2BB480G6-S3510_promexp.json");
    test::find_attribute(report, 170)->when_failed = "past"; // mutation
    EXPECT_TRUE(has_verdict(verdict_of(report), "warning",
                            "170 Available_Reservd_Space fell to its failure threshold in the past"));
    test::find_attribute(report, 170)->when_failed = "now"; // mutation
    test::find_attribute(report, 170)->value = 9;
    EXPECT_TRUE(
        has_verdict(verdict_of(report), "failing", "at or below its failure threshold now (value 9, threshold 10)"));
}

TEST(Verdict, ReallocatedPendingAndUncorrectableAreWarnings) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: the S3520 1.6 TB has 5 Reallocated_Sector_Ct raw 1.
    EXPECT_TRUE(has_verdict(verdict_of_capture("intel_SSDSC2BB016T7-S3520_promexp.json"), "warning",
                            "1 sector or block has been reallocated (5 Reallocated_Sector_Ct)"));

    // Mutations of the real Micron 5210 capture (all counters 0 there).
    for (const auto& [id, words] : std::vector<std::pair<int, std::string>>{
             {197, "3 sectors could not be read"},
             {198, "3 sectors were found uncorrectable"},
             {187, "3 uncorrectable read errors"}}) {
        auto report = test::load_smart_fixture("micron_5210-MTFDDAK960QDE_promexp.json");
        EXPECT_EQ(verdict_of(report).level, "good");
        test::set_raw(report, id, 3);
        EXPECT_TRUE(has_verdict(verdict_of(report), "warning", words)) << id;
    }
}

TEST(Verdict, CountersPrintedWithExtraFieldsStillCount) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Mutation: 5 Reallocated_Sector_Ct printed raw16(raw16)-style, "8 (0 0)".
    auto report = test::load_smart_fixture("micron_5210-MTFDDAK960QDE_promexp.json");
    test::find_attribute(report, 5)->raw_string = "8 (0 0)";
    test::find_attribute(report, 5)->raw = 8;
    EXPECT_EQ(read_media_counters(report).reallocated->count, 8U);
    EXPECT_EQ(verdict_of(report).level, "warning");
    // Something that is no count at all ("0/6") is not read as one.
    test::find_attribute(report, 5)->raw_string = "0/6";
    EXPECT_FALSE(read_media_counters(report).reallocated.has_value());
}

TEST(Verdict, NvmeCriticalWarningBits) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("samsung_970EVOPlus-250GB_promexp.json");
    EXPECT_EQ(verdict_of(report).level, "good");
    report.nvme->critical_warning = 0x04; // mutation: reliability degraded
    EXPECT_TRUE(has_verdict(verdict_of(report), "failing", "reliability is degraded"));
    report.nvme->critical_warning = 0x08; // mutation: read-only
    EXPECT_EQ(verdict_of(report).level, "failing");
    report.nvme->critical_warning = 0x02; // mutation: temperature
    EXPECT_TRUE(has_verdict(verdict_of(report), "warning", "temperature is outside"));
}

TEST(Verdict, SpareBelowThresholdIsFailing) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("samsung_970EVOPlus-250GB_promexp.json");
    report.nvme->available_spare = 9; // mutation: threshold is 10
    const auto verdict = verdict_of(report);
    EXPECT_TRUE(has_verdict(verdict, "failing", "available spare 9 % is below the drive's threshold of 10 %"));
}

TEST(Verdict, NvmeMediaErrorsAreAWarning) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: Samsung 970 EVO, media_errors 7.
    EXPECT_TRUE(has_verdict(verdict_of_capture("samsung_970EVO-500GB_scrutiny.json"), "warning",
                            "7 media and data integrity errors"));
}

TEST(Verdict, UnknownWithoutAssessmentOrSmart) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("samsung_970EVOPlus-250GB_promexp.json");
    report.smart_passed.reset(); // mutation: no assessment, nothing wrong either
    EXPECT_TRUE(has_verdict(verdict_of(report), "unknown", "no overall SMART assessment"));
    report.smart_supported = false; // mutation
    EXPECT_TRUE(has_verdict(verdict_of(report), "unknown", "does not support SMART"));
}

TEST(Verdict, SmartctlExitStatusBits) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    report.smart_passed.reset(); // mutation: only the exit status says "failing" (bit 3)
    report.exit_status = 8;
    EXPECT_EQ(verdict_of(report).level, "failing");
    report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    report.exit_status = 128; // mutation: failed self-test in the log (bit 7)
    EXPECT_TRUE(has_verdict(verdict_of(report), "warning", "failed self-test"));
}

TEST(Verdict, AttributeCheckOnlyIsExplained) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: HDD behind a MegaRAID controller, message "This result is based on an Attribute check."
    EXPECT_TRUE(has_verdict(verdict_of_capture("HDD_seagate_ST6000NM0115-megaraid_telegraf.json"),
                            "good", "SMART RETURN STATUS failed"));
    // Real: a plain PASSED has no such note.
    EXPECT_FALSE(any_reason(verdict_of_capture("samsung_860EVO-500GB_scrutiny.json"), "SMART RETURN STATUS"));
}

} // namespace
} // namespace ssd
