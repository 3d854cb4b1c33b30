#include "app/cli/action_commands.h"

#include <cstdio>
#include <ostream>
#include <sstream>

#include "core/report/json_writer.h"
#include "platform/platform_factory.h"

namespace ssd::cli {

ActionSession::ActionSession(CommandContext& context, bool progress) : context_(context), progress_(progress) {
    if (context.services.actions != nullptr) {
        platform_ = context.services.actions;
    } else {
        owned_ = make_action_platform(context.services.runner);
        platform_ = owned_.get();
    }
}

actions::ProgressSink ActionSession::progress_sink() {
    if (json() && !progress_) return {};
    return [this](const actions::ProgressEvent& event) {
        if (json_lines()) {
            context_.io.out << progress_event_to_json(event).dump() << "\n";
            context_.io.out.flush();
        } else {
            context_.io.err << progress_event_to_text(event) << "\n";
            context_.io.err.flush();
        }
    };
}

int ActionSession::success(const nlohmann::json& doc, const std::string& text) {
    if (json()) {
        context_.io.out << doc.dump(json_lines() ? -1 : 2) << "\n";
    } else {
        context_.io.out << text;
    }
    context_.io.out.flush();
    return 0;
}

int ActionSession::error(const Error& error) {
    context_.io.err << "ssdtool: " << error.message << "\n";
    if (json()) context_.io.out << error_to_json(error).dump(json_lines() ? -1 : 2) << "\n";
    context_.io.out.flush();
    return exit_status_for(error.code);
}

std::optional<std::string> SafetyOptions::token() const {
    if (confirm_option == nullptr || confirm_option->count() == 0) return std::nullopt;
    return confirm;
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

nlohmann::json progress_event_to_json(const actions::ProgressEvent& event) {
    return {{"event", "progress"},
            {"action", event.action},
            {"phase", event.phase},
            {"percent", event.percent ? nlohmann::json(*event.percent) : nlohmann::json(nullptr)},
            {"elapsed_seconds", event.elapsed_seconds},
            {"estimated_total_seconds",
             event.estimated_total_seconds ? nlohmann::json(*event.estimated_total_seconds) : nlohmann::json(nullptr)},
            {"message", event.message}};
}

std::string progress_event_to_text(const actions::ProgressEvent& event) {
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.0f s", event.elapsed_seconds);
    std::ostringstream out;
    out << event.action << ": ";
    if (event.percent) {
        char percent[16];
        std::snprintf(percent, sizeof percent, "%.1f %%", *event.percent);
        out << percent << ", ";
    }
    out << elapsed << " elapsed";
    if (event.estimated_total_seconds) {
        char total[32];
        std::snprintf(total, sizeof total, "%.0f s", *event.estimated_total_seconds);
        out << " of about " << total;
    }
    if (!event.message.empty()) out << " — " << event.message;
    return out.str();
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
