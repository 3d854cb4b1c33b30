// `ssdtool check [DEVICE…]`: setup checks of the drive(s) and the system, plus
// each drive's health findings (docs/CONTRACT.md `check`).
#include "app/cli/check_shared.h"
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/service_client.h"
#include "core/report/check_json.h"
#include "core/report/check_text.h"

namespace ssd::cli {

namespace {

struct CheckArguments {
    std::vector<std::string> devices;
    std::vector<std::string> captures;
    std::string fail_on;
    bool local = false;

    int run(CommandContext& context) const {
        context.local_only = local || !captures.empty();
        if (auto answer = ask_service(context, CheckRequest{devices})) {
            const int status = print_response(context, *answer);
            return status != 0 ? status : fail_on_status(check_report_from_json((*answer)->document), fail_on);
        }
        auto report = captures.empty() ? run_checks(context, CheckRequest{devices})
                                       : run_checks_of_captures(context, captures);
        if (!report) return print_error(context.io, context.output, report.error());
        print_success(context.io, context.output, check_report_to_json(*report), check_report_to_text(*report));
        return fail_on_status(*report, fail_on);
    }
    void describe(CLI::App& command) {
        command.description("setup checks (AHCI, link speed, alignment, TRIM, free space, write cache, swap, "
                            "hibernation) and health findings of the drives (all when none is named)");
        auto* device = command.add_option("device", devices, "drives to check, e.g. /dev/sda /dev/nvme0n1");
        add_capture_option(command, captures)->excludes(device);
        add_fail_on_option(command, fail_on);
        add_local_flag(command, local);
    }
};

} // namespace

void add_check_command(CLI::App& app, CommandContext& context) { add_command<CheckArguments>(app, context, "check"); }

} // namespace ssd::cli
