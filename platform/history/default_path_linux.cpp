#include "platform/history_database.h"

namespace ssd::history {

// The FHS place for a program's state; root's sampling timer writes it.
std::filesystem::path default_history_path() { return "/var/lib/ssd-toolbox/history.sqlite"; }

// Configuration the administrator writes: /etc.
std::filesystem::path default_selftest_schedule_path() { return "/etc/ssd-toolbox/selftest-schedule.json"; }

std::filesystem::path default_alert_config_path() { return "/etc/ssd-toolbox/alerts.json"; }
std::filesystem::path default_alert_secrets_path() { return "/etc/ssd-toolbox/alert-secrets.json"; }

} // namespace ssd::history
