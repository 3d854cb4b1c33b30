// `ssdtool erase DEVICE [--method M]`: secure erase (ATA security erase,
// NVMe format with secure erase, NVMe sanitize).
#include <memory>

#include "app/cli/action_commands.h"
#include "core/actions/erase.h"

namespace ssd::cli {

namespace {

struct EraseArguments {
    std::string device;
    std::string method;
    CLI::Option* method_option = nullptr;
    SafetyOptions safety;
};

} // namespace

void add_erase_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "erase", "destructive: secure erase of a whole unused drive (ATA security erase, NVMe format with secure "
                 "erase or sanitize); refused while in use or on the running system's drive; needs --confirm SERIAL");
    add_json_flag(*command, context);
    auto args = std::make_shared<EraseArguments>();
    command->add_option("device", args->device,
                        "the drive: /dev/sdX (ATA), an NVMe namespace /dev/nvme0n1 or controller /dev/nvme0")
        ->required();
    args->method_option = command->add_option(
        "--method", args->method,
        "ata-enhanced, ata-normal, nvme-crypto, nvme-user-data, sanitize-crypto, sanitize-block or "
        "sanitize-overwrite (default: the strongest the drive supports)");
    add_safety_options(*command, args->safety);
    command->callback([&context, args] {
        RequestSession session(context, args->safety.progress);
        actions::EraseRequest request;
        request.device = args->device;
        if (args->method_option->count() > 0) {
            request.method = actions::parse_erase_method(args->method);
            if (!request.method) {
                context.exit_status = session.error(Error{
                    ErrorCode::Usage, "--method " + args->method + " is not one of " + actions::kEraseMethods.wire_list()});
                return;
            }
        }
        request.confirm = args->safety.token();
        request.dry_run = args->safety.dry_run;
        context.exit_status = session.run(request);
    });
}

} // namespace ssd::cli
