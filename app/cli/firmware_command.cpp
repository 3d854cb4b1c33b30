// `ssdtool firmware DEVICE FILE`: flash drive firmware (ATA DOWNLOAD
// MICROCODE through hdparm, NVMe firmware download + commit).
#include <memory>

#include "app/cli/action_commands.h"
#include "core/actions/firmware.h"

namespace ssd::cli {

namespace {

struct FirmwareArguments {
    std::string device;
    std::string file;
    SafetyOptions safety;
};

} // namespace

void add_firmware_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "firmware", "flash drive firmware: ATA DOWNLOAD MICROCODE (hdparm picks the transfer mode) or NVMe firmware "
                    "download + commit; never on the running system's drive; needs --confirm SERIAL");
    add_json_flag(*command, context);
    auto args = std::make_shared<FirmwareArguments>();
    command->add_option("device", args->device, "the drive: /dev/sdX, /dev/nvme0n1 or /dev/nvme0")->required();
    command->add_option("file", args->file, "the firmware image from the drive's vendor")->required();
    add_safety_options(*command, args->safety);
    command->callback([&context, args] {
        RequestSession session(context, args->safety.progress);
        context.exit_status = session.run(
            actions::FirmwareRequest{args->device, args->file, args->safety.token(), args->safety.dry_run});
    });
}

} // namespace ssd::cli
