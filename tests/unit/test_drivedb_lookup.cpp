// smartctl's drive-database lookup (`smartctl [-B FILE] -P showall MODEL
// FIRMWARE`) parsed from the real output of Debian 12's smartctl 7.3, recorded
// by tests/fixtures/drivedb/record.sh (cases.tsv: each case's argv and exit
// status), and asked through a runner that replays those recordings.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/process/replay_runner.h"
#include "core/smart/drivedb_lookup.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd {
namespace {

std::filesystem::path drivedb_fixture(const std::string& name) { return test::project_fixture("drivedb/" + name); }

std::string recorded_stdout(const std::string& name) {
    auto text = read_text_file(drivedb_fixture(name + ".out"));
    EXPECT_TRUE(text.has_value()) << name;
    return text.value_or("");
}

struct RecordedCase {
    std::string name;
    int exit_status = 0;
    std::vector<std::string> argv;
};

// cases.tsv: NAME<TAB>EXIT<TAB>smartctl ARGS (the model is two words: "KINGSTON SA400M8120G").
RecordedCase recorded_case(const std::string& name, const std::string& model, const std::string& firmware,
                           const std::optional<std::string>& database) {
    std::ifstream in(drivedb_fixture("cases.tsv"));
    std::string line;
    while (std::getline(in, line)) {
        if (!line.starts_with(name + "\t")) continue;
        RecordedCase recorded{name, std::stoi(line.substr(name.size() + 1)), {"smartctl"}};
        if (database) recorded.argv.insert(recorded.argv.end(), {"-B", *database});
        recorded.argv.insert(recorded.argv.end(), {"-P", "showall", model, firmware});
        return recorded;
    }
    ADD_FAILURE() << "no case " << name << " in cases.tsv";
    return {};
}

// A runner that answers the case's argv with its recorded stdout and stderr.
void replay(ReplayRunner& runner, const RecordedCase& recorded) {
    CommandOutput output;
    output.exit_status = recorded.exit_status;
    output.out = recorded_stdout(recorded.name);
    output.err = read_text_file(drivedb_fixture(recorded.name + ".err")).value_or("");
    runner.record(recorded.argv, output);
}

TEST(DrivedbShowall, PhisonEntryNamesTheWriteCounters) {
    const auto lookup = parse_drivedb_showall(recorded_stdout("phison-a400"));
    ASSERT_TRUE(lookup.has_value()) << lookup.error().message;
    ASSERT_TRUE(lookup->entry.has_value());
    EXPECT_EQ(lookup->entry->family, "Phison Driven SSDs");
    EXPECT_EQ(lookup->entry->firmware_regex, ".*");
    EXPECT_EQ(lookup->additional_entries, 0u);
    ASSERT_EQ(lookup->entry->attribute_names.size(), 32u);
    EXPECT_EQ(lookup->entry->attribute_names.front().id, 2);  // printed as "002"
    EXPECT_EQ(lookup->entry->attribute_names.front().name, "Not_In_Use");
    bool flash = false, lifetime = false;
    for (const auto& named : lookup->entry->attribute_names) {
        flash |= named.id == 233 && named.name == "Flash_Writes_GiB";
        lifetime |= named.id == 241 && named.name == "Lifetime_Writes_GiB";
    }
    EXPECT_TRUE(flash);
    EXPECT_TRUE(lifetime);
    EXPECT_TRUE(lookup->entry->warning.empty());
}

TEST(DrivedbShowall, OldM4FirmwareCarriesTheDatabaseWarning) {
    const auto lookup = parse_drivedb_showall(recorded_stdout("m4-warning"));
    ASSERT_TRUE(lookup.has_value() && lookup->entry.has_value());
    EXPECT_NE(lookup->entry->warning.find("firmware"), std::string::npos) << lookup->entry->warning;
    // The warning's continuation lines are joined, never cut at the first.
    EXPECT_NE(lookup->entry->warning.find('\n'), std::string::npos) << lookup->entry->warning;
}

TEST(DrivedbShowall, FixedM4FirmwareMatchesAnEntryWithoutTheWarningFirst) {
    const auto lookup = parse_drivedb_showall(recorded_stdout("m4-fixed"));
    ASSERT_TRUE(lookup.has_value() && lookup->entry.has_value());
    EXPECT_TRUE(lookup->entry->warning.empty()) << lookup->entry->warning;
    EXPECT_EQ(lookup->additional_entries, 1u);  // the warning entry, which smartctl does not apply
}

TEST(DrivedbShowall, IntelEntryKeepsItsOtherPresets) {
    const auto lookup = parse_drivedb_showall(recorded_stdout("intel-s3500"));
    ASSERT_TRUE(lookup.has_value() && lookup->entry.has_value());
    EXPECT_NE(lookup->entry->other_presets.find("xerrorlba"), std::string::npos) << lookup->entry->other_presets;
}

TEST(DrivedbShowall, UnknownDriveIsNoEntryNotAnError) {
    const auto lookup = parse_drivedb_showall(recorded_stdout("pm893-unknown"));
    ASSERT_TRUE(lookup.has_value()) << lookup.error().message;
    EXPECT_FALSE(lookup->entry.has_value());
}

TEST(DrivedbShowall, ReplacingDatabaseWithoutDefaultEntryStillParses) {
    // -B FILE without smartctl's DEFAULT entry: "Warning: DEFAULT entry missing …" comes first.
    const std::string text = recorded_stdout("pm893-constructed");
    ASSERT_TRUE(text.starts_with("Warning:"));
    const auto lookup = parse_drivedb_showall(text);
    ASSERT_TRUE(lookup.has_value()) << lookup.error().message;
    ASSERT_TRUE(lookup->entry.has_value());
    EXPECT_EQ(lookup->entry->family, "Samsung based SSDs");
    EXPECT_EQ(lookup->entry->attribute_names.back().id, 251);
    EXPECT_EQ(lookup->entry->attribute_names.back().name, "NAND_Writes");
}

TEST(DrivedbShowall, OtherTextIsRefused) {
    const auto lookup = parse_drivedb_showall("smartctl: unknown option -- P\n");
    ASSERT_FALSE(lookup.has_value());
    EXPECT_EQ(lookup.error().code, ErrorCode::InputMalformed);
    EXPECT_FALSE(parse_drivedb_showall("").has_value());
}

TEST(DrivedbLookup, AsksTheInstalledSmartctlWithTheChosenDatabase) {
    ReplayRunner runner;
    const auto recorded = recorded_case("pm893-constructed-plus", "SAMSUNG MZ7L3480HCHQ-00A07", "REDACTED",
                                        "+constructed-pm893-drivedb.h");
    replay(runner, recorded);
    const auto lookup = look_up_drive_database(runner, DriveDatabaseChoice{"+constructed-pm893-drivedb.h"},
                                               "SAMSUNG MZ7L3480HCHQ-00A07", "REDACTED");
    ASSERT_TRUE(lookup.has_value()) << lookup.error().message;
    ASSERT_TRUE(lookup->entry.has_value());
    ASSERT_EQ(runner.calls().size(), 1u);
    EXPECT_EQ(runner.calls().front(), recorded.argv);
}

TEST(DrivedbLookup, MissingOrBrokenDatabaseFileIsAToolFailureSayingWhy) {
    for (const auto& [name, file, said] :
         {std::tuple{"missing-file", "does-not-exist.h", "cannot open drive database file"},
          std::tuple{"broken-file", "broken-drivedb.h", "Missing terminating"}}) {
        ReplayRunner runner;
        replay(runner, recorded_case(name, "SAMSUNG MZ7L3480HCHQ-00A07", "REDACTED", std::string(file)));
        const auto lookup = look_up_drive_database(runner, DriveDatabaseChoice{file}, "SAMSUNG MZ7L3480HCHQ-00A07",
                                                   "REDACTED");
        ASSERT_FALSE(lookup.has_value()) << name;
        EXPECT_EQ(lookup.error().code, ErrorCode::ToolFailed) << name;
        EXPECT_NE(lookup.error().message.find(said), std::string::npos) << lookup.error().message;
        EXPECT_NE(lookup.error().message.find(file), std::string::npos) << lookup.error().message;
    }
}

TEST(DrivedbLookup, WithoutSmartctlSaysItIsMissing) {
    ReplayRunner runner;
    runner.mark_missing("smartctl");
    const auto lookup = look_up_drive_database(runner, {}, "KINGSTON SA400M8120G", "REDACTED");
    ASSERT_FALSE(lookup.has_value());
    EXPECT_EQ(lookup.error().code, ErrorCode::ToolMissing);
    EXPECT_NE(lookup.error().message.find("smartmontools"), std::string::npos) << lookup.error().message;
}

TEST(DrivedbLookup, DatabaseChoiceIsDescribedAsSmartctlTakesIt) {
    EXPECT_EQ(DriveDatabaseChoice{}.describe(), "the installed smartctl's drive database");
    EXPECT_EQ(DriveDatabaseChoice{"/tmp/db.h"}.describe(), "the drive database /tmp/db.h");
    EXPECT_EQ(DriveDatabaseChoice{"+/tmp/db.h"}.describe(), "the drive database /tmp/db.h before smartctl's own");
}

} // namespace
} // namespace ssd
