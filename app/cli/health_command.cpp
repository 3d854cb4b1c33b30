#include <memory>

#include "app/cli/commands.h"
#include "app/cli/field_options.h"
#include "app/cli/request_session.h"
#include "app/cli/service_client.h"
#include "core/diagnosis/drive_health.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"

namespace ssd::cli {

namespace {

struct HealthArguments {
    HealthRequest request{"", std::nullopt, SmartReaderChoice::Auto}; // the device's fields, as the service takes them
    std::string smartctl_json_file;
    std::string drivedb;         // smartctl -B FILE for re-resolving a capture's names
    bool keep_capture_names = false;
};

Result<HealthResult> health_for(CommandContext& context, const HealthArguments& args) {
    if (!args.smartctl_json_file.empty()) {
        CaptureNameResolution names{&context.services.runner, {}, !args.keep_capture_names};
        if (!args.drivedb.empty()) names.database.file = args.drivedb;
        std::vector<EnduranceRating> given;
        const DriveKnowledge knowledge = with_rating_given(
            DriveKnowledge{context.services.advisories, context.services.ratings}, args.request.rated_tbw, given);
        // With a file, DEVICE names the drive of a support capture that holds several.
        const auto device = args.request.device.empty() ? std::nullopt : std::optional<std::string>(args.request.device);
        return health_from_smartctl_file(args.smartctl_json_file, knowledge, names, device);
    }
    if (args.request.device.empty()) {
        return fail(ErrorCode::Usage, "health needs a DEVICE or --smartctl-json FILE");
    }
    HandlerSeams seams(context.services);
    return requests::handle_health(seams.get(), args.request);
}

} // namespace

void add_health_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand("health", "SMART health, wear and writes of one drive");
    add_json_flag(*command, context);
    auto args = std::make_shared<HealthArguments>();
    command->add_option("device", args->request.device,
                        "the drive, e.g. /dev/sda or /dev/nvme0; with --smartctl-json, the drive of a capture");
    auto* file = command->add_option("--smartctl-json", args->smartctl_json_file,
                                     "analyse a saved report instead of a device: smartctl's --json or -x text, or an "
                                     "ssdtool capture (DEVICE then names its drive)");
    add_field_options(*command, args->request,
                      {{"device_type", "--device-type", "smartctl device type (-d), e.g. sat, sntjmicron, megaraid,0"},
                       {"reader", "--reader",
                        "auto (smartctl; libatasmart for ATA drives when smartctl is missing), smartctl, libatasmart"},
                       {"rated_tbw", "--rated-tbw",
                        "the drive's rated endurance in TB written (its datasheet's TBW), where the shipped table "
                        "does not know it"}});
    auto* drivedb = command->add_option(
        "--drivedb", args->drivedb,
        "re-resolve the capture's attribute names with this drive database (smartctl -B; +FILE adds it before "
        "smartctl's own) instead of the installed smartctl's");
    auto* keep = command->add_flag("--keep-capture-names", args->keep_capture_names,
                                   "use the capture's attribute names as saved, even when the installed smartctl's "
                                   "drive database knows the drive better");
    drivedb->needs(file);
    keep->needs(file);
    keep->excludes(drivedb);
    add_local_flag(*command, context.local_only);
    command->callback([&context, args] {
        // A device's SMART through the service (no sudo); a saved capture is read here.
        if (args->smartctl_json_file.empty() && !args->request.device.empty()) {
            if (auto answer = ask_service(context, args->request)) {
                context.exit_status = print_response(context, *answer);
                return;
            }
        }
        auto result = health_for(context, *args);
        context.exit_status = result ? print_success(context.io, context.output, health_to_json(*result),
                                                     health_to_text(*result))
                                     : print_error(context.io, context.output, result.error());
    });
}

} // namespace ssd::cli
