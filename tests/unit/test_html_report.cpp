// The HTML report: one self-contained page with identity, verdict, findings by
// severity (evidence and fix), not-evaluated checks, the SMART table and the
// system, every text escaped. Health comes from real smartctl captures; the
// findings are made up for the layout (titles with characters HTML must escape).
#include <gtest/gtest.h>

#include "core/report/html_report.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "text_parts.h"

namespace ssd {
namespace {

HealthResult health_of(const std::string& fixture, const std::string& device) {
    auto text = read_text_file(test::smart_fixture(fixture));
    EXPECT_TRUE(text);
    auto report = parse_smartctl_json(text ? *text : "");
    EXPECT_TRUE(report);
    DriveInfo drive;
    drive.device = device;
    drive.kernel_name = device.substr(5);
    drive.protocol = report && report->is_nvme() ? Protocol::Nvme : Protocol::Ata;
    drive.transport = report && report->is_nvme() ? Transport::Nvme : Transport::Sata;
    return health_from_report(report ? *report : SmartReport{}, drive);
}

Finding report_finding(const std::string& id, Severity severity, const std::string& title) {
    Finding f;
    f.id = id;
    f.severity = severity;
    f.title = title;
    f.fix = "fix for " + id;
    return f;
}

CheckReport sample_report() {
    CheckReport report;
    DriveCheck sata;
    sata.health = health_of("samsung_860EVO-500GB_scrutiny.json", "/dev/sda");
    sata.drive = sata.health.drive;
    auto info = report_finding("swap-on-drive", Severity::Info, "Swap partition /dev/sda3 on this drive");
    info.evidence = {{"swap", "/dev/sda3"}, {"size_bytes", 8589934592ULL}};
    auto warning = report_finding("partition-misaligned", Severity::Warning, "Partition <sda1> & friends misaligned");
    warning.evidence = {{"partition", "/dev/sda1"}, {"start_bytes", 32256}, {"classic_63_sector_layout", true}};
    auto critical = report_finding("smart-failing", Severity::Critical, "The drive's own SMART assessment is FAILED");
    auto trim = report_finding("trim-disabled", Severity::Warning, "TRIM is supported but not used for /");
    trim.action = std::vector<std::string>{"ssdtool", "trim", "--enable-periodic"};
    sata.outcome.findings = {critical, warning, trim, info}; // as the service sorts them
    sata.outcome.skip("sata-link-below-max", "the port's maximum speed is unknown");
    report.drives.push_back(sata);

    DriveCheck nvme;
    nvme.health = health_of("samsung_970EVO-500GB_scrutiny.json", "/dev/nvme0n1");
    nvme.drive = nvme.health.drive;
    report.drives.push_back(nvme);

    SystemSetup system;
    FilesystemObservation root;
    root.mountpoint = "/";
    root.source = "/dev/sda2";
    root.fstype = "ext4";
    root.options = {"rw", "discard"};
    root.drives = {"sda"};
    root.space = FilesystemSpace{100000000000ULL, 40000000000ULL, 35000000000ULL};
    system.filesystems = std::vector<FilesystemObservation>{root};
    system.swaps = std::vector<SwapObservation>{};
    system.hibernation = HibernationObservation{};
    system.periodic_trim = Observed<PeriodicTrimObservation>::unknown("systemd is not running here");
    report.system.setup = system;
    report.system.outcome.skip("trim-disabled", "periodic TRIM: systemd is not running here");
    return report;
}

TEST(HtmlReport, SelfContainedWithIdentityVerdictAndSmartTables) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const std::string html = report_to_html(sample_report(), {"0.1.0", "2026-11-21 10:30 UTC", "pc-7"});
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0U);
    EXPECT_TRUE(test::contains_all(html, {"<style>"}));
    // Nothing loaded from elsewhere, nothing executed.
    EXPECT_TRUE(test::contains_none(html, {"<script", "http://", "https://", "src=", "<link"}));

    EXPECT_TRUE(test::contains_all(html, {"ssdtool 0.1.0 on pc-7, 2026-11-21 10:30 UTC", "Samsung SSD 860 EVO 500GB",
                                          "S3YZNB0KB00864E",      // the capture's serial
                                          "500.1 GB (465.8 GiB)", // capacity in GB and GiB
                                          "Verdict: <span class=\"badge good\">good</span>",
                                          // ATA attribute table and NVMe health log.
                                          "Reallocated_Sector_Ct", "Percentage used",
                                          // Each attribute the catalogue knows says what it means, in its own cell.
                                          "<th>Meaning</th>"}));
    const auto crc = html.find("<td>CRC_Error_Count</td>");
    ASSERT_NE(crc, std::string::npos);
    const auto crc_row_end = html.find("</tr>", crc);
    EXPECT_LT(html.find("a bad SATA cable or port", crc), crc_row_end);
}

TEST(HtmlReport, FindingsBySeverityWithEvidenceFixAndAction) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const std::string html = report_to_html(sample_report(), {"0.1.0", "", ""});
    const auto critical = html.find("SMART assessment is FAILED");
    const auto warning = html.find("misaligned</span>");
    const auto info = html.find("Swap partition /dev/sda3");
    ASSERT_NE(critical, std::string::npos);
    ASSERT_NE(warning, std::string::npos);
    ASSERT_NE(info, std::string::npos);
    EXPECT_LT(critical, warning);
    EXPECT_LT(warning, info);
    EXPECT_TRUE(test::contains_all(html, {"Partition &lt;sda1&gt; &amp; friends misaligned"}));
    EXPECT_TRUE(test::contains_none(html, {"<sda1>"}));
    EXPECT_TRUE(test::contains_all(
        html, {// Evidence in words, the raw key as the label's tooltip, the raw JSON behind "Details".
               "<th title=\"start_bytes\">Start</th><td>byte 32,256</td>",
               "<th title=\"size_bytes\">Size</th><td>8.6 GB (8.0 GiB)</td>",
               "<details class=\"raw\"><summary>Details</summary><pre>{\n  &quot;classic_63_sector_layout&quot;: true,",
               "fix for partition-misaligned", "<code>ssdtool trim --enable-periodic</code>",
               // Not evaluated, with the reason; the system block.
               "sata-link-below-max", "the port&#39;s maximum speed is unknown", "id=\"system\"",
               "40.0 GB (37.3 GiB) (40.00 %)", "unknown: systemd is not running here"}));
}

TEST(HtmlReport, EmptyReportAndEscaping) {
    const std::string html = report_to_html(CheckReport{}, {"0.1.0", "", "<host>"});
    EXPECT_TRUE(test::contains_all(html, {"No drives found.", "&lt;host&gt;"}));
    EXPECT_EQ(html_escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
}

} // namespace
} // namespace ssd
