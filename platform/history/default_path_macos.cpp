#include "platform/history_database.h"

namespace ssd::history {

// Where macOS keeps a system-wide program's data (root writes, users read).
std::filesystem::path default_history_path() { return "/Library/Application Support/SSD Toolbox/history.sqlite"; }

} // namespace ssd::history
