// `ssdtool check [DEVICE…]`: setup checks of the drive(s) and the system, plus
// each drive's health findings (CONTRACT.md `check`).
#include <memory>

#include "app/cli/check_shared.h"
#include "app/cli/commands.h"
#include "app/cli/request_session.h"
#include "core/report/check_json.h"
#include "core/report/check_text.h"

namespace ssd::cli {

namespace {

struct CheckArguments {
    std::vector<std::string> devices;
    std::string fail_on;
};

int run_check(CommandContext& context, const CheckArguments& args) {
    HandlerSeams seams(context.services);
    auto report = requests::handle_check(seams.get(), CheckRequest{args.devices});
    if (!report) {
        return print_error(context.io, context.output, report.error());
    }
    print_success(context.io, context.output, check_report_to_json(*report), check_report_to_text(*report));
    return fail_on_status(*report, args.fail_on);
}

} // namespace

void add_check_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "check", "setup checks (AHCI, link speed, alignment, TRIM, free space, write cache, swap, hibernation) "
                 "and health findings of the drives (all when none is named)");
    add_json_flag(*command, context);
    auto args = std::make_shared<CheckArguments>();
    command->add_option("device", args->devices, "drives to check, e.g. /dev/sda /dev/nvme0n1");
    add_fail_on_option(*command, args->fail_on);
    command->callback([&context, args] { context.exit_status = run_check(context, *args); });
}

} // namespace ssd::cli
