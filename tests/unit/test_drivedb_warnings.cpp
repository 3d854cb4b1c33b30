// The drive database's firmware warning, which smartctl prints only as text
// ("==> WARNING: …" up to the next blank line): in a real `smartctl -x` text
// capture of a Crucial m4 on firmware 000F (tests/fixtures/smartctl-text,
// linuxhw), and inside smartctl.output of a `--json=o` capture.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/health/drive_facts.h"
#include "core/smart/drivedb_warning_text.h"
#include "core/smart/smartctl_parser.h"
#include "core/smart/smartctl_text_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd {
namespace {

constexpr const char* kM4Text = "smartctl-text/crucial_m4-CT128M4SSD2_fw000F_warning_linuxhw.txt";
constexpr const char* kM4Warning =
    "This drive may hang after 5184 hours of power-on time:\n"
    "http://www.tomshardware.com/news/Crucial-m4-Firmware-BSOD,14544.html\n"
    "See the following web pages for firmware updates:\n"
    "http://www.crucial.com/support/firmware.aspx\n"
    "http://www.micron.com/products/solid-state-storage/client-ssd#software";

std::string project_text(const std::string& relative) {
    auto text = read_text_file(test::project_fixture(relative));
    EXPECT_TRUE(text.has_value()) << relative;
    return text.value_or("");
}

const Finding* warning_finding(const DriveFacts& facts) {
    const auto found = std::find_if(facts.findings.begin(), facts.findings.end(), [](const Finding& f) {
        return f.id == "firmware-advisory" && f.evidence.contains("smartctl_message");
    });
    return found == facts.findings.end() ? nullptr : &*found;
}

TEST(DrivedbWarnings, TextCaptureOfAnOldM4FirmwareCarriesTheWarning) {
    const auto report = parse_smartctl_text(project_text(kM4Text));
    ASSERT_TRUE(report.has_value()) << report.error().message;
    EXPECT_EQ(report->firmware, "000F");
    ASSERT_EQ(report->drivedb_warnings.size(), 1u);
    EXPECT_EQ(report->drivedb_warnings.front(), kM4Warning);
    // Shown as a firmware-advisory finding, with no advisory file at all.
    const DriveFacts facts = analyze_drive(*report);
    const Finding* finding = warning_finding(facts);
    ASSERT_NE(finding, nullptr);
    EXPECT_EQ(finding->severity, Severity::Warning);
    EXPECT_EQ(finding->evidence["smartctl_message"], kM4Warning);
    EXPECT_EQ(finding->evidence["firmware"], "000F");
}

TEST(DrivedbWarnings, WarningRunsToTheNextBlankLineOnly) {
    const std::vector<std::string_view> lines{"Local Time is: x", "", "==> WARNING: first line", "second line\r", "",
                                              "SMART support is: Available"};
    EXPECT_EQ(drivedb_warnings_in(lines), std::vector<std::string>{"first line\nsecond line"});
    EXPECT_TRUE(drivedb_warnings_in({"WARNING: not the database's", "=> WARNING: nor this"}).empty());
}

TEST(DrivedbWarnings, JsonOCaptureKeepsTheTextOutputAndHasNoWarningHere) {
    // `smartctl --json=o -x /dev/vda` on the development VM (a virtio disk): real output lines, no warning.
    const std::string text = project_text("smartctl/host-virtio-vda-json-o.json");
    ASSERT_TRUE(nlohmann::json::parse(text)["smartctl"]["output"].is_array());
    const auto report = parse_smartctl_json(text);
    ASSERT_TRUE(report.has_value()) << report.error().message;
    EXPECT_TRUE(report->drivedb_warnings.empty());
}

TEST(DrivedbWarnings, JsonOCaptureWithTheWarningLinesShowsIt) {
    // Synthetic: the real --json=o capture with the m4 capture's real warning
    // lines put into smartctl.output, as smartctl prints them there (a blank
    // line before and after); no real --json=o capture of such a drive was found.
    auto doc = nlohmann::json::parse(project_text("smartctl/host-virtio-vda-json-o.json"));
    auto& output = doc["smartctl"]["output"];
    output.push_back("");
    std::string_view rest = kM4Warning;
    output.push_back("==> WARNING: " + std::string(rest.substr(0, rest.find('\n'))));
    rest.remove_prefix(rest.find('\n') + 1);
    while (!rest.empty()) {
        const auto end = rest.find('\n');
        output.push_back(std::string(rest.substr(0, end)));
        rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    }
    output.push_back("");
    const auto report = parse_smartctl_json(doc.dump());
    ASSERT_TRUE(report.has_value()) << report.error().message;
    ASSERT_EQ(report->drivedb_warnings.size(), 1u);
    EXPECT_EQ(report->drivedb_warnings.front(), kM4Warning);
}

} // namespace
} // namespace ssd
