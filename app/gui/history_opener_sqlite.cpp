#include "app/gui/history_opener.h"

#include "platform/history_database.h"

namespace ssd::gui {

HistoryOpener databaseHistoryOpener() {
    return [](const std::filesystem::path& file) {
        return history::open_history_store(file, history::OpenMode::ReadOnly);
    };
}

bool historyBuilt() { return true; }

std::filesystem::path defaultHistoryFile() { return history::default_history_path(); }

} // namespace ssd::gui
