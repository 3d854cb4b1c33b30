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
    if (!report.dry_run) {
        doc["erased"] = !report.cancelled;
        doc["elapsed_seconds"] = report.elapsed_seconds;
    }
    add_cancellation(doc, report.cancelled, report.state);
    return doc;
}

std::string erase_report_to_text(const EraseReport& report) {
    std::ostringstream out;
    out << report.identity.device;
    if (report.identity.model) out << " (" << *report.identity.model << ")";
    out << ": method " << erase_method_name(report.method) << " — " << erase_method_description(report.method)
        << (report.method_requested ? " (as asked)" : " (the strongest this drive supports)") << "\n";
    out << "Supported: " << join_erase_methods(report.supported) << "\n";
    if (report.dry_run) {
        out << safety::plan_to_text(report.plan);
        out << "Dry run: nothing was changed. To run it: --confirm " << safety::expected_token(report.identity) << " ("
            << safety::token_description(report.identity) << ").\n";
        return out.str();
    }
    if (report.cancelled) return out.str() + cancellation_text(report.state);
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.1f", report.elapsed_seconds);
    out << "Erased with " << erase_method_name(report.method) << " in " << elapsed << " s.\n";
    for (const auto& note : report.notes) out << "  " << note << "\n";
    return out.str();
}

} // namespace ssd::actions
