// The HTML report: one self-contained file (inline CSS, no scripts, no
// external resources) a customer can send to a technician: each drive's
// identity, verdict, findings by severity with evidence and fix, what could
// not be checked, the SMART table, and the system's setup.
#pragma once

#include <string>

#include "core/diagnosis/drive_checks.h"
#include "core/report/report_alerts.h"

namespace ssd {

struct HtmlReportOptions {
    std::string tool_version;   // "0.1.0"
    std::string generated_at;   // "2026-11-21 10:30 UTC"; "" leaves it out
    std::string host;           // the machine's name; "" leaves it out
};

// With `alerts` (the drives' open alerts from the history database) an Alerts section too.
std::string report_to_html(const CheckReport& report, const HtmlReportOptions& options,
                           const ReportAlerts* alerts = nullptr);

// &, <, >, " and ' as entities.
std::string html_escape(std::string_view text);

} // namespace ssd
