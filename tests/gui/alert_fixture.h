// Alerts for the Alerts tab's and the tray's tests and screenshots: the three
// drives FakeBackend knows only from their real captures (/dev/sdc Kingston
// SV300, /dev/sdd Samsung 840, /dev/nvme1n1 Samsung 970 EVO), each read once
// an hour for a day up to `now` by the code `ssdtool sample` uses, into a
// history; and SYNTHETIC alerts on them (no capture holds an alert: they are
// what the rules would raise), one in each state:
//   Kingston: reallocated sectors 8, acknowledged with a note (Acknowledged);
//             a write burst, info (Active)
//   840:      interface CRC errors 12, then 30 (Opened, then Worse: Active)
//   970 EVO:  temperature above its threshold three days ago, cleared (Resolved)
// The 970 EVO's newest reading says 61 °C (SYNTHETIC: its capture says 35),
// so it is the hottest drive.
#pragma once

#include <cstdint>
#include <memory>

#include "app/gui/alert_opener.h"
#include "core/alerts/memory_alert_store.h"
#include "core/history/memory_history_store.h"

namespace ssd::test {

inline constexpr const char* kAlertsKingston = "kingston_SV300S37A240G-SandForce_smartmontools-go.json";
inline constexpr const char* kAlerts840 = "samsung_840-500GB_scrutiny.json";
inline constexpr const char* kAlerts970 = "samsung_970EVO-500GB_scrutiny.json";
inline constexpr int kHottestCelsius = 61;

struct AlertWorld {
    history::MemoryHistoryStore history;
    std::shared_ptr<alerts::MemoryAlertStore> alerts = std::make_shared<alerts::MemoryAlertStore>();
    std::int64_t kingston = 0, samsung840 = 0, evo970 = 0;  // drive ids in the history
    std::int64_t reallocated = 0, burst = 0, crc = 0, temperature = 0;  // alert ids
};

AlertWorld syntheticAlertWorld(std::int64_t now);

// Hands out a copy of the shared store as it is when opened (so a test can
// change it, as the service would, and see the next refresh show it).
gui::AlertOpener sharedAlertOpener(std::shared_ptr<alerts::MemoryAlertStore> store);

} // namespace ssd::test
