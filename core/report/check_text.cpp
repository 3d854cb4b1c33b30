#include "core/report/check_text.h"

#include <algorithm>
#include <sstream>
#include <utility>
#include <vector>

#include "core/report/text_writer.h"
#include "core/util/units.h"

namespace ssd {

namespace {

std::string upper(std::string_view text) {
    std::string out(text);
    for (auto& c : out) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    return out;
}

void write_outcome(std::ostringstream& out, const CheckOutcome& outcome, const std::string& indent) {
    if (outcome.findings.empty()) {
        out << indent << "No findings.\n";
    }
    for (const auto& f : outcome.findings) {
        out << indent << "[" << upper(severity_name(f.severity)) << "] " << f.title << "  (" << f.id << ")\n";
        out << evidence_to_text(f, indent + "    ");
        out << indent << "    fix: " << f.fix << "\n";
        if (f.action) {
            std::string command;
            for (const auto& arg : *f.action) command += (command.empty() ? "" : " ") + arg;
            out << indent << "    ssdtool can do it: " << command << "\n";
        }
    }
    if (!outcome.not_evaluated.empty()) {
        // Checks skipped for the same reason (e.g. no SMART data) share one line.
        std::vector<std::pair<std::string, std::vector<std::string>>> grouped; // reason, checks
        for (const auto& n : outcome.not_evaluated) {
            auto it = std::find_if(grouped.begin(), grouped.end(), [&n](const auto& g) { return g.first == n.reason; });
            if (it == grouped.end()) {
                grouped.emplace_back(n.reason, std::vector<std::string>{n.check});
            } else if (std::find(it->second.begin(), it->second.end(), n.check) == it->second.end()) {
                it->second.push_back(n.check);
            }
        }
        out << indent << "Not evaluated:\n";
        for (const auto& [reason, checks] : grouped) {
            std::string names;
            for (const auto& check : checks) names += (names.empty() ? "" : ", ") + check;
            out << indent << "  - " << names << ": " << reason << "\n";
        }
    }
}

} // namespace

std::string drive_checks_to_text(const DriveCheck& drive) {
    std::ostringstream out;
    write_outcome(out, drive.outcome, "  ");
    return out.str();
}

std::string system_checks_to_text(const SystemCheck& system) {
    std::ostringstream out;
    out << "System\n";
    write_outcome(out, system.outcome, "  ");
    return out.str();
}

std::string check_report_to_text(const CheckReport& report) {
    std::ostringstream out;
    if (report.drives.empty()) out << "No drives found.\n\n";
    for (const auto& d : report.drives) {
        out << d.drive.device << "  " << d.drive.model.value_or("unknown model") << "  "
            << format_bytes(d.drive.capacity_bytes) << "\n";
        out << drive_checks_to_text(d) << "\n";
    }
    out << system_checks_to_text(report.system);
    return out.str();
}

std::string full_report_to_text(const CheckReport& report) {
    std::ostringstream out;
    if (report.drives.empty()) out << "No drives found.\n\n";
    for (const auto& d : report.drives) {
        out << health_to_text(d.health);
        out << "  Checks:\n" << drive_checks_to_text(d) << "\n";
    }
    out << system_checks_to_text(report.system);
    return out.str();
}

} // namespace ssd
