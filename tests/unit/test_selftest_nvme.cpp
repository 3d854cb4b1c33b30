// NVMe Device Self-test: smartctl's nvme_self_test_log (shared captures and a
// synthetic transcription of a real text log), nvme-cli's `self-test-log -o
// json` (a real published entry and a synthetic transcription of a real
// failing entry), and the capabilities from Identify Controller.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/actions/nvme_admin.h"
#include "core/selftest/nvme_selftest_parser.h"
#include "result_assertions.h"
#include "selftest_fixtures.h"
#include "smart_fixture_loading.h"

namespace ssd::selftest {
namespace {

TEST(SelfTestNvmeSmartctl, SabrentCaptureHasNoTestRunningAndAnEmptyLog) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const SmartReport report = test::load_smart_fixture("sabrent_Rocket4-1TB_telegraf.json");
    ASSERT_TRUE(report.self_tests);
    const auto& tests = *report.self_tests;
    // smartctl 7.4 reads the log only from a controller that supports self-tests.
    EXPECT_TRUE(tests.capabilities.supported);
    EXPECT_EQ(tests.capabilities.types, (std::vector<TestType>{TestType::Short, TestType::Long}));
    EXPECT_EQ(tests.capabilities.short_minutes, 2);
    EXPECT_FALSE(tests.capabilities.long_minutes); // smartctl does not print EDSTT
    EXPECT_FALSE(tests.status.running);
    EXPECT_EQ(tests.status.words, "No self-test in progress");
    EXPECT_TRUE(tests.log_read);
    EXPECT_TRUE(tests.log.empty());
}

TEST(SelfTestNvmeSmartctl, PeladnCaptureReadsOacs) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const SmartReport report = test::load_smart_fixture("peladn_512GB-NVMe_beszel.json");
    ASSERT_TRUE(report.self_tests);
    EXPECT_TRUE(report.self_tests->capabilities.supported); // OACS 23: bit 4 set
    EXPECT_TRUE(report.self_tests->log.empty());
}

TEST(SelfTestNvmeSmartctl, OlderSmartctlGivesNoSelfTests) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // smartctl 7.0 printed no NVMe self-test log in JSON.
    EXPECT_FALSE(test::load_smart_fixture("samsung_970EVO-500GB_scrutiny.json").self_tests);
}

TEST(SelfTestNvmeSmartctl, FireCudaLogFromIssue614) {
    const SmartReport report = test::selftest_fixture_report("synthetic-smartctl-nvme-issue614-selftest-log.json");
    ASSERT_TRUE(report.self_tests);
    const auto& tests = *report.self_tests;
    EXPECT_TRUE(tests.status.running);
    EXPECT_EQ(tests.status.type, TestType::Short);
    EXPECT_EQ(tests.status.remaining_percent, 27);
    EXPECT_EQ(tests.status.words, "Short self-test in progress, 73 % complete");
    ASSERT_EQ(tests.log.size(), 7U);
    EXPECT_EQ(tests.log[1].type, TestType::Long);
    EXPECT_EQ(tests.log[1].outcome, Outcome::Passed);
    EXPECT_EQ(tests.log[2].outcome, Outcome::Interrupted);
    EXPECT_EQ(tests.log[2].words, "Aborted by a controller reset");
    EXPECT_EQ(tests.log[2].status_code, 0x12);
    EXPECT_EQ(tests.log[6].power_on_hours, 37866U);
}

TEST(SelfTestNvmeSmartctl, NullSlotsAndBroadcastNsidAreSkipped) {
    // smartctl indexes its table by the log slot: a skipped slot is null.
    const auto doc = nlohmann::json::parse(R"({"nvme_self_test_log": {"nsid": -1,
        "current_self_test_operation": {"value": 0},
        "table": [null, {"self_test_code": {"value": 2}, "self_test_result": {"value": 7},
                         "power_on_hours": 10, "segment": 3, "nsid": -1, "lba": 77,
                         "status_code_type": 2, "status_code": 129}]}})");
    const auto tests = nvme_selftests_from_smartctl(doc);
    ASSERT_EQ(tests.log.size(), 1U);
    EXPECT_EQ(tests.log[0].words, "Completed: failed segment 3");
    EXPECT_EQ(tests.log[0].failed_segment, 3);
    EXPECT_FALSE(tests.log[0].nsid);
    EXPECT_EQ(tests.log[0].failing_lba, 77U);
    EXPECT_EQ(tests.log[0].nvme_status_code_type, 2);
    EXPECT_EQ(tests.log[0].nvme_status_code, 129);
}

TEST(SelfTestNvmeCli, PublishedExtendedPassFromIssue1758) {
    // The issue shows one entry of the list; it is put into the document
    // around it here (the two header keys as nvme-cli prints them).
    const auto entry = nlohmann::json::parse(test::selftest_fixture_text("nvme-cli-issue1758-entry.json"));
    const nlohmann::json doc{{"Current Device Self-Test Operation", 0},
                             {"Current Device Self-Test Completion", 0},
                             {"List of Valid Reports", nlohmann::json::array({entry})}};
    const auto tests = parse_nvme_cli_selftest_log(doc.dump());
    ASSERT_TRUE(tests) << tests.error().message;
    EXPECT_FALSE(tests->status.running);
    ASSERT_EQ(tests->log.size(), 1U);
    const auto& e = tests->log[0];
    EXPECT_EQ(e.type, TestType::Long);
    EXPECT_EQ(e.outcome, Outcome::Passed);
    EXPECT_EQ(e.words, "Completed without error");
    EXPECT_EQ(e.power_on_hours, 285U);
    EXPECT_EQ(e.status_code, 0x20);
    EXPECT_FALSE(e.failing_lba);
    EXPECT_FALSE(e.nsid);
    EXPECT_FALSE(e.failed_segment);
}

TEST(SelfTestNvmeCli, FailedSegmentFromIssue1640) {
    const auto tests =
        parse_nvme_cli_selftest_log(test::selftest_fixture_text("synthetic-nvme-cli-issue1640-failed-segment.json"));
    ASSERT_TRUE(tests) << tests.error().message;
    ASSERT_EQ(tests->log.size(), 1U); // the unused entry (result 15) is skipped
    const auto& e = tests->log[0];
    EXPECT_EQ(e.type, TestType::Long);
    EXPECT_EQ(e.outcome, Outcome::Failed);
    EXPECT_EQ(e.words, "Completed: failed segment 7");
    EXPECT_EQ(e.failed_segment, 7);
    EXPECT_EQ(e.power_on_hours, 1772U);
    EXPECT_EQ(e.nsid, 1U);          // Valid Diagnostic Information 0x3: NSID and FLBA valid
    EXPECT_EQ(e.failing_lba, 0U);
    EXPECT_FALSE(e.nvme_status_code_type); // SCT/SC not valid
    EXPECT_FALSE(e.nvme_status_code);
    EXPECT_EQ(e.status_code, 0x27);
}

TEST(SelfTestNvmeCli, RunningTestAndErrors) {
    const auto running = parse_nvme_cli_selftest_log(
        R"({"Current Device Self-Test Operation":2,"Current Device Self-Test Completion":37,"List of Valid Reports":[]})");
    ASSERT_TRUE(running);
    EXPECT_TRUE(running->status.running);
    EXPECT_EQ(running->status.type, TestType::Long);
    EXPECT_EQ(running->status.remaining_percent, 63);
    EXPECT_TRUE(test::fails_with(parse_nvme_cli_selftest_log("  \n"), ErrorCode::InputEmpty, "no output"));
    EXPECT_TRUE(test::fails_with(parse_nvme_cli_selftest_log("NVMe status: INVALID_OPCODE"), ErrorCode::InputMalformed,
                               "not a JSON object"));
    EXPECT_TRUE(test::fails_with(parse_nvme_cli_selftest_log(R"({"sprog":0})"), ErrorCode::InputMalformed,
                               "not a Device Self-test log"));
}

TEST(SelfTestNvme, EveryResultCode) {
    const std::pair<int, Outcome> outcomes[] = {
        {0, Outcome::Passed},  {1, Outcome::Aborted},     {2, Outcome::Interrupted}, {3, Outcome::Aborted},
        {4, Outcome::Aborted}, {5, Outcome::FatalError},  {6, Outcome::Failed},      {7, Outcome::Failed},
        {8, Outcome::Aborted}, {9, Outcome::Aborted},     {0xA, Outcome::Unknown},
    };
    for (const auto& [code, outcome] : outcomes) EXPECT_EQ(decode_nvme_result(code, 4).outcome, outcome) << code;
    EXPECT_EQ(decode_nvme_result(9, std::nullopt).words, "Aborted by a sanitize operation");
    EXPECT_EQ(decode_nvme_result(0xA, std::nullopt).words, "Unknown result 0xa");
    EXPECT_EQ(nvme_test_type(0xE), TestType::Vendor);
    EXPECT_EQ(nvme_test_type(3), TestType::Unknown);
}

TEST(SelfTestNvme, CapabilitiesFromIdentifyController) {
    // The rig's QEMU controller: OACS 0x10a has no Device Self-test bit.
    const auto text = read_text_file(test::project_fixture("nvme/rig-id-ctrl.json"));
    ASSERT_TRUE(text);
    const auto controller = actions::parse_nvme_id_ctrl(*text);
    ASSERT_TRUE(controller) << controller.error().message;
    EXPECT_FALSE(controller->self_test_supported());
    EXPECT_EQ(controller->edstt, 0U);
    const auto caps = nvme_selftest_capabilities(controller->oacs, static_cast<int>(controller->edstt));
    EXPECT_FALSE(caps.supported);
    EXPECT_NE(caps.unsupported_reason.find("OACS bit 4"), std::string::npos);
    EXPECT_TRUE(caps.types.empty());

    const auto offered = nvme_selftest_capabilities(0x17, 30);
    EXPECT_TRUE(offered.supported);
    EXPECT_EQ(offered.minutes_for(TestType::Long), 30);
    EXPECT_EQ(offered.minutes_for(TestType::Short), 2);
    EXPECT_FALSE(offered.offers(TestType::Conveyance));
    EXPECT_FALSE(nvme_selftest_capabilities(0x17, 0).long_minutes); // EDSTT 0: not reported
}

} // namespace
} // namespace ssd::selftest
