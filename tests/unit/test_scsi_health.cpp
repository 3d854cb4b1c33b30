// SAS/SCSI health (issue 35): grown defects, uncorrected and non-medium errors, the endurance
// indicator, the trip temperature and the start-stop counters, with their findings. Real SAS
// captures published by other projects (tests/fixtures/smartctl-published/PROVENANCE.md: two
// SAS hard disks, none with the endurance indicator or smartctl's text lines) come first; the
// document after them is SYNTHETIC, for what none of them carries: a SAS SSD's endurance indicator
// and the "Non-medium error count:" line of --json=o (smartctl 7.3's scsiprint.cpp wording).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "core/diagnosis/drive_health.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd {
namespace {

constexpr const char* kSyntheticSasSsd = R"({
  "json_format_version": [1, 0],
  "smartctl": {"version": [7, 3], "exit_status": 0,
               "output": ["=== START OF READ SMART DATA SECTION ===", "Non-medium error count:       12", ""]},
  "device": {"name": "/dev/sdb", "info_name": "/dev/sdb", "type": "scsi", "protocol": "SCSI"},
  "scsi_vendor": "SYNTHET", "scsi_product": "SAS SSD", "scsi_model_name": "SYNTHET SAS SSD",
  "scsi_revision": "0001", "serial_number": "SYNTHETIC01", "rotation_rate": 0,
  "user_capacity": {"blocks": 1875385008, "bytes": 960197124096}, "logical_block_size": 512,
  "smart_support": {"available": true, "enabled": true}, "smart_status": {"passed": true},
  "scsi_percentage_used_endurance_indicator": 85,
  "temperature": {"current": 40, "drive_trip": 65},
  "power_on_time": {"hours": 26195, "minutes": 0},
  "scsi_start_stop_cycle_counter": {"specified_cycle_count_over_device_lifetime": 0,
                                    "accumulated_start_stop_cycles": 0,
                                    "specified_load_unload_count_over_device_lifetime": 0,
                                    "accumulated_load_unload_cycles": 0},
  "scsi_grown_defect_list": 3,
  "scsi_error_counter_log": {
    "read": {"errors_corrected_by_eccfast": 0, "errors_corrected_by_eccdelayed": 0,
             "errors_corrected_by_rereads_rewrites": 0, "total_errors_corrected": 0,
             "correction_algorithm_invocations": 0, "gigabytes_processed": "441453.524", "total_uncorrected_errors": 2},
    "write": {"errors_corrected_by_eccfast": 0, "errors_corrected_by_eccdelayed": 0,
              "errors_corrected_by_rereads_rewrites": 0, "total_errors_corrected": 0,
              "correction_algorithm_invocations": 0, "gigabytes_processed": "176503.219", "total_uncorrected_errors": 0}
  }
})";

const Finding* finding(const HealthResult& health, const std::string& id) {
    const auto& all = health.facts.findings;
    const auto found = std::find_if(all.begin(), all.end(), [&](const Finding& f) { return f.id == id; });
    return found == all.end() ? nullptr : &*found;
}

HealthResult health_of_published(const std::string& name) {
    const auto text = read_text_file(test::project_fixture("smartctl-published/" + name));
    EXPECT_TRUE(text) << name;
    auto report = parse_smartctl_json(text ? *text : "");
    EXPECT_TRUE(report) << name << ": " << (report ? "" : report.error().message);
    EXPECT_TRUE(report && report->protocol == Protocol::Scsi && report->scsi) << name;
    return health_from_report(report ? std::move(*report) : SmartReport{}, std::nullopt);
}

TEST(ScsiHealth, APublishedSasDiskThatLostDataSaysSo) {
    // smartctl_exporter's Seagate ST373453LC (15k rpm, 102,880 hours): 260 grown defects; total
    // uncorrected errors read 1 + write 535 = 536.
    const HealthResult health = health_of_published("smartctl_exporter-sas-SEAGATE_ST373453LC.json");
    const Finding* media = finding(health, "media-errors");
    ASSERT_NE(media, nullptr);
    EXPECT_EQ(media->title, "The drive has had data it could not read back");
    EXPECT_EQ(media->evidence["scsi_grown_defects"]["count"], 260);
    EXPECT_EQ(media->evidence["scsi_uncorrected"]["count"], 536);
    const auto doc = health_to_json(health);
    EXPECT_EQ(doc["scsi_health"]["read_errors"]["uncorrected"], 1);
    EXPECT_EQ(doc["scsi_health"]["write_errors"]["uncorrected"], 535);
    EXPECT_EQ(doc["power_on_hours"], 102880);
    EXPECT_EQ(health.smart->temperature_limit_c, 68); // the drive trip temperature
    EXPECT_EQ(health.facts.verdict.level, "warning");
    EXPECT_EQ(finding(health, "non-medium-errors"), nullptr) << "no text lines: the count is unknown, not zero";
    EXPECT_TRUE(doc["scsi_health"]["non_medium_errors"].is_null());
    EXPECT_NE(health_to_text(health).find("SCSI health: grown defects 260, non-medium errors -, uncorrected errors "
                                          "read/write/verify 1/535/-"),
              std::string::npos)
        << health_to_text(health);
}

TEST(ScsiHealth, AHealthyPublishedSasDiskShowsItsCountersWithoutFindings) {
    // telegraf's SAS (SPL-4) Seagate, smartctl 7.4: no defect, no uncorrected error; 220 start-stop
    // cycles of 50,000 specified, 1,606 load-unload cycles of 600,000, verify counters present.
    const HealthResult health = health_of_published("telegraf-sas-SEAGATE_ST0000000-extended.json");
    EXPECT_EQ(finding(health, "media-errors"), nullptr);
    EXPECT_EQ(health.facts.verdict.level, "good");
    const auto doc = health_to_json(health);
    EXPECT_EQ(doc["scsi_health"]["grown_defects"], 0);
    EXPECT_EQ(doc["scsi_health"]["start_stop_cycles"], 220);
    EXPECT_EQ(doc["scsi_health"]["load_unload_cycles"], 1606);
    EXPECT_EQ(doc["scsi_health"]["verify_errors"]["uncorrected"], 0);
    EXPECT_EQ(doc["smartctl"]["device_type_given"], "scsi"); // argv: --device scsi
}

TEST(ScsiHealth, ASasDriveGetsItsCountersAndFindings) {
    auto report = parse_smartctl_json(kSyntheticSasSsd);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_TRUE(report->scsi);
    EXPECT_EQ(report->scsi->grown_defects, 3u);
    EXPECT_EQ(report->scsi->non_medium_errors, 12u);
    EXPECT_EQ(report->scsi->read->uncorrected, 2u);
    EXPECT_FALSE(report->scsi->verify);
    const HealthResult health = health_from_report(std::move(*report), std::nullopt);

    const Finding* media = finding(health, "media-errors");
    ASSERT_NE(media, nullptr);
    EXPECT_EQ(media->evidence["scsi_grown_defects"]["count"], 3);
    EXPECT_EQ(media->evidence["scsi_uncorrected"]["count"], 2);
    EXPECT_EQ(media->evidence["scsi_uncorrected"]["source"], "SCSI error counter log, total uncorrected errors (read 2, write 0)");
    EXPECT_EQ(media->title, "The drive has had data it could not read back");
    const Finding* non_medium = finding(health, "non-medium-errors");
    ASSERT_NE(non_medium, nullptr);
    EXPECT_EQ(non_medium->severity, Severity::Warning); // 12 ≥ 10
    const Finding* wear = finding(health, "wear-high");
    ASSERT_NE(wear, nullptr);
    EXPECT_EQ(wear->evidence["percent_used"], 85);
    EXPECT_EQ(health.facts.verdict.level, "warning");
    EXPECT_EQ(health.smart->temperature_limit_c, 65); // the drive trip temperature

    const auto doc = health_to_json(health);
    EXPECT_EQ(doc["scsi_health"]["grown_defects"], 3);
    EXPECT_EQ(doc["scsi_health"]["non_medium_errors"], 12);
    EXPECT_EQ(doc["scsi_health"]["read_errors"]["uncorrected"], 2);
    EXPECT_TRUE(doc["scsi_health"]["verify_errors"].is_null());
    EXPECT_TRUE(doc["nvme_health_log"].is_null());
    EXPECT_NE(health_to_text(health).find("SCSI health: grown defects 3, non-medium errors 12, uncorrected errors "
                                          "read/write/verify 2/0/-, start-stop cycles 0"),
              std::string::npos)
        << health_to_text(health);
}

TEST(ScsiHealth, EveryRealSasCaptureAtHandReadsWithItsCounters) {
    SSD_REQUIRE_SHARED_FIXTURES();
    std::size_t read = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (entry.path().extension() != ".json") continue;
        const auto text = read_text_file(entry.path());
        auto report = text ? parse_smartctl_json(*text) : Result<SmartReport>(tl::unexpected(text.error()));
        if (!report || report->protocol != Protocol::Scsi) continue;
        ++read;
        EXPECT_TRUE(report->scsi) << entry.path() << ": a SAS/SCSI capture without its health pages";
        const auto doc = health_to_json(health_from_report(std::move(*report), std::nullopt));
        EXPECT_TRUE(doc["scsi_health"].is_object()) << entry.path();
    }
    if (read == 0) {
        GTEST_SKIP() << "no SAS/SCSI capture in " << test::shared_fixtures_dir() / "smart"
                     << ": this test did not run (the synthetic document above is the only SAS input)";
    }
}

} // namespace
} // namespace ssd
