// A history database that may not be written (integration tier, root; each test
// is skipped with its reason elsewhere): a file of mode 0444 opened by its own
// unprivileged owner, and a file on a file system mounted read-only. Reading
// works; writing is refused at once with a clear error; the database and its
// WAL files stay byte for byte as they were and no new file appears beside them.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <string>

#include <unistd.h>

#include "helper_process.h"
#include "history_test_support.h"
#include "scratch_file_system.h"
#include "synthetic_history.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

namespace fs = std::filesystem;

using test::kSampleStart;

// Every entry of `folder` with a file's bytes: the database, its -wal and -shm, and anything new.
std::map<std::string, std::string> contents_of(const fs::path& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::directory_iterator(folder)) {
        files[entry.path().filename().string()] = entry.is_regular_file() ? test::bytes_of(entry.path()) : "(not a file)";
    }
    return files;
}

void write_two_drives(const fs::path& path) {
    auto store = test::open_or_fail(path);
    ASSERT_TRUE(store);
    ASSERT_TRUE(store->add(synthetic::hourly(1, "/dev/sda", kSampleStart, 24)));
    ASSERT_TRUE(store->add(synthetic::hourly(2, "/dev/sdb", kSampleStart, 24)));
}

TEST(HistoryReadOnly, AFileOfMode0444IsReadButNotWrittenByItsOwner) {
    if (geteuid() != 0) GTEST_SKIP() << "needs root to hand the file to the user nobody";
    if (std::system("command -v setpriv >/dev/null") != 0) GTEST_SKIP() << "setpriv (util-linux) is not installed";
    test::TempDir dir("history-0444");
    fs::permissions(dir.path(), fs::perms(0755));
    // The user's own folder: SQLite could leave a file there if it tried to write.
    const auto folder = dir.path() / "nobodys";
    fs::create_directory(folder);
    const auto path = folder / "history.sqlite";
    write_two_drives(path);
    if (HasFatalFailure()) return;
    ASSERT_EQ(std::system(("chown -R nobody:nogroup '" + folder.string() + "'").c_str()), 0);
    for (const auto& entry : fs::directory_iterator(folder)) fs::permissions(entry.path(), fs::perms(0444));
    // The build tree may be closed to other users: the helper runs from a copy.
    const auto helper = dir.path() / "history_test_helper";
    fs::copy_file(HISTORY_TEST_HELPER, helper);
    fs::permissions(helper, fs::perms(0755));
    const auto before = contents_of(folder);
    ASSERT_EQ(before.size(), 3u) << "the database, its -wal and its -shm";

    int status = -1;
    EXPECT_EQ(test::run_as_nobody(helper, "read", path, &status), "drives 2 samples 48\n");
    EXPECT_EQ(status, 0);
    const std::string refused = test::run_as_nobody(helper, "add", path, &status);
    EXPECT_EQ(status, 2) << refused;
    EXPECT_NE(refused.find("cannot write " + path.string() + ": permission denied"), std::string::npos) << refused;
    EXPECT_EQ(test::run_as_nobody(helper, "read", path, &status), "drives 2 samples 48\n") << "still readable after the refused write";
    EXPECT_EQ(contents_of(folder), before) << "a file was changed, added or removed";
}

// A history of two drives written on a small ext4 that is then mounted read-only,
// without its -wal and -shm files if `without_wal_files` (a copy of the file alone):
// the reader reads both drives whole, a writer is refused naming the mount, and no
// byte or file on the medium changes (root; skipped with the reason without).
void read_from_a_read_only_mount(bool without_wal_files) {
    if (geteuid() != 0) GTEST_SKIP() << "needs root to mount ext4 on a loop device";
    test::TempDir dir("history-ro-mount");
    test::ScratchFileSystem medium(test::ScratchKind::LoopExt4, dir.path(), 4);
    if (!medium.error().empty()) GTEST_SKIP() << medium.error();
    const auto path = medium.path() / "history.sqlite";
    write_two_drives(path);
    if (::testing::Test::HasFatalFailure()) return;
    if (without_wal_files) {
        ASSERT_TRUE(fs::remove(path.string() + "-wal"));
        ASSERT_TRUE(fs::remove(path.string() + "-shm"));
    }
    ASSERT_TRUE(medium.remount_read_only()) << medium.error();
    const auto before = contents_of(medium.path());

    {
        auto reader = test::open_or_fail(path, OpenMode::ReadOnly);
        ASSERT_TRUE(reader);
        auto drives = reader->drives();
        ASSERT_TRUE(drives) << drives.error().message;
        ASSERT_EQ(drives->size(), 2u);
        for (const auto& drive : *drives) {
            auto series = reader->series(drive.id, {});
            ASSERT_TRUE(series) << series.error().message;
            EXPECT_EQ(series->samples.size(), 24u);
        }
    }
    auto writer = open_history_store(path, OpenMode::ReadWrite);
    ASSERT_FALSE(writer) << "opened a read-only medium for writing";
    EXPECT_EQ(writer.error().code, ErrorCode::PermissionDenied) << writer.error().message;
    EXPECT_EQ(exit_status_for(writer.error().code), 2);
    EXPECT_EQ(writer.error().message, "cannot write " + path.string() + ": read-only file system");
    EXPECT_EQ(contents_of(medium.path()), before) << "a file was changed, added or removed";
}

TEST(HistoryReadOnly, AFileOnAReadOnlyMountIsReadButNotWritten) { read_from_a_read_only_mount(false); }

// SQLite cannot make the -shm there; the file is read as immutable instead of refused.
TEST(HistoryReadOnly, AFileWithoutItsWalFilesOnAReadOnlyMountIsRead) { read_from_a_read_only_mount(true); }

} // namespace
} // namespace ssd::history
