// A build without SQLite (platform/history not built): the tab says so.
#include "app/gui/history_opener.h"

namespace ssd::gui {

HistoryOpener databaseHistoryOpener() {
    return [](const std::filesystem::path&) -> Result<std::unique_ptr<history::HistoryStore>> {
        return fail(ErrorCode::ToolMissing, "this build of SSD Toolbox has no drive history (built without SQLite)");
    };
}

bool historyBuilt() { return false; }

std::filesystem::path defaultHistoryFile() { return {}; }

} // namespace ssd::gui
