// The command hook's environment: the alert in SSD_ALERT_* variables, and the
// SMARTD_* names of smartd's `-M exec` where they map, so a script written for
// smartd's mailer hook works unchanged.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/alerts/alert_notice.h"

namespace ssd::alerts {

std::vector<std::pair<std::string, std::string>> hook_environment(const Notice& notice);

} // namespace ssd::alerts
