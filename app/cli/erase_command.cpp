// `ssdtool erase DEVICE [--method M]`: secure erase (ATA security erase,
// NVMe format with secure erase, NVMe sanitize).
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/field_options.h"
#include "core/actions/erase.h"

namespace ssd::cli {

namespace {

struct EraseArguments {
    actions::EraseRequest erase; // device and method; the safety options below fill the rest
    SafetyOptions safety;

    Result<requests::Request> request() const {
        actions::EraseRequest request = erase;
        request.confirm = safety.confirm;
        request.dry_run = safety.dry_run;
        return request;
    }
    int run(CommandContext& context) const { return run_request(context, request(), safety.progress); }
    void describe(CLI::App& command) {
        command.description("destructive: secure erase of a whole unused drive (ATA security erase, NVMe format with "
                            "secure erase or sanitize); refused while in use or on the running system's drive; needs "
                            "--confirm SERIAL");
        const auto options = add_field_options(
            command, erase,
            {{"device", "device", "the drive: /dev/sdX (ATA), an NVMe namespace /dev/nvme0n1 or controller /dev/nvme0"},
             {"method", "--method",
              actions::kEraseMethods.wire_list() + " (default: the strongest the drive supports)"}});
        options.at("device")->required();
        add_safety_options(command, safety);
    }
};

} // namespace

void add_erase_command(CLI::App& app, CommandContext& context) { add_command<EraseArguments>(app, context, "erase"); }

} // namespace ssd::cli
