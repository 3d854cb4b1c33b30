#include "app/cli/commands.h"

#include <ostream>

#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/service/health_service.h"

namespace ssd::cli {

int run_list(Services& services, const Streams& io, const OutputOptions& options) {
    auto drives = services.inventory.list();
    if (!drives) {
        return print_error(io, options, drives.error());
    }
    return print_success(io, options, list_to_json(*drives), list_to_text(*drives));
}

int run_health(Services& services, const Streams& io, const OutputOptions& options, const HealthOptions& health) {
    auto result = health.smartctl_json_file
                      ? health_from_smartctl_file(*health.smartctl_json_file)
                      : health_from_device(services.inventory, services.runner,
                                           HealthRequest{health.device, health.device_type});
    if (!result) {
        return print_error(io, options, result.error());
    }
    return print_success(io, options, health_to_json(*result), health_to_text(*result));
}

int run_report(Services& services, const Streams& io, const OutputOptions& options) {
    auto drives = services.inventory.list();
    if (!drives) {
        return print_error(io, options, drives.error());
    }
    nlohmann::json docs = nlohmann::json::array();
    std::string text;
    for (const auto& drive : *drives) {
        auto result = health_from_device(services.inventory, services.runner, HealthRequest{drive.device, {}});
        if (!result) {
            // One unreadable drive must not hide the others: report why instead.
            HealthResult partial;
            partial.drive = drive;
            partial.smart_unavailable_reason = result.error().message;
            partial.facts.verdict.reasons.push_back("no SMART data: " + result.error().message);
            result = std::move(partial);
        }
        docs.push_back(health_to_json(*result));
        text += health_to_text(*result) + "\n";
    }
    if (drives->empty()) {
        text = "No drives found.\n";
    }
    return print_success(io, options, {{"drives", docs}}, text);
}

} // namespace ssd::cli
