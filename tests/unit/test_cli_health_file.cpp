// ssdtool's command line end to end in-process (real CLI11 parsing, real
// writers): exit statuses and JSON documents of docs/CONTRACT.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/cli/cli_app.h"
#include "cli_run.h"
#include "core/process/replay_runner.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "platform/linux/sysfs_drive_inventory.h"

namespace ssd {
namespace {

using test::CliResult;

CliResult run(const std::vector<std::string>& args) {
    // No device is touched in these tests: an empty sysfs root and a replay
    // runner with no recordings make any accidental device access fail loudly.
    linux_platform::SysfsDriveInventory inventory("/nonexistent-sysfs", "/nonexistent-dev");
    ReplayRunner runner;
    cli::Services services{inventory, runner};
    auto result = test::run_cli_captured(args, services);
    // The one command a saved capture may start: smartctl's drive-database
    // lookup (-P showall), answered here with "no recording" (re-resolving fails, said in the document).
    for (const auto& call : runner.calls()) {
        EXPECT_TRUE(call.size() > 2 && call[0] == "smartctl" && std::find(call.begin(), call.end(), "showall") != call.end())
            << "unexpected command " << call[0] << " " << (call.size() > 1 ? call[1] : "");
    }
    return result;
}

class TempFile {
public:
    explicit TempFile(const std::string& contents) {
        path_ = std::filesystem::temp_directory_path() /
                ("ssdtool-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::ofstream(path_, std::ios::binary) << contents;
    }
    ~TempFile() { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

private:
    std::filesystem::path path_;
};

TEST(CliHealthFile, AnalysesASavedCaptureAsJson) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto file = test::smart_fixture("samsung_970EVO-500GB_scrutiny.json").string();
    const auto result = run({"health", "--smartctl-json", file, "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["model"], "Samsung SSD 970 EVO 500GB");
    EXPECT_EQ(doc["serial"], "S466NX0M776250H");
    EXPECT_EQ(doc["protocol"], "nvme");
    EXPECT_EQ(doc["capacity_bytes"], 500107862016ULL);
    EXPECT_EQ(doc["smart_available"], true);
    EXPECT_TRUE(doc["smart_unavailable_reason"].is_null());
    EXPECT_EQ(doc["temperature_c"], 35);
    EXPECT_EQ(doc["power_on_hours"], 12798);
    EXPECT_EQ(doc["power_cycles"], 25);
    for (const char* key : {"health", "writes", "wear", "attributes", "findings"}) {
        EXPECT_TRUE(doc.contains(key)) << key;
    }
    EXPECT_TRUE(doc["health"].contains("verdict"));
    EXPECT_TRUE(doc["writes"].contains("write_amplification"));
}

// Issue 39: the text people paste (`smartctl -a`, here the Intel S4510 of py-SMART's data set,
// tests/fixtures/smartctl-text/PROVENANCE.md) is analysed like a JSON capture; the host and
// NAND bytes and the WA are the hand-worked figures of PROVENANCE.md.
TEST(CliHealthFile, AnalysesAPastedTextReport) {
    const auto file = test::project_fixture("smartctl-text/intel_SSDSC2KB480G8-S4510_pysmart_2022-12-19.txt").string();
    const auto result = run({"health", "--smartctl-json", file, "--keep-capture-names", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["model"], "INTEL SSDSC2KB480G8");
    EXPECT_EQ(doc["serial"], "PHYF110005YA480BGN");
    EXPECT_EQ(doc["capacity_bytes"], 480103981056ULL);
    EXPECT_EQ(doc["power_on_hours"], 4742);
    EXPECT_EQ(doc["writes"]["host_bytes"], 240048406528ULL);
    EXPECT_EQ(doc["writes"]["nand_bytes"], 1945787957248ULL);
    EXPECT_EQ(doc["writes"]["write_amplification"], 8.11);
    EXPECT_TRUE(doc["writes"]["rejected"].empty());
}

// `check` and `report` of saved reports (a JSON capture and pasted text): each drive's health
// in full, every setup check not evaluated with the reason (the machine is elsewhere).
TEST(CliCaptures, CheckAndReportReadSavedReportsOfBothKinds) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto text = test::project_fixture("smartctl-text/intel_SSDSC2KB480G8-S4510_pysmart_2022-12-19.txt").string();
    const auto json = test::smart_fixture("samsung_860EVO-500GB_scrutiny.json").string();
    const auto check = run({"check", "--capture", text, json, "--json"});
    ASSERT_EQ(check.status, 0) << check.err;
    const auto drives = check.json()["drives"];
    ASSERT_EQ(drives.size(), 2u);
    EXPECT_EQ(drives[0]["model"], "INTEL SSDSC2KB480G8");
    EXPECT_EQ(drives[1]["serial"], "S3YZNB0KB00864E");
    bool setup_skipped = false;
    for (const auto& entry : drives[0]["not_evaluated"]) {
        if (entry["check"] == "partition-misaligned") {
            setup_skipped = entry["reason"].get<std::string>().find("saved report") != std::string::npos;
        }
    }
    EXPECT_TRUE(setup_skipped) << drives[0]["not_evaluated"].dump();

    const auto report = run({"report", "--capture", text, "--json"});
    ASSERT_EQ(report.status, 0) << report.err;
    EXPECT_EQ(report.json()["drives"][0]["writes"]["write_amplification"], 8.11);

    const auto both = run({"check", "/dev/sda", "--capture", text});
    EXPECT_EQ(both.status, 1) << "a device and --capture together are a usage error";
}

TEST(CliHealthFile, AtaAttributesCarryRawAndRawString) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto file = test::smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json").string();
    const auto result = run({"health", "--json", "--smartctl-json", file});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    ASSERT_EQ(doc["attributes"].size(), 24U);
    bool seen_194 = false;
    for (const auto& attribute : doc["attributes"]) {
        if (attribute["id"] == 194) {
            seen_194 = true;
            EXPECT_EQ(attribute["name"], "Temperature_Celsius");
            EXPECT_EQ(attribute["raw"], 77313081373ULL);
            EXPECT_EQ(attribute["raw_string"], "29 (Min/Max 18/56)");
            EXPECT_EQ(attribute["failing_now"], false);
        }
    }
    EXPECT_TRUE(seen_194);
}

TEST(CliHealthFile, HumanTextShowsGbAndGib) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto file = test::smart_fixture("samsung_970EVO-500GB_scrutiny.json").string();
    const auto result = run({"health", "--smartctl-json", file});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("500.1 GB (465.8 GiB)"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("12798 hours"), std::string::npos) << result.out;
}

TEST(CliHealthFile, HumanTextDescribesAttributes) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto file = test::smart_fixture("intel_SSDSC2BB240G4-S3500_promexp.json").string();
    const auto result = run({"health", "--smartctl-json", file});
    ASSERT_EQ(result.status, 0) << result.err;
    // The line under 241 Host_Writes_32MiB says what it counts and in which unit.
    const auto row = result.out.find("\n    241 Host_Writes_32MiB ");
    ASSERT_NE(row, std::string::npos) << result.out;
    const auto next = result.out.find('\n', row + 1) + 1;
    EXPECT_EQ(result.out.substr(next, result.out.find('\n', next) - next),
              "        Data written by the computer over the drive's life. Raw value in units of 32 MiB.");
}

TEST(CliHealthFile, RatedTbwGivesThePartOfTheRatingUsed) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // The PM893 is in no rating table; its user gives the datasheet's figure.
    const auto file = test::smart_fixture("samsung_MZ7L3480HCHQ-PM893-notindb_promexp.json").string();
    const auto result = run({"health", "--json", "--smartctl-json", file, "--keep-capture-names", "--rated-tbw", "876"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto endurance = result.json()["endurance"];
    EXPECT_EQ(endurance["rating"]["source_kind"], "user");
    EXPECT_EQ(endurance["rated_tb"], 876.0);
    // Default names (not in the capture's database): no host counter, so no part used, and why.
    EXPECT_TRUE(endurance["rated_used_percent"].is_null());
    EXPECT_NE(endurance["unavailable_reason"].get<std::string>().find("host writes are not known"), std::string::npos);
}

TEST(CliHealthFile, RatedTbwAndDatabaseOptionsAreChecked) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto file = test::smart_fixture("samsung_970EVO-500GB_scrutiny.json").string();
    EXPECT_EQ(run({"health", "--smartctl-json", file, "--rated-tbw", "0"}).status, 1);
    EXPECT_EQ(run({"health", "--smartctl-json", file, "--rated-tbw", "many"}).status, 1);
    EXPECT_EQ(run({"health", "/dev/sda", "--drivedb", "db.h"}).status, 1);  // a database is for a capture
    EXPECT_EQ(run({"health", "--smartctl-json", file, "--drivedb", "db.h", "--keep-capture-names"}).status, 1);
    const auto result = run({"health", "--smartctl-json", file, "--rated-tbw", "600"});
    ASSERT_EQ(result.status, 0) << result.err;
    // 33.6 TB written (the health log's Data Units Written) of 600 TB.
    EXPECT_NE(result.out.find("Rated endurance: 5.6 % used"), std::string::npos) << result.out;
}

struct BadInputCase {
    const char* name;
    const char* contents;
    const char* code;
};

TEST(CliHealthFile, BadInputExitsTwoWithTypedError) {
    const std::vector<BadInputCase> cases{
        {"empty", "", "input-empty"},
        {"whitespace", "\n\n", "input-empty"},
        // Text goes to the text parser (issue 39): a banner and nothing of a drive.
        {"text", "smartctl 7.3 2022-02-28 r5338 [x86_64-linux] (local build)\n", "input-not-smartctl"},
        {"truncated", R"({"json_format_version": [1, 0], "smartctl": {"version": [7, 3)", "input-malformed"},
    };
    for (const auto& c : cases) {
        TempFile file(c.contents);
        const auto result = run({"health", "--smartctl-json", file.path(), "--json"});
        EXPECT_EQ(result.status, 2) << c.name;
        EXPECT_EQ(result.json()["error"]["code"], c.code) << c.name;
        EXPECT_FALSE(result.err.empty()) << c.name;
    }
}

TEST(CliHealthFile, AnotherToolsJsonIsRejected) {
    // Real `lsblk --json` output captured on the development machine.
    const auto result = run({"health", "--smartctl-json", test::project_fixture("tools/host-lsblk.json").string(), "--json"});
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.json()["error"]["code"], "input-not-smartctl");
}

TEST(CliHealthFile, MissingFileAndDirectoryAreUnreadable) {
    auto result = run({"health", "--smartctl-json", "/nonexistent/capture.json", "--json"});
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.json()["error"]["code"], "input-unreadable");
    result = run({"health", "--smartctl-json", std::filesystem::temp_directory_path().string()});
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.err.find("directory"), std::string::npos);
}

TEST(CliUsage, ParseErrorsExitOne) {
    EXPECT_EQ(run({}).status, 1);
    EXPECT_EQ(run({"frobnicate"}).status, 1);
    EXPECT_EQ(run({"health"}).status, 1);
    EXPECT_EQ(run({"list", "--no-such-flag"}).status, 1);
    const auto result = run({"health", "--json", "--bogus"});
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.json()["error"]["code"], "usage");
}

TEST(CliUsage, HelpAndVersionExitZero) {
    auto result = run({"--help"});
    EXPECT_EQ(result.status, 0);
    EXPECT_NE(result.out.find("health"), std::string::npos);
    result = run({"--version"});
    EXPECT_EQ(result.status, 0);
    EXPECT_NE(result.out.find("ssdtool"), std::string::npos);
}

TEST(CliHealthDevice, NonexistentDeviceExitsTwo) {
    const auto result = run({"health", "/dev/ssd-toolbox-no-such-drive", "--json"});
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.json()["error"]["code"], "no-such-device");
}

} // namespace
} // namespace ssd
