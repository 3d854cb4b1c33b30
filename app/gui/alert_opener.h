// Where the Alerts tab and the tray get the alerts: the history database's
// alert tables opened read-only by the GUI itself (like the History tab: no
// helper, no privilege), or in tests and screenshots a store made in memory.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>

#include "core/alerts/alert_store.h"
#include "core/util/error.h"

namespace ssd::gui {

using AlertOpener = std::function<Result<std::unique_ptr<alerts::AlertStore>>(const std::filesystem::path& file)>;

// open_alert_store(file, ReadOnly) (platform/history_database.h); in a build
// without SQLite, an opener that says the history is not built.
AlertOpener databaseAlertOpener();

} // namespace ssd::gui
