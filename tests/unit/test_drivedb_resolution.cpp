// A saved capture's attribute names re-resolved with another drive database:
// the shared PM893 capture (its smartctl did not know the drive: 235-251 are
// Unknown_Attribute) through the database constructed for the tests
// (tests/fixtures/drivedb/constructed-pm893-drivedb.h, labelled as such),
// answered by the recorded output of the real smartctl 7.3.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/diagnosis/drive_health.h"
#include "core/process/replay_runner.h"
#include "core/report/json_writer.h"
#include "core/smart/drivedb_resolution.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"
#include "test_constants.h"

namespace ssd {
namespace {

using test::kPm893Capture;
constexpr const char* kPm893Model = "SAMSUNG MZ7L3480HCHQ-00A07";
constexpr const char* kConstructedPlus = "+constructed-pm893-drivedb.h";
// 241 Total_LBAs_Written raw 1304884573 × 512-byte logical sectors.
constexpr std::uint64_t kPm893HostBytes = 1304884573ULL * 512;

CommandOutput recorded(const std::string& name, int exit_status) {
    CommandOutput output;
    output.exit_status = exit_status;
    output.out = read_text_file(test::project_fixture("drivedb/" + name + ".out")).value_or("");
    EXPECT_FALSE(output.out.empty()) << name;
    return output;
}

std::vector<std::string> showall(const std::optional<std::string>& database) {
    std::vector<std::string> argv{"smartctl"};
    if (database) argv.insert(argv.end(), {"-B", *database});
    argv.insert(argv.end(), {"-P", "showall", kPm893Model, "REDACTED"});
    return argv;
}

class DrivedbResolution : public test::SharedCapturesTest {};

TEST_F(DrivedbResolution, Pm893NamedByANewerDatabaseGetsHostBytesFrom241) {
    ReplayRunner runner;
    runner.record(showall(kConstructedPlus), recorded("pm893-constructed-plus", 1));
    const CaptureNameResolution names{&runner, DriveDatabaseChoice{kConstructedPlus}, true};
    const auto result = health_from_smartctl_file(test::smart_fixture(kPm893Capture), {}, names);
    ASSERT_TRUE(result.has_value()) << result.error().message;
    ASSERT_TRUE(result->drive_database.has_value());
    EXPECT_EQ(result->drive_database->outcome, DrivedbOutcome::Resolved);
    EXPECT_EQ(result->drive_database->family, "Samsung based SSDs");
    // Which database named which attribute.
    const auto& renamed = result->drive_database->renamed;
    const auto nand = std::find_if(renamed.begin(), renamed.end(), [](const DrivedbRename& r) { return r.id == 251; });
    ASSERT_NE(nand, renamed.end());
    EXPECT_EQ(nand->from, "Unknown_Attribute");
    EXPECT_EQ(nand->to, "NAND_Writes");
    EXPECT_TRUE(result->drive_database->not_applied.empty());
    // Names now come from a drive database: the host counter is used.
    EXPECT_EQ(result->facts.writes.host_bytes, kPm893HostBytes);
    EXPECT_NE(result->facts.writes.method.find("attribute names from the drive database constructed-pm893-drivedb.h"),
              std::string::npos)
        << result->facts.writes.method;
    // Samsung's 251 has no documented unit: still no WA, for that reason and not "not in the database".
    EXPECT_FALSE(result->facts.writes.write_amplification);
    EXPECT_EQ(result->facts.writes.gap, WriteGap::NandUnitUnknown);

    const auto doc = health_to_json(*result);
    EXPECT_EQ(doc["drive_database"]["outcome"], "resolved");
    EXPECT_EQ(doc["writes"]["host_bytes"], kPm893HostBytes);
}

TEST_F(DrivedbResolution, WithoutResolutionThePm893CaptureKeepsItsDefaultNames) {
    ReplayRunner runner;
    const CaptureNameResolution keep{&runner, {}, false};  // --keep-capture-names
    const auto result = health_from_smartctl_file(test::smart_fixture(kPm893Capture), {}, keep);
    ASSERT_TRUE(result.has_value()) << result.error().message;
    EXPECT_TRUE(runner.calls().empty());
    EXPECT_FALSE(result->drive_database.has_value());
    EXPECT_FALSE(result->facts.writes.host_bytes);
    EXPECT_EQ(result->facts.writes.gap, WriteGap::NotInDriveDatabase);
}

TEST_F(DrivedbResolution, DebianDatabaseDoesNotKnowThePm893Either) {
    ReplayRunner runner;
    runner.record(showall(std::nullopt), recorded("pm893-unknown", 0));
    const auto result = health_from_smartctl_file(test::smart_fixture(kPm893Capture), {}, {&runner, {}, true});
    ASSERT_TRUE(result.has_value()) << result.error().message;
    ASSERT_TRUE(result->drive_database.has_value());
    EXPECT_EQ(result->drive_database->outcome, DrivedbOutcome::NotInDatabase);
    EXPECT_NE(result->drive_database->reason.find("does not know " + std::string(kPm893Model)), std::string::npos)
        << result->drive_database->reason;
    EXPECT_EQ(result->facts.writes.gap, WriteGap::NotInDriveDatabase);
}

TEST_F(DrivedbResolution, WithoutSmartctlItSaysItCannotReResolve) {
    ReplayRunner runner;
    runner.mark_missing("smartctl");
    const auto result = health_from_smartctl_file(test::smart_fixture(kPm893Capture), {}, {&runner, {}, true});
    ASSERT_TRUE(result.has_value()) << result.error().message;  // the capture is still analysed
    ASSERT_TRUE(result->drive_database.has_value());
    EXPECT_EQ(result->drive_database->outcome, DrivedbOutcome::Unavailable);
    EXPECT_NE(result->drive_database->reason.find("could not be re-resolved"), std::string::npos);
    EXPECT_NE(result->drive_database->reason.find("smartctl is not installed"), std::string::npos)
        << result->drive_database->reason;
    EXPECT_EQ(result->facts.writes.gap, WriteGap::NotInDriveDatabase);
}

TEST_F(DrivedbResolution, CaptureThatKnewItsDriveIsNotAskedAgain) {
    // The Samsung 860 EVO capture's smartctl knew the drive and left no attribute unnamed.
    ReplayRunner runner;
    const auto result =
        health_from_smartctl_file(test::smart_fixture("samsung_860EVO-500GB_scrutiny.json"), {}, {&runner, {}, true});
    ASSERT_TRUE(result.has_value()) << result.error().message;
    EXPECT_TRUE(runner.calls().empty());
    EXPECT_FALSE(result->drive_database.has_value());
}

// Synthetic lookup (built in memory, not smartctl's output): a newer entry
// names an attribute differently from the capture's own database.
TEST_F(DrivedbResolution, NewerNameNeverOverridesTheCapturesExplicitNameSilently) {
    SmartReport report = test::load_smart_fixture("kingston_SA400M8120G-A400_promexp.json");
    report.in_smartctl_database = true;
    DrivedbEntry entry;
    entry.family = "Phison Driven SSDs";
    entry.attribute_names = {{241, "Host_Writes_GiB_Renamed"}};
    const Result<DrivedbLookup> lookup = DrivedbLookup{entry, 0};
    const auto resolution = resolve_attribute_names(report, lookup, DriveDatabaseChoice{"newer.h"});
    EXPECT_EQ(resolution.outcome, DrivedbOutcome::Resolved);
    ASSERT_EQ(resolution.not_applied.size(), 1u);
    EXPECT_EQ(resolution.not_applied.front().from, "Lifetime_Writes_GiB");
    EXPECT_EQ(report.attribute(241)->name, "Lifetime_Writes_GiB");
    EXPECT_NE(resolution.reason.find("the capture's own names are kept for 241 Lifetime_Writes_GiB"), std::string::npos)
        << resolution.reason;
}

TEST_F(DrivedbResolution, DatabaseWarningBecomesAFirmwareAdvisory) {
    // The Crucial m4 capture re-resolved with the entry smartctl gives firmware 0009 (recorded).
    SmartReport report = test::load_smart_fixture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json");
    const auto lookup = parse_drivedb_showall(recorded("m4-warning", 1).out);
    ASSERT_TRUE(lookup.has_value());
    resolve_attribute_names(report, lookup, DriveDatabaseChoice{});
    ASSERT_EQ(report.drivedb_warnings.size(), 1u);
    const HealthResult health = health_from_report(report, std::nullopt);
    const auto advisory = std::find_if(health.facts.findings.begin(), health.facts.findings.end(), [](const Finding& f) {
        return f.id == "firmware-advisory" && f.evidence.contains("drive_database");
    });
    ASSERT_NE(advisory, health.facts.findings.end());
    EXPECT_EQ(advisory->evidence["smartctl_message"], report.drivedb_warnings.front());
}

} // namespace
} // namespace ssd
