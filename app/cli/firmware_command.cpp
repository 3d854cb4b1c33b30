// `ssdtool firmware DEVICE FILE`: flash drive firmware (ATA DOWNLOAD
// MICROCODE through hdparm, NVMe firmware download + commit).
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "core/actions/firmware.h"

namespace ssd::cli {

namespace {

struct FirmwareArguments {
    std::string device;
    std::string file;
    SafetyOptions safety;

    int run(CommandContext& context) const {
        const actions::FirmwareRequest request{device, file, safety.confirm, safety.dry_run};
        return run_request(context, request, safety.progress);
    }
    void describe(CLI::App& command) {
        command.description("flash drive firmware: ATA DOWNLOAD MICROCODE (hdparm picks the transfer mode) or NVMe "
                            "firmware download + commit; never on the running system's drive; needs --confirm SERIAL");
        command.add_option("device", device, "the drive: /dev/sdX, /dev/nvme0n1 or /dev/nvme0")->required();
        command.add_option("file", file, "the firmware image from the drive's vendor")->required();
        add_safety_options(command, safety);
    }
};

} // namespace

void add_firmware_command(CLI::App& app, CommandContext& context) {
    add_command<FirmwareArguments>(app, context, "firmware");
}

} // namespace ssd::cli
