// Where the History tab gets its store: the history database opened read-only
// by the GUI itself (no helper, no service, no privilege: the file is readable
// by every local user), or in tests and screenshots a store made in memory.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>

#include "core/history/history_store.h"
#include "core/util/error.h"

namespace ssd::gui {

using HistoryOpener =
    std::function<Result<std::unique_ptr<history::HistoryStore>>(const std::filesystem::path& file)>;

// open_history_store(file, ReadOnly) (platform/history_database.h); in a build
// without SQLite, an opener that says the history is not built.
HistoryOpener databaseHistoryOpener();
// The system's database (default_history_path()); empty without SQLite.
std::filesystem::path defaultHistoryFile();
// Whether this build has the drive history (SQLite): without it (the Windows build today)
// the History and Alerts tabs and the tray, which read the database, are not offered.
bool historyBuilt();

} // namespace ssd::gui
