// `ssdtool capture` end to end in-process (issue 35): a capture of two drives answered by real
// smartctl captures (../shared/fixtures/smart) and NVMe log pages (tests/fixtures/nvme-media-logs,
// synthetic pages with real printed values), read back by health, report and history import,
// which must give the facts the live drives gave.
#include <fstream>

#include <gtest/gtest.h>

#include "cli_run.h"
#include "core/process/replay_runner.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "listed_drive.h"
#include "listed_inventory.h"
#include "nvme_media_pages.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::test {
namespace {

constexpr const char* kP3700 = "intel_SSDPEDMD400G4-P3700_promexp.json";


struct CaptureCli : ::testing::Test {
    TempDir dir{"capture-cli"};
    std::string capture = dir.str("capture.json");
    ListedInventory inventory{{listed_drive("/dev/nvme0", "nvme0", Protocol::Nvme, Transport::Pcie),
                               listed_drive("/dev/sda", "sda", Protocol::Ata, Transport::Sata)}};
    ReplayRunner runner;
    cli::Services services{inventory, runner};

    CliResult run(std::vector<std::string> args) { return run_cli_captured(args, services); }

    void SetUp() override {
        if (!std::filesystem::is_directory(shared_fixtures_dir() / "smart")) GTEST_SKIP() << "no shared captures: did not run";
        ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "/dev/nvme0"}, smart_fixture(kP3700), 0));
        ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "/dev/sda"}, smart_fixture(kSandForceCapture), 0));
        // Synthetic refusals, as nvme-cli 2.3 words them; the Intel log is a page of real values.
        runner.record(nvme_get_log("/dev/nvme0", "9", true), nvme_invalid_log_page());
        runner.record(nvme_get_log("/dev/nvme0", "192"), nvme_invalid_log_page());
        runner.record(nvme_get_log("/dev/nvme0", "202"), nvme_page_output(nvme_media_page("intel-ca-dc-p3600-SSDPEDME016T4F.bin")));
    }

    nlohmann::json health(std::vector<std::string> args) {
        args.insert(args.begin(), "health");
        args.insert(args.end(), {"--json", "--local", "--keep-capture-names"});
        if (args[1] != "--smartctl-json") args.pop_back(); // --keep-capture-names is for files only
        const auto result = run(args);
        EXPECT_EQ(result.status, 0) << result.err;
        return result.status == 0 ? result.json() : nlohmann::json();
    }
};

// The facts a reader compares: the same on the machine and from its capture.
nlohmann::json facts(const nlohmann::json& health) {
    return {{"writes", health["writes"]}, {"health", health["health"]}, {"wear", health["wear"]},
            {"findings", health["findings"]}, {"model", health["model"]}, {"serial", health["serial"]}};
}

TEST_F(CaptureCli, ACaptureReadBackGivesTheLiveFacts) {
    const auto written = run({"capture", "--local", "-o", capture});
    ASSERT_EQ(written.status, 0) << written.err;
    EXPECT_NE(written.out.find("Written to " + capture), std::string::npos) << written.out;
    EXPECT_NE(written.out.find("NVMe media-write logs: 1 read, 2 not"), std::string::npos) << written.out;

    for (const std::string device : {"/dev/nvme0", "/dev/sda"}) {
        const auto live = health({device});
        const auto saved = health({"--smartctl-json", capture, device});
        EXPECT_EQ(facts(saved), facts(live)) << device;
    }
    EXPECT_EQ(health({"/dev/nvme0"})["writes"]["write_amplification"], 1.31); // from the Intel log

    // Several drives: health needs to be told which.
    const auto which = run({"health", "--smartctl-json", capture, "--json"});
    EXPECT_EQ(which.status, 1) << which.err; // usage
    EXPECT_NE(which.err.find("/dev/nvme0, /dev/sda"), std::string::npos) << which.err;

    const auto report = run({"report", "--capture", capture, "--json", "--local"});
    ASSERT_EQ(report.status, 0) << report.err;
    ASSERT_EQ(report.json()["drives"].size(), 2u);
    EXPECT_EQ(report.json()["drives"][0]["writes"]["write_amplification"], 1.31);

    const auto imported = run({"history", "import", capture, "--database", dir.str("history.sqlite"), "--json"});
    ASSERT_EQ(imported.status, 0) << imported.err;
    EXPECT_EQ(imported.json()["added"], 2);
    ASSERT_EQ(imported.json()["files"].size(), 2u);
    EXPECT_EQ(imported.json()["files"][0]["file"], capture + " /dev/nvme0");
}

TEST_F(CaptureCli, RedactedCaptureHoldsNoSerialOrWorldWideName) {
    const auto written = run({"capture", "--local", "--redact", "-o", capture});
    ASSERT_EQ(written.status, 0) << written.err;
    const auto text = read_text_file(capture);
    ASSERT_TRUE(text);
    EXPECT_EQ(text->find("50026B77560145CF"), std::string::npos); // the Kingston's serial
    EXPECT_EQ(text->find("31507695055"), std::string::npos);      // its world wide name's id
    EXPECT_NE(text->find("[serial 1]"), std::string::npos);
    const auto doc = nlohmann::json::parse(*text);
    EXPECT_EQ(doc["redacted"], true);
    EXPECT_TRUE(doc["host"].is_null() || doc["host"] == "[host]");
    // The facts survive; the drive has no serial to be known by.
    const auto saved = health({"--smartctl-json", capture, "/dev/sda"});
    EXPECT_EQ(saved["writes"]["write_amplification"], health({"/dev/sda"})["writes"]["write_amplification"]);
    EXPECT_TRUE(saved["serial"].is_null());
}

TEST_F(CaptureCli, AnExistingFileIsNeverOverwritten) {
    std::ofstream(capture) << "kept";
    const auto refused = run({"capture", "--local", "-o", capture});
    EXPECT_TRUE(refused_saying(refused, "nothing was overwritten"));
    EXPECT_EQ(read_text_file(capture).value_or(""), "kept");
}

TEST_F(CaptureCli, AFileOfAnotherFormatVersionOrWithBrokenPagesIsRefusedSayingWhy) {
    std::ofstream(dir.str("v9.json")) << R"({"ssd_toolbox_capture": 9, "drives": []})"; // synthetic
    const auto newer = run({"health", "--smartctl-json", dir.str("v9.json"), "--json"});
    EXPECT_NE(newer.status, 0);
    EXPECT_NE(newer.err.find("this build reads format 1"), std::string::npos) << newer.err;
    // Synthetic: a page whose bytes are not hexadecimal.
    std::ofstream(dir.str("bad.json"))
        << R"({"ssd_toolbox_capture": 1, "drives": [{"device": "/dev/nvme0", "smartctl": {}, "nvme_logs": {"pages": [{"log": "endurance-group", "hex": "zz"}]}}]})";
    const auto broken = run({"health", "--smartctl-json", dir.str("bad.json"), "--json"});
    EXPECT_EQ(broken.status, 2);
    EXPECT_NE(broken.err.find("\"hex\" must be the page's bytes"), std::string::npos) << broken.err;
}

} // namespace
} // namespace ssd::test
