// The readers of our own JSON documents (json_reader.h, helper_answers.h,
// progress_reader.h, action_answers.h, report_output.h), each on its writer's
// output: a document written from a real smartctl capture
// (../shared/fixtures/smart) is read back and every field compared with what
// was written. A key renamed in a writer and not in its reader fails here.
// The check document is read back in test_linux_setup_inspector_rig.cpp (the
// QEMU rig's capture), the bench documents in test_bench_session.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <tuple>

#include "core/actions/erase.h"
#include "core/actions/trim.h"
#include "core/diagnosis/drive_health.h"
#include "core/report/json_reader.h"
#include "core/util/json_util.h"
#include "core/report/json_writer.h"
#include "core/requests/action_answers.h"
#include "core/requests/helper_answers.h"
#include "core/requests/helper_protocol.h"
#include "core/requests/progress_reader.h"
#include "core/requests/report_output.h"
#include "fixture_paths.h"
#include "identity_expectations.h"
#include "json_members.h"

namespace ssd {
namespace {

using nlohmann::json;

HealthResult capture(const std::string& name) {
    auto health = health_from_smartctl_file(test::smart_fixture(name));
    EXPECT_TRUE(health) << name << ": " << (health ? "" : health.error().message);
    return health.value_or(HealthResult{});
}

// Every printed field, compared through the one writer; the action too.
void expect_same_finding(const Finding& read, const Finding& written) {
    EXPECT_EQ(finding_to_json(read), finding_to_json(written));
    EXPECT_EQ(read.action, written.action);
}

void expect_health_reads_back(const HealthResult& written) {
    const HealthDocument read = health_from_json(health_to_json(written));
    ASSERT_TRUE(written.smart);
    const SmartReport& smart = *written.smart;
    test::expect_same_identity(read.drive, written.drive, test::IdentityIn::Health);
    EXPECT_EQ(read.model_family, smart.model_family);
    EXPECT_EQ(read.smart_available, written.smart_available);
    EXPECT_EQ(read.smart_unavailable_reason, "");
    EXPECT_EQ(read.temperature_c, smart.temperature_c);
    EXPECT_EQ(read.power_on_hours, smart.power_on_hours);
    EXPECT_EQ(read.power_cycles, smart.power_cycles);
    EXPECT_EQ(read.verdict.level, written.facts.verdict.level);
    EXPECT_EQ(read.verdict.reasons, written.facts.verdict.reasons);
    const WriteFacts& writes = written.facts.writes;
    EXPECT_EQ(read.writes.host_bytes, writes.host_bytes);
    EXPECT_EQ(read.writes.nand_bytes, writes.nand_bytes);
    ASSERT_EQ(read.writes.write_amplification.has_value(), writes.write_amplification.has_value());
    if (writes.write_amplification) {
        EXPECT_DOUBLE_EQ(*read.writes.write_amplification, std::round(*writes.write_amplification * 100.0) / 100.0);
    }
    EXPECT_EQ(read.writes.method, writes.method);
    EXPECT_EQ(read.writes.unavailable_reason, writes.unavailable_reason);
    EXPECT_EQ(read.wear.percent_used, written.facts.wear.percent_used);
    EXPECT_EQ(read.wear.available_spare_percent, written.facts.wear.available_spare_percent);
    EXPECT_EQ(read.wear.source, written.facts.wear.source);
    // What the document prints of an attribute (not the flag word or updated_online).
    const auto printed = [](const AtaAttribute& a) {
        return std::tuple(a.id, a.name, a.value, a.worst, a.thresh, a.raw, a.raw_string, a.flags_string, a.prefailure,
                          a.when_failed, a.failing_now());
    };
    ASSERT_EQ(read.attributes.size(), smart.attributes.size());
    for (std::size_t i = 0; i < smart.attributes.size(); ++i) {
        EXPECT_EQ(printed(read.attributes[i]), printed(smart.attributes[i])) << smart.attributes[i].name;
    }
    EXPECT_EQ(read.nvme_health_log.is_null(), !smart.nvme.has_value());
    ASSERT_EQ(read.findings.size(), written.facts.findings.size());
    for (std::size_t i = 0; i < read.findings.size(); ++i) expect_same_finding(read.findings[i], written.facts.findings[i]);
}

TEST(JsonReaders, HealthOfAnAtaDriveReadsBack) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // A worn Kingston KC400: a media-errors warning, WA 2.14, 27 attributes.
    const HealthResult written = capture("kingston_SKC400S371T-KC400_promexp.json");
    ASSERT_FALSE(written.facts.findings.empty());
    ASSERT_TRUE(written.facts.writes.write_amplification);
    expect_health_reads_back(written);
    EXPECT_EQ(health_from_json(health_to_json(written)).verdict.level, "warning");
}

TEST(JsonReaders, HealthOfAnNvmeDriveReadsBack) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // A Samsung 970 EVO: no attributes, the NVMe health log instead, media errors.
    const HealthResult written = capture("samsung_970EVO-500GB_scrutiny.json");
    ASSERT_TRUE(written.smart && written.smart->nvme);
    expect_health_reads_back(written);
    const HealthDocument read = health_from_json(health_to_json(written));
    EXPECT_TRUE(read.attributes.empty());
    ASSERT_TRUE(read.nvme_health_log.is_object());
    EXPECT_EQ(read.nvme_health_log, health_to_json(written)["nvme_health_log"]);
}

TEST(JsonReaders, HealthWithoutSmartKeepsTheReason) {
    HealthResult written;
    written.drive.device = "/dev/vda";
    written.smart_unavailable_reason = "the drive does not support SMART (a virtio disk)";
    const HealthDocument read = health_from_json(health_to_json(written));
    EXPECT_FALSE(read.smart_available);
    EXPECT_EQ(read.smart_unavailable_reason, written.smart_unavailable_reason);
    EXPECT_FALSE(read.temperature_c);
    EXPECT_EQ(read.verdict.level, "unknown");
}

// Every member of a real drive's health document taken away in turn, or set to null (issue 40):
// the reader takes what is left without throwing, and what it read is the document's own
// (the verdict, unless that was the member taken). Under ASan with _GLIBCXX_ASSERTIONS an
// optional dereferenced without a check aborts here.
TEST(JsonReaders, EveryMemberOfAHealthDocumentMayBeAbsent) {
    SSD_REQUIRE_SHARED_FIXTURES();
    for (const char* name : {"kingston_SKC400S371T-KC400_promexp.json", "samsung_970EVO-500GB_scrutiny.json"}) {
        const json written = health_to_json(capture(name));
        const auto paths = test::member_paths(written);
        ASSERT_GT(paths.size(), 50U) << name;
        for (const auto& path : paths) {
            for (const auto absence : {test::Absence::Removed, test::Absence::Null}) {
                const json variant = test::without_member(written, path, absence);
                HealthDocument read;
                EXPECT_NO_THROW(read = health_from_json(variant)) << name << " " << path.to_string();
                if (!path.to_string().starts_with("/health")) {
                    EXPECT_EQ(read.verdict.level, written["health"]["verdict"]) << name << " " << path.to_string();
                }
            }
        }
    }
}

TEST(JsonReaders, ListReadsBackEveryField) {
    SSD_REQUIRE_SHARED_FIXTURES();
    std::vector<DriveInfo> written{capture("kingston_SKC400S371T-KC400_promexp.json").drive,
                                   capture("samsung_970EVO-500GB_scrutiny.json").drive};
    // The list's own fields, which no capture sets (synthetic values on real identities).
    written[0].kernel_name = "sda";
    written[0].removable = true;
    written[0].physical_sector_bytes = 4096;
    written[0].discard_supported = true;
    written[1].serial.reset(); // a drive without a serial: null, not ""
    const auto read = list_from_json(list_to_json(written));
    ASSERT_EQ(read.size(), written.size());
    for (std::size_t i = 0; i < read.size(); ++i) test::expect_same_identity(read[i], written[i], test::IdentityIn::List);
    EXPECT_EQ(read[0].protocol, Protocol::Ata);
    EXPECT_EQ(read[1].protocol, Protocol::Nvme);
    EXPECT_FALSE(read[1].serial);
    EXPECT_TRUE(list_from_json(json::object()).empty());
}

TEST(JsonReaders, AFindingsActionReadsBackAndABrokenOneIsNone) {
    Finding written{"trim-disabled", Severity::Warning, "TRIM is supported but not used for /",
                    json{{"filesystems", json::array({{{"mountpoint", "/"}}})}}, "Turn on periodic TRIM.",
                    std::vector<std::string>{"ssdtool", "trim", "--enable-periodic"}};
    expect_same_finding(finding_from_json(finding_to_json(written)), written);
    written.action.reset();
    expect_same_finding(finding_from_json(finding_to_json(written)), written);
    // An action whose argv is not all strings refuses the document, naming the key (issue 40):
    // no button is offered for it, and nothing else of a document that wrong is trusted.
    json broken = finding_to_json(written);
    broken["action"] = {{"command", {"ssdtool", 3}}};
    try {
        (void)finding_from_json(broken);
        ADD_FAILURE() << "a command with a number in it was read";
    } catch (const JsonFieldError& error) {
        EXPECT_EQ(error.key(), "command");
        EXPECT_STREQ(error.what(), "\"command\" must be a list in which each item is a string, not [\"ssdtool\",3]");
    }
}

TEST(JsonReaders, ErrorDocumentReadsBack) {
    const auto read = error_from_json(error_to_json(Error{ErrorCode::PermissionDenied, "needs root"}));
    ASSERT_TRUE(read);
    EXPECT_EQ(read->code, error_code_name(ErrorCode::PermissionDenied));
    EXPECT_EQ(read->message, "needs root");
    EXPECT_FALSE(error_from_json(json{{"results", json::array()}}));
}

TEST(HelperAnswers, HelloReadsBack) {
    const auto hello = requests::parse_hello_line(json(requests::hello_line(true, "1.2.3")));
    ASSERT_TRUE(hello);
    EXPECT_TRUE(hello->speaks_our_protocol());
    EXPECT_TRUE(hello->privileged);
    EXPECT_EQ(hello->tool_version, "1.2.3");
    EXPECT_EQ(hello->methods.back(), requests::kCancelMethod);
    auto other = json(requests::hello_line(false, "9"));
    other["version"] = requests::kHelperProtocolVersion + 1;
    ASSERT_TRUE(requests::parse_hello_line(other));
    EXPECT_FALSE(requests::parse_hello_line(other)->speaks_our_protocol());
    EXPECT_FALSE(requests::parse_hello_line(json(requests::result_line(1, json::object()))));
}

// A line as the client receives it: written, sent as text, parsed.
json on_the_wire(const nlohmann::ordered_json& line) { return json::parse(line.dump()); }

TEST(HelperAnswers, ResultErrorAndProgressReadBack) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const json health = health_to_json(capture("kingston_SKC400S371T-KC400_promexp.json"));
    auto answer = requests::parse_answer_line(on_the_wire(requests::result_line(7, health)));
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->id, 7U);
    EXPECT_EQ(answer->kind, requests::AnswerKind::Result);
    EXPECT_EQ(answer->result, health);

    const json refusal = {{"dry_run", true}};
    answer = requests::parse_answer_line(
        on_the_wire(requests::error_line(8, Error{ErrorCode::Refused, "the drive is in use"}, refusal)));
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->id, 8U);
    EXPECT_EQ(answer->kind, requests::AnswerKind::Error);
    EXPECT_EQ(answer->code, error_code_name(ErrorCode::Refused));
    EXPECT_EQ(answer->message, "the drive is in use");
    EXPECT_EQ(answer->exit_status, 3);
    EXPECT_EQ(answer->document, refusal);
    answer = requests::parse_answer_line(on_the_wire(requests::error_line(9, "unknown-method", "no such method", 1)));
    ASSERT_TRUE(answer);
    EXPECT_TRUE(answer->document.is_null());
    EXPECT_EQ(answer->exit_status, 1);

    actions::ProgressEvent event{"erase", "sanitize", 42.5, 12.0, 30.0, "sanitize 42 % done"};
    answer = requests::parse_answer_line(on_the_wire(requests::progress_line(10, requests::progress_to_json(event))));
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->kind, requests::AnswerKind::Event);
    const auto progress = requests::progress_from_json(answer->event);
    ASSERT_TRUE(progress);
    ASSERT_TRUE(std::holds_alternative<actions::ProgressEvent>(*progress));
    // Every field, compared through the one writer.
    EXPECT_EQ(requests::progress_to_json(*progress), requests::progress_to_json(event));

    EXPECT_FALSE(requests::parse_answer_line(json{{"request", 3}, {"state", "running"}}));
    EXPECT_FALSE(requests::parse_answer_line(json{{"id", -1}, {"result", json::object()}}));
    EXPECT_FALSE(requests::progress_from_json(health));
}

// The erase answer of a dry run, written by the real writer from a report
// assembled here (synthetic: an erase dry run needs the action platform) on
// the identity of a real capture.
TEST(ActionAnswers, EraseDryRunReadsBack) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const DriveInfo drive = capture("kingston_SKC400S371T-KC400_promexp.json").drive;
    actions::EraseReport report;
    report.identity.device = "/dev/sdc";
    report.identity.kernel_name = "sdc";
    report.identity.serial = drive.serial;
    report.identity.model = drive.model;
    report.identity.protocol = drive.protocol;
    report.identity.transport = drive.transport;
    report.identity.capacity_bytes = drive.capacity_bytes;
    report.method = actions::EraseMethod::AtaEnhanced;
    report.supported = {actions::EraseMethod::AtaEnhanced, actions::EraseMethod::AtaNormal};
    report.dry_run = true;
    report.plan.action = "erase";
    report.plan.target = "/dev/sdc";
    report.plan.method = "ata-enhanced";
    report.plan.steps = {safety::command_step({"hdparm", "--user-master", "u", "--security-set-pass", "p", "/dev/sdc"},
                                              "set a temporary password", std::chrono::seconds(30)),
                         safety::ioctl_step("re-read the identity")};
    report.plan.steps.back().only_on_failure = true;
    report.plan.notes = {"about 2 minutes"};
    const json written = actions::erase_report_to_json(report);

    const auto read = requests::erase_answer_from_json(written);
    EXPECT_EQ(read.method, report.method);
    EXPECT_EQ(read.supported, report.supported);
    // Every field of the identity, compared through its one writer.
    EXPECT_EQ(safety::identity_to_json(read.drive), written["drive"]);
    // The confirmation the GUI asks for is the token the core printed.
    EXPECT_EQ(safety::expected_token(read.drive), written["drive"]["confirm_token"].get<std::string>());

    const auto plan = requests::action_plan_from_json(written);
    ASSERT_TRUE(plan);
    EXPECT_EQ(safety::plan_to_json(*plan), written["plan"]);
    EXPECT_EQ(safety::plan_to_text(*plan), safety::plan_to_text(report.plan));
    EXPECT_FALSE(requests::action_plan_from_json(json{{"filesystems", json::array()}}));
    EXPECT_FALSE(requests::action_drive_from_json(json{{"dry_run", true}}));
}

TEST(ActionAnswers, TrimmedFilesystemsReadBack) {
    actions::TrimReport report; // synthetic: a trim needs the action platform
    report.filesystems = {{"/", "/dev/sda2", "ext4", 123456789ULL, std::nullopt},
                          {"/boot/efi", "/dev/sda1", "vfat", std::nullopt, "vfat on this kernel does not support FITRIM"}};
    const auto read = requests::trimmed_filesystems_from_json(actions::trim_report_to_json(report));
    ASSERT_EQ(read.size(), 2U);
    for (std::size_t i = 0; i < read.size(); ++i) {
        EXPECT_EQ(read[i].mountpoint, report.filesystems[i].mountpoint);
        EXPECT_EQ(read[i].device, report.filesystems[i].device);
        EXPECT_EQ(read[i].fstype, report.filesystems[i].fstype);
        EXPECT_EQ(read[i].bytes_trimmed, report.filesystems[i].bytes_trimmed);
        EXPECT_EQ(read[i].reason, report.filesystems[i].reason);
    }
}

TEST(ReportOutput, HtmlTravelsBesideTheDocument) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const json health = health_to_json(capture("kingston_SKC400S371T-KC400_promexp.json"));
    json answer = {{"drives", json::array({health})}, {"system", json::object()}};
    const json without_html = answer;
    answer["html"] = "<!doctype html><p>report</p>";
    auto read = requests::report_output_from_json(answer);
    EXPECT_EQ(read.html, "<!doctype html><p>report</p>");
    EXPECT_EQ(read.document, without_html);
    read = requests::report_output_from_json(without_html);
    EXPECT_FALSE(read.html);
    EXPECT_EQ(read.document, without_html);
}

} // namespace
} // namespace ssd
