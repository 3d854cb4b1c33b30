// The history database's schema, its version and its migrations. A file is
// ours when its PRAGMA application_id is kApplicationId; PRAGMA user_version is
// the schema version. Anything else (not SQLite, another program's database, a
// newer schema) is refused before a byte is written.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string_view>

#include "platform/history/sqlite_connection.h"
#include "platform/history_database.h"

namespace ssd::history::schema {

// "SSDh": the database is SSD Toolbox's history (file(1) and sqlite3 show it).
inline constexpr std::int32_t kApplicationId = 0x53534468;
inline constexpr int kCurrentVersion = 4;

// The first schema as it was created, kept so that the migrations can be
// tested on a real version-1 file (tests build one from it).
extern const std::string_view kVersion1;

// Before SQLite opens the file (a reader would make -wal and -shm files beside
// it): refuses a file that is not SQLite, or whose header says it is another
// program's or of a newer schema. The header of a WAL-mode file may lag behind
// its WAL, so prepare() checks again on the open connection.
Result<void> check_header(const std::filesystem::path& path, OpenMode mode);

// Checks that `connection`'s file is a history database of a version this build
// reads; with OpenMode::ReadWrite also creates the schema in an empty file or
// migrates an older one (a copy of the file first: FILE.bak-vN, then the
// migration in one transaction).
Result<void> prepare(sqlite::Connection& connection, OpenMode mode);

} // namespace ssd::history::schema
