// What the ssdtool subcommands share. Each *_command.cpp describes its
// arguments as a struct: describe() gives the subcommand its help text and
// options, run() its exit status once CLI11 has filled them in;
// add_command() wires that up with --json. The commands that change
// things make their arguments into the core's typed request (core/requests)
// and run it with run_request(): the safety rules and the sequencing are in
// the handlers, the OS work behind actions::ActionPlatform.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/cli/command_context.h"
#include "app/cli/request_session.h"

namespace ssd::cli {

// --confirm TOKEN, --dry-run and --progress of a destructive command.
struct SafetyOptions {
    std::optional<std::string> confirm;
    bool dry_run = false;
    bool progress = false;
};
void add_safety_options(CLI::App& command, SafetyOptions& options);

// The subcommand `name` with --json and what Arguments::describe() adds;
// when it is given, Arguments::run(context) is the exit status. The
// arguments are shared with the callback, which runs after parsing.
template <class Arguments>
void add_command(CLI::App& app, CommandContext& context, std::string name) {
    auto* command = app.add_subcommand(std::move(name));
    add_json_flag(*command, context);
    auto args = std::make_shared<Arguments>();
    args->describe(*command);
    command->callback([&context, args] { context.exit_status = args->run(context); });
}

// Runs the request through a RequestSession and prints its answer, or
// prints the usage error the arguments made instead; the exit status.
int run_request(CommandContext& context, const Result<requests::Request>& request, bool progress = false);

} // namespace ssd::cli
