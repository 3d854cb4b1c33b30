#include "app/cli/command_options.h"

namespace ssd::cli {

void add_safety_options(CLI::App& command, SafetyOptions& options) {
    command.add_option(
        "--confirm", options.confirm,
        "required to run: the drive's serial number (for a device without one, its kernel name, e.g. loop0)");
    command.add_flag("--dry-run", options.dry_run,
                     "run every safety check and print the exact steps (commands, ioctls); change nothing");
    command.add_flag("--progress", options.progress,
                     "progress events: JSON lines on stdout with --json, text lines on stderr otherwise");
}

int run_request(CommandContext& context, const Result<requests::Request>& request, bool progress) {
    RequestSession session(context, progress);
    return request ? session.run(*request) : session.error(request.error());
}

} // namespace ssd::cli
