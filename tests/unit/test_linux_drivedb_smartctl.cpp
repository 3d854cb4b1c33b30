// Re-resolving the shared PM893 capture through the real, installed smartctl:
// with Debian's own drive database (which predates the PM893), and with the
// database constructed for the tests given as smartctl's -B takes it.
#include <gtest/gtest.h>

#include "core/diagnosis/drive_health.h"
#include "fixture_paths.h"
#include "platform/os_process_runner.h"
#include "test_constants.h"

namespace ssd {
namespace {

using test::kPm893Capture;

class RealSmartctlDrivedb : public test::SharedCapturesTest {
protected:
    void SetUp() override {
        test::SharedCapturesTest::SetUp();
        if (IsSkipped()) return;
        const auto version = runner_.run(Command{{"smartctl", "--version"}, std::chrono::seconds(10)});
        if (!version) GTEST_SKIP() << "smartctl is not installed here: " << version.error().message << "; did not run";
    }

    Result<HealthResult> health(const std::optional<std::string>& database) {
        CaptureNameResolution names{&runner_, {}, true};
        names.database.file = database;
        return health_from_smartctl_file(test::smart_fixture(kPm893Capture), {}, names);
    }

    OsProcessRunner runner_;
};

TEST_F(RealSmartctlDrivedb, ConstructedDatabaseBeforeSmartctlsOwnNamesThePm893) {
    const auto database = "+" + test::project_fixture("drivedb/constructed-pm893-drivedb.h").string();
    const auto result = health(database);
    ASSERT_TRUE(result.has_value()) << result.error().message;
    ASSERT_TRUE(result->drive_database.has_value());
    EXPECT_EQ(result->drive_database->outcome, DrivedbOutcome::Resolved) << result->drive_database->reason;
    EXPECT_EQ(result->facts.writes.host_bytes, 1304884573ULL * 512);  // 241 Total_LBAs_Written
}

TEST_F(RealSmartctlDrivedb, ConstructedDatabaseAloneStillParsesDespiteSmartctlsWarning) {
    const auto result = health(test::project_fixture("drivedb/constructed-pm893-drivedb.h").string());
    ASSERT_TRUE(result.has_value()) << result.error().message;
    ASSERT_TRUE(result->drive_database.has_value());
    EXPECT_EQ(result->drive_database->outcome, DrivedbOutcome::Resolved) << result->drive_database->reason;
}

TEST_F(RealSmartctlDrivedb, InstalledDatabaseAloneDoesNotKnowThePm893) {
    const auto result = health(std::nullopt);
    ASSERT_TRUE(result.has_value()) << result.error().message;
    ASSERT_TRUE(result->drive_database.has_value());
    // Debian 12's 7.3 database does not know it; a newer one (update-smart-drivedb) may.
    if (result->drive_database->outcome == DrivedbOutcome::Resolved) {
        GTEST_SKIP() << "this smartctl's database knows the PM893: " << result->drive_database->reason;
    }
    EXPECT_EQ(result->drive_database->outcome, DrivedbOutcome::NotInDatabase) << result->drive_database->reason;
    EXPECT_FALSE(result->facts.writes.host_bytes);
}

TEST_F(RealSmartctlDrivedb, UnreadableDatabaseFileIsSaidNotHidden) {
    const auto result = health("/nonexistent/drivedb.h");
    ASSERT_TRUE(result.has_value()) << result.error().message;
    ASSERT_TRUE(result->drive_database.has_value());
    EXPECT_EQ(result->drive_database->outcome, DrivedbOutcome::Unavailable);
    EXPECT_NE(result->drive_database->reason.find("cannot open drive database file"), std::string::npos)
        << result->drive_database->reason;
}

} // namespace
} // namespace ssd
