#include <cstdio>
#include <sstream>

#include "core/actions/cancellation.h"
#include "core/actions/erase.h"

namespace ssd::actions {

using nlohmann::json;

json erase_report_to_json(const EraseReport& report) {
    json supported = json::array();
    for (const auto m : report.supported) supported.push_back(erase_method_name(m));
    json doc = {{"device", report.identity.device},
                {"drive", safety::identity_to_json(report.identity)},
                {"method", erase_method_name(report.method)},
                {"method_description", erase_method_description(report.method)},
                {"method_chosen_by", report.method_requested ? "option" : "default (the strongest supported)"},
                {"supported_methods", supported},
                {"capabilities", report.capabilities},
                {"dry_run", report.dry_run},
                {"plan", safety::plan_to_json(report.plan)},
                {"notes", report.notes}};
    add_run_outcome(doc, report.dry_run, "erased", !report.cancelled, report.elapsed_seconds, report.cancelled,
                    report.state);
    return doc;
}

std::string erase_report_to_text(const EraseReport& report) {
    std::ostringstream out;
    out << report.identity.device;
    if (report.identity.model) out << " (" << *report.identity.model << ")";
    out << ": method " << erase_method_name(report.method) << " — " << erase_method_description(report.method)
        << (report.method_requested ? " (as asked)" : " (the strongest this drive supports)") << "\n";
    out << "Supported: " << join_erase_methods(report.supported) << "\n";
    if (report.dry_run) return out.str() + safety::dry_run_text(report.plan, report.identity, "changed");
    if (report.cancelled) return out.str() + cancellation_text(report.state);
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.1f", report.elapsed_seconds);
    out << "Erased with " << erase_method_name(report.method) << " in " << elapsed << " s.\n";
    for (const auto& note : report.notes) out << "  " << note << "\n";
    return out.str();
}

} // namespace ssd::actions
