#include "core/report/html_report.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/checks/setup_checks.h"
#include "core/report/evidence_catalog.h"
#include "core/smart/attribute_catalogue.h"
#include "core/util/json_util.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd {

namespace {

using nlohmann::json;

constexpr const char* kStyle = R"(
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#1d1d1f;line-height:1.4}
h1{font-size:1.6em;margin-bottom:.2em}h2{margin-top:2em;border-bottom:2px solid #ddd;padding-bottom:.2em}h3{margin-top:1.4em}
.meta{color:#666;margin-top:0}
table{border-collapse:collapse;margin:.5em 0 1em}th,td{border:1px solid #ddd;padding:.25em .6em;text-align:left;vertical-align:top}
th{background:#f4f4f6}td.num{text-align:right;font-variant-numeric:tabular-nums}
.badge{display:inline-block;padding:.1em .6em;border-radius:.8em;font-weight:600;font-size:.9em}
.critical,.failing{background:#fde2e1;color:#a40e0e}.warning{background:#fff1cc;color:#7a5200}.info{background:#e3efff;color:#0b4aa2}
.good{background:#dff5e3;color:#146c2e}.unknown{background:#eee;color:#444}
.finding{border:1px solid #ddd;border-left-width:6px;border-radius:4px;padding:.6em 1em;margin:.8em 0}
.finding.critical{border-left-color:#d11;background:#fff}.finding.warning{border-left-color:#e0a000;background:#fff}.finding.info{border-left-color:#2a6fdb;background:#fff}
.finding .title{font-weight:600}.finding .id{color:#666;font-family:ui-monospace,monospace;font-size:.85em}
.fix{margin:.4em 0 0}code{font-family:ui-monospace,Consolas,monospace;background:#f4f4f6;padding:0 .2em}
.evidence th{background:none;font-weight:normal;color:#444}details.raw summary{color:#666;font-size:.85em;cursor:pointer}
details.raw pre{font-family:ui-monospace,monospace;font-size:.85em;background:#f4f4f6;padding:.4em;overflow-x:auto}
tr.failing td{background:#fde2e1}ul.reasons{margin:.3em 0}
footer{margin-top:3em;color:#888;font-size:.85em}
)";

std::string esc(std::string_view text) {
    return html_escape(text);
}

std::string escaped_or_unknown(const std::optional<std::string>& value) {
    return value ? esc(*value) : "<i>unknown</i>";
}

// A list the system may not have read: "Unknown: why" or `none` in a
// paragraph (false), or the start of its table with `header_cells` (true).
template <class List>
bool table_start(std::ostream& out, const Observed<List>& list, const char* none, const char* header_cells) {
    if (!list) {
        out << "<p>Unknown: " << esc(list.reason()) << "</p>\n";
    } else if (list->empty()) {
        out << "<p>" << none << "</p>\n";
    } else {
        out << "<table><tr>" << header_cells << "</tr>\n";
        return true;
    }
    return false;
}

void write_finding(std::ostringstream& out, const Finding& f) {
    const std::string severity(severity_name(f.severity));
    out << "<div class=\"finding " << severity << "\">\n<div><span class=\"badge " << severity << "\">"
        << esc(severity) << "</span> <span class=\"title\">" << esc(f.title) << "</span> <span class=\"id\">"
        << esc(f.id) << "</span></div>\n";
    const auto evidence = describe_evidence(f);
    if (!evidence.empty()) {
        // In words; each label's tooltip names the raw key, and the raw
        // evidence (as in the JSON) sits behind a details toggle.
        out << "<table class=\"evidence\">\n";
        for (const auto& line : evidence) {
            out << "<tr><th title=\"" << esc(line.key) << "\">" << esc(line.label) << "</th><td>" << esc(line.value)
                << "</td></tr>\n";
        }
        out << "</table>\n<details class=\"raw\"><summary>Details</summary><pre>" << esc(json_text(f.evidence, 2))
            << "</pre></details>\n";
    }
    out << "<p class=\"fix\"><b>Fix:</b> " << esc(f.fix) << "</p>\n";
    if (f.action) {
        std::string command;
        for (const auto& arg : *f.action) command += (command.empty() ? "" : " ") + arg;
        out << "<p class=\"fix\">SSD Toolbox can apply it: <code>" << esc(command) << "</code></p>\n";
    }
    out << "</div>\n";
}

void write_outcome(std::ostringstream& out, const CheckOutcome& outcome) {
    out << "<h3>Findings</h3>\n";
    if (outcome.findings.empty()) out << "<p>No findings.</p>\n";
    for (const auto& f : outcome.findings) write_finding(out, f);
    if (!outcome.not_evaluated.empty()) {
        out << "<h3>Not evaluated</h3>\n<table><tr><th>Check</th><th>Why</th></tr>\n";
        for (const auto& n : outcome.not_evaluated) {
            out << "<tr><td><code>" << esc(n.check) << "</code></td><td>" << esc(n.reason) << "</td></tr>\n";
        }
        out << "</table>\n";
    }
}

void row(std::ostringstream& out, const std::string& label, const std::string& html_value) {
    out << "<tr><th>" << esc(label) << "</th><td>" << html_value << "</td></tr>\n";
}

template <typename T>
std::string num(const std::optional<T>& value) {
    return value ? esc(std::to_string(*value)) : "<i>unknown</i>";
}

void write_smart_table(std::ostringstream& out, const HealthResult& h) {
    out << "<h3>SMART data</h3>\n";
    if (!h.smart_available || !h.smart) {
        out << "<p>Not available: " << esc(h.smart_unavailable_reason) << "</p>\n";
        return;
    }
    const SmartReport& s = *h.smart;
    if (!s.attributes.empty()) {
        out << "<table><tr><th>ID</th><th>Attribute</th><th>Value</th><th>Worst</th><th>Threshold</th>"
               "<th>Raw</th><th>Failed</th><th>Meaning</th></tr>\n";
        for (const auto& a : s.attributes) {
            out << "<tr" << (a.failing_now() ? " class=\"failing\"" : "") << "><td class=\"num\">" << a.id
                << "</td><td>" << esc(a.name) << "</td><td class=\"num\">" << a.value << "</td><td class=\"num\">"
                << a.worst << "</td><td class=\"num\">" << a.thresh << "</td><td class=\"num\">"
                << esc(a.raw_string.empty() ? std::to_string(a.raw) : a.raw_string) << "</td><td>"
                << esc(a.when_failed.empty() ? "-" : a.when_failed) << "</td><td>"
                << esc(attribute_description(a.id, a.name).value_or("")) << "</td></tr>\n";
        }
        out << "</table>\n";
    }
    if (s.nvme) {
        const auto& n = *s.nvme;
        out << "<table><tr><th>NVMe health log</th><th>Value</th></tr>\n";
        row(out, "Critical warning", esc(std::to_string(n.critical_warning)));
        row(out, "Temperature (°C)", num(n.temperature_c));
        row(out, "Available spare (%)", num(n.available_spare));
        row(out, "Available spare threshold (%)", num(n.available_spare_threshold));
        row(out, "Percentage used", num(n.percentage_used));
        row(out, "Data units read (512 000 bytes each)", num(n.data_units_read));
        row(out, "Data units written (512 000 bytes each)", num(n.data_units_written));
        row(out, "Power cycles", num(n.power_cycles));
        row(out, "Power-on hours", num(n.power_on_hours));
        row(out, "Unsafe shutdowns", num(n.unsafe_shutdowns));
        row(out, "Media and data integrity errors", num(n.media_errors));
        row(out, "Error log entries", num(n.error_log_entries));
        out << "</table>\n";
    }
    if (s.attributes.empty() && !s.nvme) out << "<p>The drive reported no SMART attributes.</p>\n";
}

std::string verdict_badge(const std::string& level) {
    const std::string cls = level == "good" || level == "warning" || level == "failing" ? level : "unknown";
    return "<span class=\"badge " + cls + "\">" + esc(level) + "</span>";
}

void write_drive(std::ostringstream& out, const DriveCheck& d, std::size_t index) {
    const DriveInfo& drive = d.drive;
    const HealthResult& h = d.health;
    out << "<h2 id=\"drive-" << index << "\">" << esc(drive.device) << " — " << escaped_or_unknown(drive.model) << "</h2>\n";
    out << "<table>\n";
    row(out, "Device", esc(drive.device));
    row(out, "Model", escaped_or_unknown(drive.model));
    row(out, "Serial number", escaped_or_unknown(drive.serial));
    row(out, "Firmware", escaped_or_unknown(drive.firmware));
    if (h.smart && h.smart->model_family) row(out, "Family", esc(*h.smart->model_family));
    row(out, "Capacity", esc(format_bytes(drive.capacity_bytes)) + " — " + esc(std::to_string(drive.capacity_bytes)) +
                             " bytes");
    row(out, "Interface", esc(wire_name(drive.protocol) + " / " + wire_name(drive.transport)));
    row(out, "Sectors", esc(std::to_string(drive.logical_sector_bytes) + " bytes logical, " +
                            std::to_string(drive.physical_sector_bytes) + " bytes physical"));
    if (d.setup && d.setup->media) {
        const auto& m = *d.setup->media;
        const char* kind = m.kind == MediaKind::SolidState ? "solid state"
                           : m.kind == MediaKind::Rotating ? "rotating disk"
                                                           : "virtual disk";
        row(out, "Medium", esc(std::string(kind) + " (" + m.source + ")"));
    }
    if (h.smart && h.smart->temperature_c) row(out, "Temperature", esc(std::to_string(*h.smart->temperature_c)) + " °C");
    if (h.smart && h.smart->power_on_hours) row(out, "Power-on hours", esc(std::to_string(*h.smart->power_on_hours)));
    const auto& w = h.facts.writes;
    if (w.host_bytes) row(out, "Written by the host", esc(format_bytes(*w.host_bytes)));
    if (w.nand_bytes) row(out, "Written to flash", esc(format_bytes(*w.nand_bytes)));
    row(out, "Write amplification",
        w.write_amplification ? esc(fixed(*w.write_amplification, 2)) + (w.method.empty() ? "" : " (" + esc(w.method) + ")")
                              : "<i>" + esc(w.unavailable_reason.value_or("unknown")) + "</i>");
    const auto& wear = h.facts.wear;
    if (wear.percent_used) row(out, "Wear (rated life used)", esc(std::to_string(*wear.percent_used)) + " %");
    if (wear.available_spare_percent) row(out, "Available spare", esc(std::to_string(*wear.available_spare_percent)) + " %");
    out << "</table>\n";

    out << "<h3>Verdict: " << verdict_badge(h.facts.verdict.level) << "</h3>\n<ul class=\"reasons\">\n";
    for (const auto& reason : h.facts.verdict.reasons) out << "<li>" << esc(reason) << "</li>\n";
    out << "</ul>\n";
    write_outcome(out, d.outcome);
    write_smart_table(out, h);
}

void write_system(std::ostringstream& out, const SystemCheck& system) {
    out << "<h2 id=\"system\">System</h2>\n";
    write_outcome(out, system.outcome);
    if (!system.setup) {
        out << "<p>The system could not be inspected: " << esc(system.setup.reason()) << "</p>\n";
        return;
    }
    const SystemSetup& s = *system.setup;
    out << "<h3>Mounted filesystems on drives</h3>\n";
    if (table_start(out, s.filesystems, "None.",
                    "<th>Mount point</th><th>Device</th><th>Type</th><th>Size</th><th>Free</th>"
                    "<th>discard option</th><th>Drives</th>")) {
        for (const auto& f : *s.filesystems) {
            std::string drives;
            for (const auto& name : f.drives) drives += (drives.empty() ? "" : ", ") + name;
            std::string size = "<i>unknown</i>";
            std::string free = "<i>" + esc(f.space ? std::string() : f.space.reason()) + "</i>";
            if (f.space) {
                size = esc(format_bytes(f.space->size_bytes));
                const double pct = f.space->size_bytes == 0
                                       ? 0.0
                                       : 100.0 * static_cast<double>(f.space->free_bytes) /
                                             static_cast<double>(f.space->size_bytes);
                free = esc(format_bytes(f.space->free_bytes)) + " (" + esc(fixed(pct, 2)) + " %)";
            }
            out << "<tr><td>" << esc(f.mountpoint) << "</td><td>" << esc(f.source) << "</td><td>" << esc(f.fstype)
                << "</td><td>" << size << "</td><td>" << free << "</td><td>"
                << (mounted_with_discard(f) ? "yes" : "no") << "</td><td>" << esc(drives) << "</td></tr>\n";
        }
        out << "</table>\n";
    }
    out << "<h3>Swap</h3>\n";
    if (table_start(out, s.swaps, "No swap in use.", "<th>Swap</th><th>Type</th><th>Size</th><th>Used</th>")) {
        for (const auto& w : *s.swaps) {
            out << "<tr><td>" << esc(w.path) << "</td><td>" << esc(w.type) << "</td><td>"
                << esc(format_bytes(w.size_bytes)) << "</td><td>" << esc(format_bytes(w.used_bytes)) << "</td></tr>\n";
        }
        out << "</table>\n";
    }
    out << "<h3>Hibernation and periodic TRIM</h3>\n<table>\n";
    if (s.hibernation) {
        const auto& hib = *s.hibernation;
        row(out, "Hibernation", hib.supported ? (hib.resume_device || hib.resume_parameter
                                                     ? "set up, resume from " +
                                                           esc(hib.resume_device ? "/dev/" + *hib.resume_device
                                                                                 : hib.resume_parameter.value_or(""))
                                                     : std::string("supported by the kernel, no resume device set"))
                                              : std::string("not supported by the kernel"));
    } else {
        row(out, "Hibernation", "<i>unknown: " + esc(s.hibernation.reason()) + "</i>");
    }
    if (s.periodic_trim) {
        row(out, "Periodic TRIM", esc(std::string(s.periodic_trim->enabled ? "on" : "off") + " (" +
                                      s.periodic_trim->mechanism + ": " + s.periodic_trim->evidence + ")"));
    } else {
        row(out, "Periodic TRIM", "<i>unknown: " + esc(s.periodic_trim.reason()) + "</i>");
    }
    out << "</table>\n";
}

} // namespace

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out.push_back(c);
        }
    }
    return out;
}

std::string report_to_html(const CheckReport& report, const HtmlReportOptions& options, const ReportAlerts* alerts) {
    std::ostringstream out;
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<title>SSD Toolbox report"
        << (options.host.empty() ? "" : " — " + esc(options.host)) << "</title>\n<style>" << kStyle
        << "</style>\n</head>\n<body>\n<h1>SSD Toolbox report</h1>\n<p class=\"meta\">";
    std::string meta = "ssdtool " + options.tool_version;
    if (!options.host.empty()) meta += " on " + options.host;
    if (!options.generated_at.empty()) meta += ", " + options.generated_at;
    out << esc(meta) << "</p>\n";

    // Summary: one line per drive, worst findings first.
    out << "<table><tr><th>Drive</th><th>Model</th><th>Capacity</th><th>Verdict</th><th>Critical</th>"
           "<th>Warnings</th><th>Info</th></tr>\n";
    std::size_t index = 0;
    for (const auto& d : report.drives) {
        std::array<int, 3> counts{};
        for (const auto& f : d.outcome.findings) ++counts[static_cast<std::size_t>(severity_rank(f.severity))];
        out << "<tr><td><a href=\"#drive-" << index++ << "\">" << esc(d.drive.device) << "</a></td><td>"
            << escaped_or_unknown(d.drive.model) << "</td><td>" << esc(format_bytes(d.drive.capacity_bytes)) << "</td><td>"
            << verdict_badge(d.health.facts.verdict.level) << "</td><td class=\"num\">" << counts[2]
            << "</td><td class=\"num\">" << counts[1] << "</td><td class=\"num\">" << counts[0] << "</td></tr>\n";
    }
    out << "</table>\n";
    if (report.drives.empty()) out << "<p>No drives found.</p>\n";

    index = 0;
    for (const auto& d : report.drives) write_drive(out, d, index++);
    if (alerts != nullptr) out << alerts_html_section(report, *alerts);
    write_system(out, report.system);
    out << "<footer>Sizes: GB = 10<sup>9</sup> bytes (as drives are sold), GiB = 2<sup>30</sup> bytes (as many "
           "systems show them). Made by SSD Toolbox; this file is self-contained and can be sent as is.</footer>\n"
           "</body>\n</html>\n";
    return out.str();
}

} // namespace ssd
