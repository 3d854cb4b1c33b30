// ssdtool sample / history / history import in-process, on a real SQLite
// database in a temporary folder, with smartctl answered by real captures.
#include <fstream>
#include <map>

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

using test::kSandForceCapture;
constexpr const char* kSamsung860 = "samsung_860EVO-500GB_scrutiny.json";

void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

struct HistoryCli : ::testing::Test {
    TempDir dir{"history-cli"};
    std::string database = (dir.path() / "history.sqlite").string();
    ListedInventory inventory{{listed_drive("/dev/sda", "sda", Protocol::Ata, Transport::Sata),
                               listed_drive("/dev/sdb", "sdb", Protocol::Ata, Transport::Sata)}};
    ReplayRunner runner;
    cli::Services services{inventory, runner};

    CliResult run(std::vector<std::string> args) { return run_cli_captured(args, services); }

    void answer_smartctl(const std::string& device, const std::string& capture) {
        ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "-n", "standby", device},
                                              smart_fixture(capture), 0));
    }
};

TEST_F(HistoryCli, SampleStoresEachDriveAndLeavesASleepingOneAsleep) {
    SSD_REQUIRE_SHARED_FIXTURES();
    answer_smartctl("/dev/sda", kSandForceCapture);
    // What smartctl -n standby prints for a sleeping drive (synthetic: the
    // message and status of smartmontools' ataprint.cpp; no capture of one).
    runner.record({"smartctl", "--json=o", "-x", "-n", "standby", "/dev/sdb"},
                  {2, false, false,
                   R"json({"json_format_version":[1,0],"smartctl":{"version":[7,3],"exit_status":2,"messages":[{"string":"Device is in STANDBY mode, exit(2)","severity":"information"}]},"device":{"name":"/dev/sdb","type":"sat","protocol":"ATA"}})json",
                   ""});
    const auto sampled = run({"sample", "--database", database, "--json"});
    ASSERT_EQ(sampled.status, 0) << sampled.err << sampled.out;
    const auto doc = sampled.json();
    EXPECT_EQ(doc["added"], 2);
    EXPECT_EQ(doc["drives"][0]["status"], "read");
    EXPECT_EQ(doc["drives"][0]["drive"]["serial"], "50026B77560145CF");
    EXPECT_EQ(doc["drives"][1]["status"], "standby");

    const auto history = run({"history", "50026B77560145CF", "--database", database, "--json"});
    ASSERT_EQ(history.status, 0) << history.err;
    const auto drive = history.json()["drives"][0];
    EXPECT_EQ(drive["interval"]["samples"], 1);
    EXPECT_EQ(drive["writes"]["write_amplification_gap"], "too-few-samples");
    EXPECT_EQ(drive["drive"]["device"], "/dev/sda");
}

TEST_F(HistoryCli, ImportDatesCapturesByTheirOwnClockAndSkipsDuplicates) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto first = run({"history", "import", smart_fixture(kSandForceCapture).string(), smart_fixture(kSamsung860).string(),
                            "--database", database, "--json"});
    ASSERT_EQ(first.status, 0) << first.err;
    EXPECT_EQ(first.json()["added"], 2);
    EXPECT_EQ(first.json()["files"][0]["time"], "2025-11-02T10:49:47Z");  // local_time 11:49:47 CET
    const auto again = run({"history", "import", smart_fixture(kSandForceCapture).string(), "--database", database, "--json"});
    ASSERT_EQ(again.status, 0);
    EXPECT_EQ(again.json()["added"], 0);
    EXPECT_EQ(again.json()["duplicates"], 1);
    const auto everything = run({"history", "--database", database, "--json"});
    ASSERT_EQ(everything.status, 0) << everything.err;
    EXPECT_EQ(everything.json()["drives"].size(), 2u);
}

// Real captures of one NVMe drive 203 days apart (smartctl -a text, py-SMART;
// tests/fixtures/smart-history/PROVENANCE.md): Data Units Written 36,580,058 →
// 41,930,020, so the host wrote 5,349,962 × 512,000 = 2,739,180,544,000 bytes.
TEST_F(HistoryCli, TwoRealCapturesOfOneDriveGiveTheWritesBetweenThem) {
    const auto folder = project_fixture("smart-history");
    const auto imported = run({"history", "import", (folder / "toshiba_KBG30ZMV256G_nvme_pysmart_2023-10-17.txt").string(),
                               (folder / "toshiba_KBG30ZMV256G_nvme_pysmart_2023-03-27.txt").string(), "--database",
                               database, "--json"});
    ASSERT_EQ(imported.status, 0) << imported.err << imported.out;
    EXPECT_EQ(imported.json()["added"], 2);
    const auto answer = run({"history", "68APC048P12P", "--database", database, "--json"});
    ASSERT_EQ(answer.status, 0) << answer.err;
    const auto drive = answer.json()["drives"][0];
    EXPECT_EQ(drive["interval"]["samples"], 2);
    EXPECT_EQ(drive["interval"]["first_sample"], "2023-03-27T10:52:23Z");  // 12:52:23 CEST
    EXPECT_EQ(drive["writes"]["host_bytes"], 2'739'180'544'000ULL);
    EXPECT_EQ(drive["writes"]["host_granularity_bytes"], 512000);
    EXPECT_TRUE(drive["writes"]["write_amplification"].is_null());
    EXPECT_EQ(drive["writes"]["write_amplification_gap"], "no-nand-counter");
    EXPECT_EQ(drive["endurance"]["percent_used"], 33);
    // 5,349,962 units in 17,615,950 s: 13,435,020,000 bytes a day (rounded).
    EXPECT_NEAR(drive["writes"]["host_bytes_per_day"].get<double>(), 2739180544000.0 / (17615950.0 / 86400), 1.0);
}

// Issue 39: a report whose zone does not settle the instant (the Apacer's smartctl for
// Windows printed Windows' own zone name "RTZ", tests/fixtures/smartctl-text) is refused with
// the reason and the way out; --time-zone dates it; a bad offset is a usage error.
TEST_F(HistoryCli, ACaptureWithoutAKnownZoneIsDatedByTimeZone) {
    const auto apacer = project_fixture("smartctl-text/apacer_AS340-240GB_pysmart_2023-05-26.txt").string();
    const auto refused = run({"history", "import", apacer, "--database", database, "--json"});
    EXPECT_EQ(refused.status, 2);
    const std::string error = refused.json()["files"][0]["error"];
    EXPECT_NE(error.find("its time zone RTZ is not one this tool knows"), std::string::npos) << error;
    EXPECT_NE(error.find("--time-zone"), std::string::npos) << error;

    const auto bad = run({"history", "import", apacer, "--time-zone", "Moscow", "--database", database});
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.err.find("is not an offset from UTC"), std::string::npos) << bad.err;

    const auto dated = run({"history", "import", apacer, "--time-zone", "+03:00", "--database", database, "--json"});
    ASSERT_EQ(dated.status, 0) << dated.err << dated.out;
    EXPECT_EQ(dated.json()["files"][0]["time"], "2023-05-26T10:33:02Z");  // 13:33:02 at UTC+3
}

// Real captures' self-test logs through `history import`: the WD4000FYYX
// (Scrutiny) logged four tests, the KingSpec P3 (Beszel) three alike.
TEST_F(HistoryCli, ImportedSelfTestLogsAreInTheHistoryOnce) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto wdc = smart_fixture("HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json").string();
    const auto kingspec = smart_fixture("kingspec-or-unknown_P3-2TB_beszel.json").string();
    ASSERT_EQ(run({"history", "import", wdc, kingspec, "--database", database}).status, 0);
    ASSERT_EQ(run({"history", "import", wdc, "--database", database}).status, 0) << "a duplicate adds no result";
    const auto both = run({"history", "--database", database, "--json"});
    ASSERT_EQ(both.status, 0) << both.err;
    std::map<std::string, nlohmann::json> by_serial;
    const auto doc = both.json();
    for (const auto& drive : doc["drives"]) by_serial[drive["drive"]["serial"].get<std::string>()] = drive["self_tests"];
    ASSERT_EQ(by_serial.size(), 2u);
    EXPECT_EQ(by_serial["XXXXXXXXXXXX"].size(), 4u);
    const auto& aborted = by_serial["9C40918040082"];
    ASSERT_EQ(aborted.size(), 3u) << "three identical entries are three tests";
    EXPECT_EQ(aborted[0]["outcome"], "aborted");
    EXPECT_EQ(aborted[0]["first_seen"], "2025-10-26T19:37:46Z");  // local_time 15:37:46 EDT
    const auto text = run({"history", "9C40918040082", "--database", database});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("Self-tests:"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("Aborted"), std::string::npos) << text.out;
}

TEST_F(HistoryCli, BadInputIsRefusedClearlyAndTheDatabaseIsUntouched) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // A file that is not a history database: exit 2, bytes unchanged.
    const auto foreign = dir.path() / "notes.sqlite";
    write_file(foreign, "not a database, a customer's notes\n");
    const auto refused = run({"history", "import", smart_fixture(kSandForceCapture).string(), "--database", foreign.string()});
    EXPECT_EQ(refused.status, 2) << refused.err;
    EXPECT_EQ(*read_text_file(foreign), "not a database, a customer's notes\n");
    EXPECT_EQ(run({"history", "--database", foreign.string()}).status, 2);

    // Unparseable time, unknown drive, missing database.
    EXPECT_EQ(run({"history", "--since", "last tuesday", "--database", database}).status, 1);
    ASSERT_EQ(run({"history", "import", smart_fixture(kSandForceCapture).string(), "--database", database}).status, 0);
    const auto unknown = run({"history", "NOSUCHSERIAL", "--database", database});
    EXPECT_EQ(unknown.status, 2);
    EXPECT_NE(unknown.err.find("NOSUCHSERIAL"), std::string::npos);
    EXPECT_EQ(run({"history", "--database", (dir.path() / "none.sqlite").string()}).status, 2);

    // A capture that is not smartctl's: reported, the good one still imported, exit 2.
    const auto junk = dir.path() / "junk.json";
    write_file(junk, R"({"hello": "world"})");
    const auto mixed = run({"history", "import", junk.string(), smart_fixture(kSamsung860).string(), "--database",
                            database, "--json"});
    EXPECT_EQ(mixed.status, 2);
    EXPECT_EQ(mixed.json()["added"], 1);
    EXPECT_FALSE(mixed.json()["files"][0]["error"].is_null());
}

} // namespace
} // namespace ssd::test
