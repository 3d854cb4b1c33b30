#include "core/report/report_alerts.h"

#include "core/alerts/alert_json.h"
#include "core/history/drive_key.h"
#include "core/report/html_report.h"
#include "core/util/time_text.h"

namespace ssd {

std::vector<alerts::StoredAlert> alerts_of_drive(const ReportAlerts& alerts, const HealthResult& health) {
    std::vector<alerts::StoredAlert> mine;
    if (!health.smart) return mine;
    // A drive without a serial number gets a key of its own reading: it matches no stored drive.
    const history::DriveKey key = history::drive_key_of(*health.smart, health.drive.device);
    if (key.anonymous()) return mine;
    for (const auto& alert : alerts.open) {
        if (alert.drive == key) mine.push_back(alert);
    }
    return mine;
}

void add_report_alerts(nlohmann::json& document, const CheckReport& report, const ReportAlerts& alerts) {
    auto& drives = document["drives"];
    for (std::size_t i = 0; i < report.drives.size() && i < drives.size(); ++i) {
        drives[i]["alerts"] = alerts::alerts_json(alerts_of_drive(alerts, report.drives[i].health));
        if (alerts.unavailable) drives[i]["alerts_unavailable"] = *alerts.unavailable;
    }
}

std::string alerts_html_section(const CheckReport& report, const ReportAlerts& alerts) {
    std::string out = "<h2 id=\"alerts\">Alerts</h2>\n";
    if (alerts.unavailable) return out + "<p><i>Not available: " + html_escape(*alerts.unavailable) + "</i></p>\n";
    std::string rows;
    for (const auto& drive : report.drives) {
        for (const auto& alert : alerts_of_drive(alerts, drive.health)) {
            const auto& c = alert.condition;
            std::string state(alerts::kAlertStates.label(alert.state()));
            if (alert.acknowledged && !alert.acknowledged->note.empty()) state += ": " + alert.acknowledged->note;
            rows += "<tr><td>" + html_escape(drive.drive.device) + "</td><td>" +
                    html_escape(alerts::kSeverities.label(c.severity)) + "</td><td>" +
                    html_escape(alerts::kRules.label(c.rule)) + "</td><td>" + html_escape(c.summary) + "</td><td>" +
                    html_escape(iso_utc(alert.opened)) + "</td><td>" + html_escape(state) + "</td></tr>\n";
        }
    }
    if (rows.empty()) return out + "<p>No open alerts.</p>\n";
    return out + "<table><tr><th>Drive</th><th>Severity</th><th>Alert</th><th>What</th><th>Since</th><th>State</th></tr>\n" +
           rows + "</table>\n";
}

} // namespace ssd
