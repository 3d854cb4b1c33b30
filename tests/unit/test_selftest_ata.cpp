// ATA self-tests from real smartctl --json captures: the shared captures (in
// place) and the scrutiny capture with read failures (tests/fixtures/selftest).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/selftest/ata_selftest_parser.h"
#include "selftest_fixtures.h"
#include "smart_fixture_loading.h"

namespace ssd::selftest {
namespace {

SelfTests from_shared(const std::string& name) {
    const SmartReport report = test::load_smart_fixture(name);
    EXPECT_TRUE(report.self_tests.has_value()) << name;
    return report.self_tests.value_or(SelfTests{});
}

TEST(SelfTestAta, WdMegaraidCaptureHasFourEntriesAndPollingTimes) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto tests = from_shared("HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json");
    const auto& caps = tests.capabilities;
    EXPECT_TRUE(caps.supported);
    EXPECT_EQ(caps.types, (std::vector<TestType>{TestType::Short, TestType::Long, TestType::Conveyance,
                                                 TestType::Offline, TestType::Selective}));
    EXPECT_EQ(caps.short_minutes, 2);
    EXPECT_EQ(caps.long_minutes, 523);
    EXPECT_EQ(caps.conveyance_minutes, 5);
    EXPECT_EQ(caps.offline_seconds, 90);
    EXPECT_EQ(caps.minutes_for(TestType::Long), 523);
    EXPECT_EQ(caps.minutes_for(TestType::Offline), 2); // 90 s, rounded up
    EXPECT_FALSE(tests.status.running);
    EXPECT_EQ(tests.status.words, "Completed without error");
    ASSERT_TRUE(tests.log_read);
    ASSERT_EQ(tests.log.size(), 4U);
    EXPECT_EQ(tests.log[0].type, TestType::Short);
    EXPECT_EQ(tests.log[0].outcome, Outcome::Passed);
    EXPECT_EQ(tests.log[0].words, "Completed without error");
    EXPECT_EQ(tests.log[0].power_on_hours, 35990U);
    EXPECT_FALSE(tests.log[0].failing_lba);
    // Type 223 (0xdf) is a vendor's own test.
    EXPECT_EQ(tests.log[2].type, TestType::Vendor);
    EXPECT_EQ(tests.log[3].power_on_hours, 1U);
}

TEST(SelfTestAta, KingspecAbortedByHostWithSeventyPercentLeft) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto tests = from_shared("kingspec-or-unknown_P3-2TB_beszel.json");
    ASSERT_EQ(tests.log.size(), 3U);
    for (const auto& entry : tests.log) {
        EXPECT_EQ(entry.type, TestType::Short);
        EXPECT_EQ(entry.outcome, Outcome::Aborted);
        EXPECT_EQ(entry.words, "Aborted by the host");
        EXPECT_EQ(entry.status_code, 23); // 0x17: result 1, seven tenths left
        EXPECT_EQ(entry.remaining_percent, 70);
        EXPECT_EQ(entry.power_on_hours, 0U);
    }
    EXPECT_EQ(tests.capabilities.short_minutes, 2);
    EXPECT_EQ(tests.capabilities.long_minutes, 10);
}

TEST(SelfTestAta, CrucialM4HasAnEmptyLogAndOffersConveyance) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto tests = from_shared("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json");
    EXPECT_TRUE(tests.log_read);
    EXPECT_TRUE(tests.log.empty());
    EXPECT_TRUE(tests.capabilities.offers(TestType::Conveyance));
    EXPECT_TRUE(tests.capabilities.offers(TestType::Long));
}

TEST(SelfTestAta, Samsung850ProOffersNoConveyance) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto tests = from_shared("anonymized-samsung_850PRO-128GB_scrutiny.json");
    EXPECT_TRUE(tests.capabilities.supported);
    EXPECT_FALSE(tests.capabilities.offers(TestType::Conveyance));
    EXPECT_FALSE(tests.capabilities.minutes_for(TestType::Conveyance));
    EXPECT_TRUE(tests.capabilities.offers(TestType::Short));
}

TEST(SelfTestAta, Samsung860EvoReadsTheExtendedLog) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto tests = from_shared("samsung_860EVO-500GB_scrutiny.json");
    ASSERT_EQ(tests.log.size(), 19U);
    EXPECT_EQ(tests.log[3].type, TestType::Long);
    EXPECT_EQ(tests.log[18].type, TestType::Long);
}

TEST(SelfTestAta, ReadFailuresWithTheirLbas) {
    const SmartReport report = test::selftest_fixture_report(test::kReadFailureCapture);
    ASSERT_TRUE(report.self_tests);
    const auto& tests = *report.self_tests;
    EXPECT_FALSE(tests.capabilities.offers(TestType::Conveyance));
    EXPECT_EQ(tests.capabilities.short_minutes, 1);
    EXPECT_EQ(tests.capabilities.long_minutes, 79);
    EXPECT_EQ(tests.capabilities.offline_seconds, 4703);
    ASSERT_EQ(tests.log.size(), 21U);
    const LogEntry& failed = tests.log[2];
    EXPECT_EQ(failed.type, TestType::Long);
    EXPECT_EQ(failed.outcome, Outcome::Failed);
    EXPECT_EQ(failed.words, "Completed: read failure");
    EXPECT_EQ(failed.status_code, 121); // 0x79
    EXPECT_EQ(failed.remaining_percent, 90);
    EXPECT_EQ(failed.failing_lba, 104870168U);
    EXPECT_EQ(failed.power_on_hours, 4U);
    EXPECT_EQ(tests.log[10].failing_lba, 104874784U);
    EXPECT_EQ(tests.log[17].failing_lba, 104874792U);
    int failures = 0;
    for (const auto& entry : tests.log) failures += entry.outcome == Outcome::Failed ? 1 : 0;
    EXPECT_EQ(failures, 3);
}

TEST(SelfTestAta, ExecutionStatusNibbles) {
    // Every result nibble ACS-3 defines, with the tenths left in the low nibble.
    struct Case {
        int byte;
        Outcome outcome;
        const char* words;
        int remaining;
    };
    const Case cases[] = {
        {0x00, Outcome::Passed, "Completed without error", 0},
        {0x19, Outcome::Aborted, "Aborted by the host", 90},
        {0x20, Outcome::Interrupted, "Interrupted by a reset or power loss", 0},
        {0x30, Outcome::FatalError, "Could not complete: a fatal or unknown error", 0},
        {0x40, Outcome::Failed, "Completed: failed (element not known)", 0},
        {0x50, Outcome::Failed, "Completed: electrical failure", 0},
        {0x60, Outcome::Failed, "Completed: servo/seek failure", 0},
        {0x78, Outcome::Failed, "Completed: read failure", 80},
        {0x80, Outcome::Failed, "Completed: handling damage suspected", 0},
        {0xF3, Outcome::Running, "In progress, 30 % remaining", 30},
        {0x90, Outcome::Unknown, "Unknown status 0x90", 0},
    };
    for (const auto& c : cases) {
        const auto status = decode_ata_execution_status(c.byte);
        EXPECT_EQ(status.outcome, c.outcome) << c.byte;
        EXPECT_EQ(status.words, c.words) << c.byte;
        EXPECT_EQ(status.remaining_percent, c.remaining) << c.byte;
    }
}

TEST(SelfTestAta, LogTypeCodes) {
    EXPECT_EQ(ata_test_type(0), TestType::Offline);
    EXPECT_EQ(ata_test_type(1), TestType::Short);
    EXPECT_EQ(ata_test_type(129), TestType::Short);
    EXPECT_EQ(ata_test_type(130), TestType::Long);
    EXPECT_EQ(ata_test_type(131), TestType::Conveyance);
    EXPECT_EQ(ata_test_type(132), TestType::Selective);
    EXPECT_EQ(ata_test_type(223), TestType::Vendor);
}

TEST(SelfTestAta, RunningStatusGivesWhatIsLeft) {
    // The execution status block of a real capture with its byte set to 0xF4
    // (a test running, 40 % left): no capture here was taken mid-test.
    SSD_REQUIRE_SHARED_FIXTURES();
    auto text = read_text_file(test::smart_fixture("HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json"));
    ASSERT_TRUE(text);
    auto doc = nlohmann::json::parse(*text);
    doc["ata_smart_data"]["self_test"]["status"]["value"] = 0xF4;
    const auto tests = ata_selftests_from_smartctl(doc);
    EXPECT_TRUE(tests.status.running);
    EXPECT_EQ(tests.status.remaining_percent, 40);
    EXPECT_EQ(tests.status.words, "In progress, 40 % remaining");
}

TEST(SelfTestAta, ADocumentWithoutSmartDataSaysWhy) {
    const auto tests = ata_selftests_from_smartctl(nlohmann::json::object());
    EXPECT_FALSE(tests.capabilities.supported);
    EXPECT_FALSE(tests.capabilities.unsupported_reason.empty());
    EXPECT_FALSE(tests.log_read);
    EXPECT_FALSE(has_ata_selftest_data(nlohmann::json::object()));
}

} // namespace
} // namespace ssd::selftest
