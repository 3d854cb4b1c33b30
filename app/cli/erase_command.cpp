// `ssdtool erase DEVICE [--method M]`: secure erase (ATA security erase,
// NVMe format with secure erase, NVMe sanitize).
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "core/actions/erase.h"

namespace ssd::cli {

namespace {

struct EraseArguments {
    std::string device;
    std::optional<std::string> method;
    SafetyOptions safety;

    Result<requests::Request> request() const {
        actions::EraseRequest request{device, std::nullopt, safety.confirm, safety.dry_run};
        if (!method) return request;
        request.method = actions::parse_erase_method(*method);
        if (request.method) return request;
        return fail(ErrorCode::Usage, "--method " + *method + " is not one of " + actions::kEraseMethods.wire_list());
    }
    int run(CommandContext& context) const { return run_request(context, request(), safety.progress); }
    void describe(CLI::App& command) {
        command.description("destructive: secure erase of a whole unused drive (ATA security erase, NVMe format with "
                            "secure erase or sanitize); refused while in use or on the running system's drive; needs "
                            "--confirm SERIAL");
        command.add_option("device", device,
                           "the drive: /dev/sdX (ATA), an NVMe namespace /dev/nvme0n1 or controller /dev/nvme0")
            ->required();
        command.add_option("--method", method,
                           "ata-enhanced, ata-normal, nvme-crypto, nvme-user-data, sanitize-crypto, sanitize-block or "
                           "sanitize-overwrite (default: the strongest the drive supports)");
        add_safety_options(command, safety);
    }
};

} // namespace

void add_erase_command(CLI::App& app, CommandContext& context) { add_command<EraseArguments>(app, context, "erase"); }

} // namespace ssd::cli
