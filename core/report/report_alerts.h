// The drives' open alerts in the report (issue 17: "every alert is also in
// `ssdtool report --json` and in the HTML report"): read from the history
// database by the caller, matched to the report's drives by their DriveKey
// (never by device name), as an `alerts` list in each drive's document and an
// Alerts section in the HTML. When the database cannot be read the lists are
// empty and `alerts_unavailable` says why.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/alerts/alert.h"
#include "core/diagnosis/drive_checks.h"

namespace ssd {

struct ReportAlerts {
    std::vector<alerts::StoredAlert> open;   // active and acknowledged, of every drive in the database
    std::optional<std::string> unavailable;  // why they could not be read; nullopt when they were
};

// The open alerts of the drive `health` read (none when SMART gave no identity).
std::vector<alerts::StoredAlert> alerts_of_drive(const ReportAlerts& alerts, const HealthResult& health);

// Adds "alerts" (an array) to each drive of a `report` document (full_report_to_json
// of `report`, drives in the same order) and "alerts_unavailable" (the reason) when
// the alerts could not be read. Additive: nothing that was there changes.
void add_report_alerts(nlohmann::json& document, const CheckReport& report, const ReportAlerts& alerts);

// The HTML report's Alerts section: the open alerts of the report's drives.
std::string alerts_html_section(const CheckReport& report, const ReportAlerts& alerts);

} // namespace ssd
