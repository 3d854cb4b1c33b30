// The commands that change things: trim, discard, erase, firmware, swap,
// hibernation (CONTRACT.md). Each lives in its own *_command.cpp, turns its
// arguments into the core's typed request (core/requests) and runs it
// through RequestSession: the safety rules and the sequencing are in the
// handlers, the OS work behind actions::ActionPlatform.
#pragma once

#include <optional>
#include <string>

#include "app/cli/command_context.h"
#include "app/cli/request_session.h"

namespace ssd::cli {

void add_trim_command(CLI::App& app, CommandContext& context);
void add_discard_command(CLI::App& app, CommandContext& context);
void add_erase_command(CLI::App& app, CommandContext& context);
void add_firmware_command(CLI::App& app, CommandContext& context);
void add_swap_command(CLI::App& app, CommandContext& context);
void add_hibernation_command(CLI::App& app, CommandContext& context);

// All of the above (the one call cli_app.cpp makes).
void add_action_commands(CLI::App& app, CommandContext& context);

// --confirm TOKEN, --dry-run and --progress of a destructive command.
struct SafetyOptions {
    std::string confirm;
    CLI::Option* confirm_option = nullptr;
    bool dry_run = false;
    bool progress = false;
    std::optional<std::string> token() const;
};
void add_safety_options(CLI::App& command, SafetyOptions& options);

// The value of an option when it was given.
std::optional<std::string> given(const CLI::Option* option, const std::string& value);

} // namespace ssd::cli
