#include "platform/history_database.h"

namespace ssd::history {

// Where macOS keeps a system-wide program's data (root writes, users read).
std::filesystem::path default_history_path() { return "/Library/Application Support/SSD Toolbox/history.sqlite"; }

std::filesystem::path default_selftest_schedule_path() {
    return default_history_path().parent_path() / "selftest-schedule.json";
}

std::filesystem::path default_alert_config_path() { return default_history_path().parent_path() / "alerts.json"; }
std::filesystem::path default_alert_secrets_path() {
    return default_history_path().parent_path() / "alert-secrets.json";
}

} // namespace ssd::history
