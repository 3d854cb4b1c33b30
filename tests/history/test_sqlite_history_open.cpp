// Opening the history database: files that are not ours are refused with an
// exit-2 error and left byte for byte as they were; an older schema is backed
// up and migrated; new files are readable by every user; two writers at once
// both get their samples in.
#include <gtest/gtest.h>

#include <latch>
#include <random>
#include <thread>

#include <sys/stat.h>

#include "core/history/capture_import.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "history_test_support.h"
#include "platform/history/schema.h"
#include "synthetic_history.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

using test::kSampleStart;

void write_file(const std::filesystem::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

void run_sql(const std::filesystem::path& path, std::string_view sql) {
    auto connection = sqlite::Connection::open(path.string(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    ASSERT_TRUE(connection);
    auto done = connection->exec(sql, "test SQL");
    ASSERT_TRUE(done) << done.error().message;
}

// Opening `path` either way fails with `code` (exit 2) and changes no byte and adds no file.
void expect_refused(const test::TempDir& dir, const std::filesystem::path& path, ErrorCode code) {
    const std::string before = test::bytes_of(path);
    const std::size_t entries = dir.entries();
    for (OpenMode mode : {OpenMode::ReadWrite, OpenMode::ReadOnly}) {
        auto store = open_history_store(path, mode);
        ASSERT_FALSE(store) << "opened a file that is not a usable history";
        EXPECT_EQ(store.error().code, code) << store.error().message;
        EXPECT_EQ(exit_status_for(store.error().code), 2);
        EXPECT_NE(store.error().message.find(path.string()), std::string::npos) << store.error().message;
    }
    EXPECT_EQ(test::bytes_of(path), before) << "the file was changed";
    EXPECT_EQ(dir.entries(), entries) << "a -wal, -shm or -journal file was left";
}

TEST(SqliteHistoryOpen, RandomBytesAreRefusedAndLeftAlone) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    std::mt19937 random(42);
    std::string bytes(64 * 1024, '\0');
    for (auto& byte : bytes) byte = static_cast<char>(random());
    write_file(path, bytes);
    expect_refused(dir, path, ErrorCode::InputMalformed);
}

TEST(SqliteHistoryOpen, ADamagedHistoryIsRefusedAndLeftAlone) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    { ASSERT_TRUE(test::open_or_fail(path)); }
    std::filesystem::remove(dir.path() / "history.sqlite-wal");
    std::filesystem::remove(dir.path() / "history.sqlite-shm");
    std::string bytes = test::bytes_of(path);
    ASSERT_GT(bytes.size(), 100u);
    bytes.replace(0, 16, "not SQLite here!");  // the header's magic string
    write_file(path, bytes);
    expect_refused(dir, path, ErrorCode::InputMalformed);
}

TEST(SqliteHistoryOpen, AnotherProgramsDatabaseIsRefusedAndLeftAlone) {
    test::TempDir dir("history");
    const auto path = dir.path() / "places.sqlite";
    run_sql(path, "CREATE TABLE bookmarks (url TEXT); INSERT INTO bookmarks VALUES ('https://example.org')");
    expect_refused(dir, path, ErrorCode::InputMalformed);
    run_sql(path, "PRAGMA application_id = 1234");  // another program's stamp, even without tables of ours
    expect_refused(dir, path, ErrorCode::InputMalformed);
}

TEST(SqliteHistoryOpen, ANewerSchemaIsRefusedAndLeftAlone) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    {
        auto store = test::open_or_fail(path);
        ASSERT_TRUE(store->add(synthetic::hourly(1, "/dev/sda", kSampleStart, 1)));
        ASSERT_TRUE(store->add_selftest_start(store->drives().value().front().key,
                                              SelfTestStart{kSampleStart, selftest::TestType::Short, SelfTestOrigin::Manual}));
    }
    run_sql(path, "PRAGMA user_version = " + std::to_string(schema::kCurrentVersion + 1));
    expect_refused(dir, path, ErrorCode::UnsupportedFormat);
}

TEST(SqliteHistoryOpen, ReadOnlyNeverCreates) {
    test::TempDir dir("history");
    const auto path = dir.path() / "missing" / "history.sqlite";
    auto store = open_history_store(path, OpenMode::ReadOnly);
    ASSERT_FALSE(store);
    EXPECT_EQ(store.error().code, ErrorCode::InputUnreadable);
    EXPECT_FALSE(std::filesystem::exists(path.parent_path()));
}

// A version-1 file made from the version-1 DDL kept in schema.cpp, with rows
// written as version 1 wrote them (synthetic: no version-1 file exists in the wild).
void make_version_1(const std::filesystem::path& path) {
    run_sql(path, std::string(schema::kVersion1) + "PRAGMA application_id = " + std::to_string(schema::kApplicationId) +
                      "; PRAGMA user_version = 1;" + R"sql(
INSERT INTO texts (id, text) VALUES (1, '/dev/sda'), (2, 'sampled'), (3, 'good'), (4, '9 Power_On_Hours');
INSERT INTO drives (id, model, serial, wwn, anonymous_tag, sample_count, first_time, last_time, last_device)
  VALUES (1, 'Old SSD', 'OLD1', '', '', 2, 1700000000, 1700003600, '/dev/sda');
INSERT INTO samples (drive_id, time, device, source, standby, verdict, power_on_hours)
  VALUES (1, 1700000000, 1, 2, 0, 3, 10), (1, 1700003600, 1, 2, 0, 3, 11);
INSERT INTO counter_changes (drive_id, name, time, raw) VALUES (1, 4, 1700000000, 10), (1, 4, 1700003600, 11);
)sql");
}

TEST(SqliteHistoryOpen, AVersion1FileIsBackedUpAndMigrated) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    make_version_1(path);
    {
        auto read_only = open_history_store(path, OpenMode::ReadOnly);
        ASSERT_FALSE(read_only) << "a reader does not migrate";
        EXPECT_EQ(read_only.error().code, ErrorCode::UnsupportedFormat);
    }
    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store);
    EXPECT_EQ(test::query_number(path, "PRAGMA user_version"), schema::kCurrentVersion);
    const auto backup = dir.path() / "history.sqlite.bak-v1";
    ASSERT_TRUE(std::filesystem::exists(backup));
    EXPECT_EQ(test::query_number(backup, "PRAGMA user_version"), 1);
    EXPECT_EQ(test::rows(backup, "samples"), 2);
    EXPECT_EQ(test::query_number(backup, "SELECT count(*) FROM sqlite_schema WHERE name = 'benches'"), 0);

    auto series = store->series(1, {});
    ASSERT_TRUE(series) << series.error().message;
    ASSERT_EQ(series->samples.size(), 2u);
    EXPECT_EQ(series->samples[1].power_on_hours, 11u);
    const auto states = test::replay(*series);
    EXPECT_EQ(states[1], (std::vector<CounterValue>{{"9 Power_On_Hours", 11, {}, {}, {}}}));
    // Version 2's additions work on the migrated file.
    ASSERT_TRUE(store->add_bench(series->drive.key, StoredBench{kSampleStart, "/dev/sda", "{}"}));
    EXPECT_TRUE(store->occupancy("/dev/sda", {}).value().size() == 2);
    store.reset();
    // Opening again migrates nothing and makes no second backup.
    ASSERT_TRUE(test::open_or_fail(path));
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "history.sqlite.bak-v1.2"));
}

// Every sample row as (drive, time, device), to compare a file before and after a migration.
std::string sample_rows(const std::filesystem::path& path) {
    return test::query_text(path, "SELECT group_concat(r, ';') FROM (SELECT s.drive_id || ',' || s.time || ',' || t.text AS r "
                                  "FROM samples s JOIN texts t ON t.id = s.device ORDER BY s.drive_id, s.time)");
}

// A real version-2 file, written by the previous release's `history import`
// (tests/fixtures/history-db/PROVENANCE.md), migrated to version 3.
TEST(SqliteHistoryOpen, AVersion2FileFromTheLastReleaseIsBackedUpAndMigrated) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    std::filesystem::copy_file(test::project_fixture("history-db/history-v2.sqlite"), path);
    ASSERT_EQ(test::query_number(path, "PRAGMA user_version"), 2);
    const std::string v2_samples = sample_rows(path);
    const std::int64_t v2_changes = test::rows(path, "counter_changes");
    ASSERT_EQ(test::rows(path, "samples"), 5);
    {
        const std::string before = test::bytes_of(path);
        auto read_only = open_history_store(path, OpenMode::ReadOnly);
        ASSERT_FALSE(read_only) << "a reader does not migrate";
        EXPECT_EQ(read_only.error().code, ErrorCode::UnsupportedFormat);
        EXPECT_EQ(test::bytes_of(path), before);
    }
    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store);
    EXPECT_EQ(test::query_number(path, "PRAGMA user_version"), schema::kCurrentVersion);
    EXPECT_EQ(test::query_number(path, "PRAGMA application_id"), schema::kApplicationId);
    const auto backup = dir.path() / "history.sqlite.bak-v2";
    ASSERT_TRUE(std::filesystem::exists(backup));
    EXPECT_EQ(test::query_number(backup, "PRAGMA user_version"), 2);
    EXPECT_EQ(sample_rows(backup), v2_samples);
    EXPECT_EQ(test::query_number(backup, "SELECT count(*) FROM sqlite_schema WHERE name LIKE 'selftest%'"), 0);

    EXPECT_EQ(sample_rows(path), v2_samples) << "every sample kept";
    EXPECT_EQ(test::rows(path, "counter_changes"), v2_changes);
    EXPECT_EQ(test::rows(path, "selftest_results"), 0);
    auto drives = store->drives();
    ASSERT_TRUE(drives) << drives.error().message;
    ASSERT_EQ(drives->size(), 4u);
    std::uint64_t samples = 0;
    for (const auto& drive : *drives) {
        auto series = store->series(drive.id, {});
        ASSERT_TRUE(series) << series.error().message;
        EXPECT_EQ(series->samples.size(), drive.sample_count);
        samples += series->samples.size();
        auto results = store->selftest_results(drive.id, {});
        ASSERT_TRUE(results) << results.error().message;
        EXPECT_TRUE(results->empty());
    }
    EXPECT_EQ(samples, 5u);

    // Version 3's tables work on the migrated file.
    const DriveKey& toshiba = drives->at(2).key;
    ASSERT_EQ(toshiba.serial, "68APC048P12P");
    ASSERT_TRUE(store->add_selftest_start(toshiba, SelfTestStart{kSampleStart, selftest::TestType::Long, SelfTestOrigin::Manual}));
    EXPECT_EQ(store->last_selftest_starts(toshiba).value().size(), 1u);
    // The WD4000FYYX capture imported again: its sample is a duplicate, its four logged tests come in.
    if (std::filesystem::is_directory(test::shared_fixtures_dir() / "smart")) {
        auto text = read_text_file(test::smart_fixture("HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json"));
        ASSERT_TRUE(text);
        auto sample = sample_of_capture("HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json", *text);
        ASSERT_TRUE(sample) << sample.error().message;
        auto added = store->add({*sample});
        ASSERT_TRUE(added) << added.error().message;
        EXPECT_EQ(added->duplicates, 1u);
        EXPECT_EQ(store->selftest_results(drives->at(0).id, {}).value().size(), 4u);
        EXPECT_EQ(sample_rows(path), v2_samples);
    }
    store.reset();
    ASSERT_TRUE(test::open_or_fail(path));
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "history.sqlite.bak-v2.2")) << "opening again migrates nothing";
}

TEST(SqliteHistoryOpen, ANewFileAndItsFolderAreReadableByEveryone) {
    test::TempDir dir("history");
    const auto path = dir.path() / "var" / "lib" / "ssd-toolbox" / "history.sqlite";
    const mode_t old_mask = umask(077);  // root's tightest umask must not hide the history from users
    { ASSERT_TRUE(test::open_or_fail(path)->add(synthetic::hourly(1, "/dev/sda", kSampleStart, 1))); }
    umask(old_mask);
    using std::filesystem::perms;
    const perms file = perms::owner_read | perms::owner_write | perms::group_read | perms::others_read;
    const perms folder = perms::owner_all | perms::group_read | perms::group_exec | perms::others_read | perms::others_exec;
    EXPECT_EQ(std::filesystem::status(path).permissions(), file);
    EXPECT_EQ(std::filesystem::status(path.parent_path()).permissions(), folder);
    EXPECT_EQ(std::filesystem::status(dir.path() / "var").permissions(), folder);
    // After the last writer closed, the WAL's files stay for readers who may not create them.
    for (const char* suffix : {"-wal", "-shm"}) {
        const auto companion = path.string() + suffix;
        ASSERT_TRUE(std::filesystem::exists(companion)) << companion;
        EXPECT_EQ(std::filesystem::status(companion).permissions(), file) << companion;
    }
    EXPECT_EQ(test::query_text(path, "PRAGMA journal_mode"), "wal");
}

TEST(SqliteHistoryOpen, TwoWritersAtOnceBothSucceed) {
    test::TempDir dir("history");
    const auto path = dir.path() / "history.sqlite";
    constexpr int kAdds = 150;
    std::latch start(2);
    std::vector<std::string> failures(2);
    auto writer = [&](int index) {
        synthetic::Drive drive(synthetic::drive_key(index + 1), "/dev/sd" + std::string(1, static_cast<char>('a' + index)),
                               static_cast<std::uint32_t>(index));
        start.arrive_and_wait();  // both open the new file at once: one creates the schema, the other waits
        auto store = open_history_store(path, OpenMode::ReadWrite);
        if (!store) {
            failures[static_cast<std::size_t>(index)] = store.error().message;
            return;
        }
        for (int i = 0; i < kAdds; ++i) {
            auto added = (*store)->add({drive.next(kSampleStart + i * 3600)});
            if (!added) {
                failures[static_cast<std::size_t>(index)] = added.error().message;
                return;
            }
        }
    };
    std::thread first(writer, 0), second(writer, 1);
    first.join();
    second.join();
    EXPECT_EQ(failures, (std::vector<std::string>{"", ""}));
    EXPECT_EQ(test::rows(path, "samples"), 2 * kAdds);
    EXPECT_EQ(test::rows(path, "drives"), 2);
    EXPECT_EQ(test::query_text(path, "PRAGMA integrity_check"), "ok");
}

#ifdef __linux__
TEST(SqliteHistoryOpen, TheSystemsDatabaseIsUnderVarLib) {
    EXPECT_EQ(default_history_path(), std::filesystem::path("/var/lib/ssd-toolbox/history.sqlite"));
}
#endif

} // namespace
} // namespace ssd::history
