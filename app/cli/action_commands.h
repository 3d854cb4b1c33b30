// The commands that change things: trim, discard, erase, firmware, swap,
// hibernation (CONTRACT.md). Each lives in its own *_command.cpp; the safety
// rules and the sequencing are in core/safety and core/actions, the OS work
// behind actions::ActionPlatform (Services::actions, else the build's
// make_action_platform()).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "app/cli/command_context.h"
#include "core/actions/action_platform.h"

namespace ssd::cli {

void add_trim_command(CLI::App& app, CommandContext& context);
void add_discard_command(CLI::App& app, CommandContext& context);
void add_erase_command(CLI::App& app, CommandContext& context);
void add_firmware_command(CLI::App& app, CommandContext& context);
void add_swap_command(CLI::App& app, CommandContext& context);
void add_hibernation_command(CLI::App& app, CommandContext& context);

// All of the above (the one call cli_app.cpp makes).
void add_action_commands(CLI::App& app, CommandContext& context);

// ---- shared by the action commands (action_commands.cpp) -----------------

// The platform to act through: Services::actions, or one made for this run.
class ActionSession {
public:
    explicit ActionSession(CommandContext& context, bool progress = false);
    actions::ActionPlatform& platform() { return *platform_; }

    bool json() const { return context_.output.json; }
    bool json_lines() const { return json() && progress_; }
    // Progress events: JSON lines on stdout with --json --progress, text
    // lines on stderr otherwise (never with plain --json).
    actions::ProgressSink progress_sink();
    // The final document (one line in JSON-lines mode) or the text.
    int success(const nlohmann::json& doc, const std::string& text);
    // One sentence on stderr, the error document with --json; the CONTRACT status.
    int error(const Error& error);

private:
    CommandContext& context_;
    bool progress_;
    std::unique_ptr<actions::ActionPlatform> owned_;
    actions::ActionPlatform* platform_ = nullptr;
};

// Adds --confirm TOKEN, --dry-run and --progress to a destructive command.
struct SafetyOptions {
    std::string confirm;
    CLI::Option* confirm_option = nullptr;
    bool dry_run = false;
    bool progress = false;
    std::optional<std::string> token() const;
};
void add_safety_options(CLI::App& command, SafetyOptions& options);

nlohmann::json progress_event_to_json(const actions::ProgressEvent& event);
std::string progress_event_to_text(const actions::ProgressEvent& event);

} // namespace ssd::cli
