// Alerts and their events for people: `ssdtool alerts`, the command hook's
// message, e-mail bodies. One line per alert or event.
#pragma once

#include <string>
#include <vector>

#include "core/alerts/alert.h"

namespace ssd::alerts {

// "#12 Critical  Reallocated sectors  Samsung SSD 860 EVO 500GB S3Z… (/dev/sda): 9 reallocated
//  sectors (8 at the previous sample); since 2026-11-24T10:00:00Z, acknowledged at 8 ("note")"
std::string alert_line(const StoredAlert& alert);
// One line per alert, newest-opened first as given; "No alerts." when empty.
std::string alerts_text(const std::vector<StoredAlert>& alerts);
// "2026-11-24T11:00:00Z #12 worse than acknowledged: Reallocated sectors: 9 reallocated sectors (8 at …)"
std::string alert_event_line(const AlertEvent& event);

} // namespace ssd::alerts
