// ssdtool metrics (and sample --metrics-textfile) in-process on a real SQLite
// database in a temporary folder, filled by importing real captures. The fleet
// tests (tests/integration/) feed the same output to promtool and to a real
// node_exporter and Prometheus; these pin the numbers and the file handling.
#include <fstream>
#include <regex>

#include <gtest/gtest.h>

#include "cli_run.h"
#include "core/process/replay_runner.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "listed_drive.h"
#include "listed_inventory.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::test {
namespace {

// Attribute 233 (NAND writes) raw 51384 GiB, 241 (host writes) raw 20878 GiB:
// host 20878 × 2^30 = 22 417 581 801 472 bytes, NAND 51384 × 2^30 = 55 173 149 884 416 bytes,
// WA 51384 / 20878 = 2.4611552830…; local_time 1762080587 (2025-11-02).
using test::kSandForceCapture;
// NVMe media_errors 7, percentage_used 3, available_spare 99; local_time 1652220188.
constexpr const char* kSamsung970 = "samsung_970EVO-500GB_scrutiny.json";
constexpr const char* kSandForceLabels = R"(model="KINGSTON SV300S37A240G",serial="50026B77560145CF",device="sda")";

struct MetricsCli : ::testing::Test {
    TempDir dir{"metrics-cli"};
    std::string database = (dir.path() / "history.sqlite").string();
    ListedInventory inventory{{listed_drive("/dev/sda", "sda", Protocol::Ata, Transport::Sata)}};
    ReplayRunner runner;
    cli::Services services{inventory, runner};

    CliResult run(std::vector<std::string> args) { return run_cli_captured(args, services); }

    void import(const char* capture) {
        const auto imported = run({"history", "import", smart_fixture(capture).string(), "--database", database});
        ASSERT_EQ(imported.status, 0) << imported.err;
    }

    // The value of the one series `name{labels}` in an exposition; NaN when it is absent.
    static double value_of(const std::string& text, const std::string& series) {
        const auto at = text.find("\n" + series + " ");
        if (at == std::string::npos) return std::nan("");
        return std::stod(text.substr(at + series.size() + 2));
    }
};

TEST_F(MetricsCli, TheSandForceCapturesCountersAndWriteAmplificationAreExportedInBaseUnits) {
    SSD_REQUIRE_SHARED_FIXTURES();
    import(kSandForceCapture);
    const auto exported = run({"metrics", "--database", database, "--max-age", "0"});
    ASSERT_EQ(exported.status, 0) << exported.err;
    const std::string& text = exported.out;
    const std::string labels = std::string("{") + kSandForceLabels + "}";
    EXPECT_NE(text.find("\nssdtool_host_written_bytes_total" + labels + " 22417581801472\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nssdtool_nand_written_bytes_total" + labels + " 55173149884416\n"), std::string::npos) << text;
    EXPECT_NEAR(value_of(text, "ssdtool_write_amplification_ratio" + labels), 51384.0 / 20878.0, 1e-12);
    EXPECT_EQ(value_of(text, "ssdtool_sample_timestamp_seconds" + labels), 1762080587);
    EXPECT_EQ(value_of(text, "ssdtool_verdict_level" + labels), 1) << "good";
    EXPECT_EQ(value_of(text, "ssdtool_temperature_celsius" + labels), 29);
    // Power_On_Hours_and_Msec: 35825 h → 128 970 000 s.
    EXPECT_EQ(value_of(text, "ssdtool_power_on_seconds_total" + labels), 35825.0 * 3600);
    EXPECT_NE(text.find("# TYPE ssdtool_host_written_bytes_total counter\n"), std::string::npos);
    EXPECT_NE(text.find("ssdtool_build_info{version=\""), std::string::npos);
    EXPECT_TRUE(exported.err.empty()) << exported.err;
}

TEST_F(MetricsCli, MediaErrorsShowAsAFindingAndAnAlertWhoseStateFollowsTheAcknowledgement) {
    SSD_REQUIRE_SHARED_FIXTURES();
    import(kSamsung970);
    const std::string drive = R"(model="Samsung SSD 970 EVO 500GB",serial="S466NX0M776250H",device="nvme0")";
    auto text = run({"metrics", "--database", database, "--max-age", "0"}).out;
    EXPECT_EQ(value_of(text, "ssdtool_finding{" + drive + ",id=\"media-errors\",severity=\"warning\"}"), 1) << text;
    EXPECT_EQ(value_of(text, "ssdtool_alert{" + drive + ",rule=\"media-errors\",severity=\"critical\",state=\"active\"}"), 1)
        << text;
    EXPECT_EQ(value_of(text, "ssdtool_wear_used_ratio{" + drive + "}"), 0.03);
    EXPECT_EQ(value_of(text, "ssdtool_available_spare_ratio{" + drive + "}"), 0.99);
    EXPECT_TRUE(std::isnan(value_of(text, "ssdtool_write_amplification_ratio{" + drive + "}"))) << "no NAND counter";

    const auto listed = run({"alerts", "--database", database, "--json"}).json()["alerts"];
    std::string id;
    for (const auto& alert : listed) {
        if (alert["rule"] == "media-errors") id = alert["id"].dump();
    }
    ASSERT_FALSE(id.empty()) << listed.dump();
    ASSERT_EQ(run({"alerts", "ack", id, "--database", database}).status, 0);
    text = run({"metrics", "--database", database, "--max-age", "0"}).out;
    EXPECT_EQ(value_of(text, "ssdtool_alert{" + drive + ",rule=\"media-errors\",severity=\"critical\",state=\"acknowledged\"}"), 1)
        << text;
    EXPECT_EQ(text.find("rule=\"media-errors\",severity=\"critical\",state=\"active\""), std::string::npos);
}

TEST_F(MetricsCli, DrivesNotSampledWithinMaxAgeAreLeftOutAndSaidSoOnStderr) {
    SSD_REQUIRE_SHARED_FIXTURES();
    import(kSandForceCapture);  // sampled in 2025: far more than 30 days ago
    const auto exported = run({"metrics", "--database", database});
    ASSERT_EQ(exported.status, 0) << exported.err;
    EXPECT_EQ(exported.out.find("ssdtool_drive_info"), std::string::npos) << exported.out;
    EXPECT_NE(exported.out.find("ssdtool_build_info"), std::string::npos);
    EXPECT_NE(exported.err.find("1 drive(s) not sampled recently left out"), std::string::npos) << exported.err;
}

TEST_F(MetricsCli, TheTextfileIsReplacedWholeAndNoTemporaryFileIsLeft) {
    SSD_REQUIRE_SHARED_FIXTURES();
    import(kSandForceCapture);
    const auto textfiles = dir.path() / "textfile";
    std::filesystem::create_directory(textfiles);
    std::ofstream(textfiles / "ssdtool.prom") << "an older file\n";
    const auto written = run({"metrics", "--database", database, "--max-age", "0", "--textfile", textfiles.string(), "--json"});
    ASSERT_EQ(written.status, 0) << written.err;
    const auto doc = written.json();
    EXPECT_EQ(doc["file"], (textfiles / "ssdtool.prom").string());
    EXPECT_EQ(doc["drives"], 1);
    const auto text = read_text_file(textfiles / "ssdtool.prom").value();
    EXPECT_EQ(text, run({"metrics", "--database", database, "--max-age", "0"}).out);
    // Exactly the series the summary counts: one line each, besides HELP and TYPE.
    std::size_t series = 0;
    for (std::size_t at = 0; (at = text.find('\n', at)) != std::string::npos; ++at) {
        if (at + 1 < text.size() && text[at + 1] != '#') ++series;
    }
    EXPECT_EQ(doc["series"], series + (text.front() == '#' ? 0 : 1));
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(textfiles)) names.push_back(entry.path().filename().string());
    EXPECT_EQ(names, std::vector<std::string>{"ssdtool.prom"});
}

TEST_F(MetricsCli, BadTargetsAreRefusedClearly) {
    SSD_REQUIRE_SHARED_FIXTURES();
    import(kSandForceCapture);
    const auto not_a_directory = run({"metrics", "--database", database, "--textfile", database});
    EXPECT_EQ(not_a_directory.status, 2) << not_a_directory.err;
    EXPECT_NE(not_a_directory.err.find("is not a directory"), std::string::npos) << not_a_directory.err;
    const auto no_database = run({"metrics", "--database", (dir.path() / "missing.sqlite").string()});
    EXPECT_NE(no_database.status, 0);
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "missing.sqlite")) << "a reader creates nothing";
    const auto negative = run({"metrics", "--database", database, "--max-age", "-1"});
    EXPECT_NE(negative.status, 0);
}

// The sampling timer's way: `sample --metrics-textfile DIR` writes the file after
// storing the run's samples, so it shows what this run read.
TEST_F(MetricsCli, SampleWritesTheTextfileAfterStoringItsSamples) {
    SSD_REQUIRE_SHARED_FIXTURES();
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "-n", "standby", "/dev/sda"},
                                          smart_fixture(kSandForceCapture), 0));
    const auto textfiles = dir.path() / "textfile";
    std::filesystem::create_directory(textfiles);
    const auto sampled = run({"sample", "--database", database, "--metrics-textfile", textfiles.string(), "--json"});
    ASSERT_EQ(sampled.status, 0) << sampled.err << sampled.out;
    EXPECT_EQ(sampled.json()["metrics"]["drives"], 1) << sampled.out;
    const auto text = read_text_file(textfiles / "ssdtool.prom").value();
    EXPECT_NE(text.find("ssdtool_host_written_bytes_total{" + std::string(kSandForceLabels) + "} 22417581801472\n"),
              std::string::npos)
        << text;

    const auto unwritable = run({"sample", "--database", database, "--metrics-textfile", database, "--json"});
    EXPECT_EQ(unwritable.status, 0) << "the samples are stored whatever becomes of the file";
    EXPECT_NE(unwritable.json()["metrics"]["error"].get<std::string>().find("is not a directory"), std::string::npos);
}

} // namespace
} // namespace ssd::test
