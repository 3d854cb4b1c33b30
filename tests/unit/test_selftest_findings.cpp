// selftest-failed / selftest-failed-earlier on real logs, the self-test
// hazards in the advisory data, and the self-test JSON/text writers.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/diagnosis/drive_health.h"
#include "core/health/firmware_advisories.h"
#include "core/health/selftest_findings.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/selftest/nvme_selftest_parser.h"
#include "core/selftest/selftest_json.h"
#include "core/selftest/selftest_text.h"
#include "evidence_expectations.h"
#include "finding_evidence.h"
#include "selftest_fixtures.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

using nlohmann::json;
using selftest::LogEntry;
using selftest::Outcome;
using selftest::TestType;

const Finding* find(const std::vector<Finding>& findings, const std::string& id) {
    const auto it = std::find_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.id == id; });
    return it == findings.end() ? nullptr : &*it;
}

HealthResult read_failure_health() {
    return health_from_report(test::selftest_fixture_report(test::kReadFailureCapture), std::nullopt);
}

TEST(SelfTestFindings, UnclearedExtendedReadFailureIsCritical) {
    // The newest finished test is a short pass; the extended test that found a
    // read failure at LBA 104870168 was never passed again (only short tests since).
    const HealthResult health = read_failure_health();
    const Finding* f = find(health.facts.findings, "selftest-failed");
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(find(health.facts.findings, "selftest-failed-earlier"), nullptr);
    EXPECT_EQ(f->severity, Severity::Critical);
    EXPECT_EQ(f->title, "The drive failed its own extended (long) self-test: Completed: read failure");
    EXPECT_TRUE(test::has_evidence(*f, {{"type", "long"},
                                        {"words", "Completed: read failure"},
                                        {"power_on_hours", 4},
                                        {"failing_lba", 104870168},
                                        {"status_code", 121},
                                        {"logged_failures", 3}}));
    EXPECT_EQ(f->fix, "Back up this drive now; the drive found a defect in its own test. Check its warranty and "
                      "replace it. The first block it could not read is LBA 104870168.");
    test::expect_evidence_described(*f);
}

TEST(SelfTestFindings, ALaterExtendedPassMakesItAWarning) {
    // The real log with one passing extended test put on top (no capture
    // shows a failure followed by an extended pass).
    auto tests = *test::selftest_fixture_report(test::kReadFailureCapture).self_tests;
    LogEntry pass;
    pass.type = TestType::Long;
    pass.outcome = Outcome::Passed;
    pass.words = "Completed without error";
    pass.power_on_hours = 60;
    tests.log.insert(tests.log.begin(), pass);
    const auto f = selftest_finding(tests);
    ASSERT_TRUE(f);
    EXPECT_EQ(f->id, "selftest-failed-earlier");
    EXPECT_EQ(f->severity, Severity::Warning);
    EXPECT_TRUE(test::has_evidence(*f, {{"type", "long"},
                                        {"failing_lba", 104870168},
                                        {"passed_type", "long"},
                                        {"passed_power_on_hours", 60},
                                        {"logged_failures", 3}}));
    test::expect_evidence_described(*f);
}

TEST(SelfTestFindings, NewestFailureWinsEvenAfterShortPasses) {
    // A short failure cleared by a later short pass does not hide a newer,
    // uncleared one: the first uncleared failure (newest first) is reported.
    auto tests = *test::selftest_fixture_report(test::kReadFailureCapture).self_tests;
    tests.log[0].outcome = Outcome::FatalError; // the newest short test, made to end in a fatal error
    tests.log[0].words = "Could not complete: a fatal or unknown error";
    const auto f = selftest_finding(tests);
    ASSERT_TRUE(f);
    EXPECT_EQ(f->id, "selftest-failed");
    EXPECT_EQ(f->evidence.at("type"), "short");
    EXPECT_EQ(f->evidence.at("logged_failures"), 4);
}

TEST(SelfTestFindings, PassingAbortedAndRunningLogsGiveNone) {
    SSD_REQUIRE_SHARED_FIXTURES();
    for (const char* name : {"HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json", "kingspec-or-unknown_P3-2TB_beszel.json",
                             "samsung_860EVO-500GB_scrutiny.json", "sabrent_Rocket4-1TB_telegraf.json"}) {
        const auto health = health_from_report(test::load_smart_fixture(name), std::nullopt);
        EXPECT_EQ(find(health.facts.findings, "selftest-failed"), nullptr) << name;
        EXPECT_EQ(find(health.facts.findings, "selftest-failed-earlier"), nullptr) << name;
    }
    EXPECT_FALSE(selftest_finding(*test::selftest_fixture_report("synthetic-smartctl-nvme-issue614-selftest-log.json")
                                       .self_tests));
}

TEST(SelfTestFindings, NvmeFailedSegment) {
    const auto tests =
        selftest::parse_nvme_cli_selftest_log(test::selftest_fixture_text("synthetic-nvme-cli-issue1640-failed-segment.json"));
    ASSERT_TRUE(tests);
    const auto f = selftest_finding(*tests);
    ASSERT_TRUE(f);
    EXPECT_EQ(f->id, "selftest-failed");
    EXPECT_TRUE(test::has_evidence(*f, {{"failed_segment", 7}, {"failing_lba", 0}, {"status_code", 0x27}}));
    EXPECT_EQ(f->title, "The drive failed its own extended (long) self-test: Completed: failed segment 7");
}

TEST(SelfTestWriters, HealthJsonCarriesTheLog) {
    const json doc = health_to_json(read_failure_health());
    const json& self_tests = doc.at("self_tests");
    ASSERT_TRUE(self_tests.is_object());
    EXPECT_EQ(self_tests.at("log").size(), 21U);
    EXPECT_EQ(self_tests.at("capabilities").at("long_minutes"), 79);
    EXPECT_EQ(self_tests.at("capabilities").at("conveyance_minutes"), nullptr);
    const json& failed = self_tests.at("log").at(2);
    EXPECT_EQ(failed.at("type"), "long");
    EXPECT_EQ(failed.at("outcome"), "failed");
    EXPECT_EQ(failed.at("words"), "Completed: read failure");
    EXPECT_EQ(failed.at("failing_lba"), 104870168);
    EXPECT_EQ(failed.at("remaining_percent"), 90);
    EXPECT_EQ(failed.at("failed_segment"), nullptr);
    EXPECT_EQ(self_tests.at("status").at("running"), false);
    EXPECT_EQ(self_tests.at("status").at("type"), nullptr);
}

TEST(SelfTestWriters, HealthJsonIsNullWithoutSelfTestData) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto health = health_from_report(test::load_smart_fixture("samsung_970EVO-500GB_scrutiny.json"), std::nullopt);
    EXPECT_TRUE(health_to_json(health).at("self_tests").is_null());
    EXPECT_EQ(health_to_text(health).find("Self-tests:"), std::string::npos);
}

TEST(SelfTestWriters, TextTableAndSummary) {
    const auto tests = *test::selftest_fixture_report(test::kReadFailureCapture).self_tests;
    const std::string table = selftest::selftest_log_to_text(tests);
    EXPECT_NE(table.find("Power-on hours"), std::string::npos);
    EXPECT_NE(table.find("Failing LBA"), std::string::npos);
    EXPECT_NE(table.find("Extended (long)"), std::string::npos);
    EXPECT_NE(table.find("104870168  Completed: read failure"), std::string::npos) << table;
    EXPECT_EQ(std::count(table.begin(), table.end(), '\n'), 22); // header + 21 rows
    const std::string summary = selftest::selftest_summary_to_text(tests);
    EXPECT_EQ(summary, "Last: Short, Completed without error (at 42 power-on hours)\n"
                       "21 tests logged, 3 found defects\n");
    const std::string health_text = health_to_text(read_failure_health());
    EXPECT_NE(health_text.find("  Self-tests:\n    Last: Short"), std::string::npos) << health_text;
    EXPECT_NE(health_text.find("selftest-failed"), std::string::npos);

    const std::string both = selftest::selftests_to_text(tests, "  ");
    EXPECT_EQ(both.rfind("  Last: Short", 0), 0U) << both;
    EXPECT_NE(both.find("\n    #  Type"), std::string::npos) << both;
    EXPECT_EQ(selftest_findings(tests).size(), 1U);

    selftest::SelfTests unread;
    EXPECT_EQ(selftest::selftest_log_to_text(unread), "The self-test log was not read.\n");
    unread.log_read = true;
    EXPECT_EQ(selftest::selftest_log_to_text(unread), "No self-tests logged.\n");
}

} // namespace
} // namespace ssd
