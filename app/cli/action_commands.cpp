#include "app/cli/action_commands.h"

namespace ssd::cli {

std::optional<std::string> SafetyOptions::token() const { return given(confirm_option, confirm); }

std::optional<std::string> given(const CLI::Option* option, const std::string& value) {
    if (option == nullptr || option->count() == 0) return std::nullopt;
    return value;
}

void add_safety_options(CLI::App& command, SafetyOptions& options) {
    options.confirm_option = command.add_option(
        "--confirm", options.confirm,
        "required to run: the drive's serial number (for a device without one, its kernel name, e.g. loop0)");
    command.add_flag("--dry-run", options.dry_run,
                     "run every safety check and print the exact steps (commands, ioctls); change nothing");
    command.add_flag("--progress", options.progress,
                     "progress events: JSON lines on stdout with --json, text lines on stderr otherwise");
}

void add_action_commands(CLI::App& app, CommandContext& context) {
    add_trim_command(app, context);
    add_discard_command(app, context);
    add_erase_command(app, context);
    add_firmware_command(app, context);
    add_swap_command(app, context);
    add_hibernation_command(app, context);
}

} // namespace ssd::cli
