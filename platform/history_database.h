// Where the apps get a history store (platform/history: SQLite). Portable: the
// same code on every OS; only the default path differs.
#pragma once

#include <filesystem>
#include <memory>

#include "core/alerts/alert_store.h"
#include "core/history/history_store.h"
#include "core/util/error.h"

namespace ssd::history {

enum class OpenMode {
    ReadOnly,   // readers (history, the GUI): never writes, never creates, never migrates
    ReadWrite,  // sample, import, retention: creates the file (and its folder) or migrates it
};

// Opens the history database at `path`. A file that is not SQLite, another
// program's database or a schema newer than this build: InputMalformed or
// UnsupportedFormat (exit 2), the file untouched. ReadOnly of a missing file:
// InputUnreadable. A new file is created readable by everyone (0644, its new
// folders 0755) so that unprivileged users can read what root samples.
Result<std::unique_ptr<HistoryStore>> open_history_store(const std::filesystem::path& path, OpenMode mode);

// The alerts kept in the same database file (schema v4: alerts, alert_events,
// alert_deliveries), opened with the same rules as open_history_store: ReadOnly
// for the tray and `alerts` as a user, ReadWrite for sampling, import, ack and delivery.
Result<std::unique_ptr<alerts::AlertStore>> open_alert_store(const std::filesystem::path& path, OpenMode mode);

// The system's database: /var/lib/ssd-toolbox/history.sqlite on Linux,
// %ProgramData%\SSD Toolbox\history.sqlite on Windows.
std::filesystem::path default_history_path();

// The self-test schedule the sampling run reads (core/selftest_control/selftest_schedule.h):
// /etc/ssd-toolbox/selftest-schedule.json on Linux, beside the database elsewhere.
std::filesystem::path default_selftest_schedule_path();

// The alert configuration (core/alerts/alert_config.h): /etc/ssd-toolbox/alerts.json on
// Linux, beside the database elsewhere; and its root-only secrets file, alert-secrets.json
// in the same folder.
std::filesystem::path default_alert_config_path();
std::filesystem::path default_alert_secrets_path();

} // namespace ssd::history
