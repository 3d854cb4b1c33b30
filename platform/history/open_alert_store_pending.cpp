// PLACEHOLDER until the SQLite alert store (part B) is on main: delete this file then.
// It lets `ssdtool alerts deliver` link; it opens nothing.
#include "platform/history_database.h"

namespace ssd::history {

Result<std::unique_ptr<alerts::AlertStore>> open_alert_store(const std::filesystem::path& path, OpenMode) {
    return fail(ErrorCode::ToolMissing, path.string() + ": the alert store is not in this build yet");
}

} // namespace ssd::history
