// open_history_store and open_alert_store (platform/history_database.h): one
// way to open the file for both: the connection's settings, the file's
// permissions, and the schema check before anything is written.
#include <cerrno>
#include <string>
#include <system_error>
#include <vector>

#ifndef _WIN32
#include <unistd.h>
#endif

#include "platform/history/schema.h"
#include "platform/history/sqlite_alert_store.h"
#include "platform/history/sqlite_history_store.h"
#include "platform/history_database.h"

namespace ssd::history {

namespace {

namespace fs = std::filesystem;

// Writers wait this long for each other (a sample run and an import at once) instead of failing.
constexpr int kBusyTimeoutMs = 10'000;

constexpr fs::perms kFolderMode = fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec;  // 0755
constexpr fs::perms kFileMode =
    fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read;  // 0644

// The missing folders above `file`, made 0755 whatever the umask.
Result<void> make_folders(const fs::path& file) {
    std::vector<fs::path> missing;
    std::error_code error;
    for (fs::path folder = file.parent_path(); !folder.empty() && !fs::exists(folder, error); folder = folder.parent_path()) {
        missing.push_back(folder);
        if (folder == folder.parent_path()) break;
    }
    for (auto folder = missing.rbegin(); folder != missing.rend(); ++folder) {
        if (!fs::create_directory(*folder, error) && error) {
            return tl::unexpected(Error{ErrorCode::StorageFailed, "cannot create " + folder->string() + ": " + error.message()});
        }
        fs::permissions(*folder, kFolderMode, error);
    }
    return {};
}

// Readers must be able to open the file after every writer has closed it. In
// WAL mode that needs the -wal and -shm files: SQLite would delete them at the
// last close, and an unprivileged reader cannot create them in a folder only
// root may write to. PERSIST_WAL keeps them (SQLite gives them the database's
// permissions); a reader then opens them read-only.
void keep_wal_files(const sqlite::Connection& connection) {
    int keep = 1;
    sqlite3_file_control(connection.handle(), "main", SQLITE_FCNTL_PERSIST_WAL, &keep);
}

// Why SQLite fell back to reading a file opened to write: on a read-only mount
// even root may not write, and "permission denied" would send them looking at modes.
bool on_a_read_only_mount(const fs::path& path) {
#ifndef _WIN32
    return access(path.c_str(), W_OK) != 0 && errno == EROFS;
#else
    static_cast<void>(path);
    return false;
#endif
}

std::string why_not_writable(const fs::path& path) {
    return on_a_read_only_mount(path) ? "read-only file system" : "permission denied";
}

// A reader of a file on a read-only medium whose WAL is gone or empty (a copy on a
// stick, an archive): SQLite cannot make the WAL's -shm there and would refuse to
// read at all, yet the file holds every commit and nothing can change it.
bool read_as_immutable(const fs::path& path, OpenMode mode) {
    if (mode != OpenMode::ReadOnly) return false;
    std::error_code error;
    const auto wal = fs::path(path.string() + "-wal");
    const bool wal_is_empty = !fs::exists(wal, error) || fs::file_size(wal, error) == 0;
    return wal_is_empty && !error && on_a_read_only_mount(path);
}

Result<sqlite::Connection> open_connection(const std::filesystem::path& path, OpenMode mode) {
    std::error_code error;
    const bool exists = fs::exists(path, error);
    if (mode == OpenMode::ReadOnly && !exists) {
        return tl::unexpected(Error{ErrorCode::InputUnreadable, "no history database at " + path.string()});
    }
    if (exists) {
        if (auto checked = schema::check_header(path, mode); !checked) return tl::unexpected(checked.error());
    } else {
        if (auto made = make_folders(path); !made) return tl::unexpected(made.error());
    }
    const int flags = mode == OpenMode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    auto connection = read_as_immutable(path, mode) ? sqlite::Connection::open_immutable(path.string())
                                                    : sqlite::Connection::open(path.string(), flags);
    if (!connection) return tl::unexpected(connection.error());
    if (mode == OpenMode::ReadWrite && sqlite3_db_readonly(connection->handle(), "main") == 1) {
        // SQLite falls back to reading a file it may not write; a writer must know at once.
        return tl::unexpected(
            Error{ErrorCode::PermissionDenied, "cannot write " + path.string() + ": " + why_not_writable(path)});
    }
    // Before anything is written, so that no umask leaves it unreadable to users.
    if (!exists) fs::permissions(path, kFileMode, error);
    sqlite3_busy_timeout(connection->handle(), kBusyTimeoutMs);

    // Reading a WAL-mode file makes its -wal and -shm files; only once the file
    // is known to be ours are they kept at close.
    if (auto prepared = schema::prepare(*connection, mode); !prepared) return tl::unexpected(prepared.error());
    keep_wal_files(*connection);
    if (mode == OpenMode::ReadWrite) {
        // WAL: readers never block the writer and a crash mid-transaction leaves
        // the last commit intact; NORMAL sync is safe in WAL (a power cut may
        // lose the last commit, never corrupt). The kept WAL file is cut back to
        // 1 MiB after a checkpoint (and to nothing at the last close) instead of
        // staying at the size of the largest import.
        if (auto set = connection->exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA journal_size_limit = 1048576",
                                        "cannot set up the history database");
            !set) {
            return tl::unexpected(set.error());
        }
    }
    return connection;
}

} // namespace

Result<std::unique_ptr<HistoryStore>> open_history_store(const std::filesystem::path& path, OpenMode mode) {
    auto connection = open_connection(path, mode);
    if (!connection) return tl::unexpected(connection.error());
    return std::make_unique<SqliteHistoryStore>(std::move(*connection));
}

Result<std::unique_ptr<alerts::AlertStore>> open_alert_store(const std::filesystem::path& path, OpenMode mode) {
    auto connection = open_connection(path, mode);
    if (!connection) return tl::unexpected(connection.error());
    return std::make_unique<SqliteAlertStore>(std::move(*connection));
}

} // namespace ssd::history
