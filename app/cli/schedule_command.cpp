// `ssdtool schedule install|remove|show [--dry-run]`: hourly SMART sampling
// with the OS's scheduler (systemd timer on Linux, Task Scheduler as SYSTEM
// on Windows). The package enables the timer itself; this is for a build
// installed by hand, a technician's machine, or to turn it off.
#include "app/cli/command_options.h"
#include "app/cli/commands.h"

#include "platform/os_host_environment.h"
#include "platform/sample_schedule.h"

namespace ssd::cli {

namespace {

struct ScheduleArguments {
    std::string action;
    bool dry_run = false;

    void describe(CLI::App& command) {
        command.description("sample SMART into the history hourly and at boot with the OS's scheduler "
                            "(install, remove, show)");
        command.add_option("action", action, history::kScheduleActions.wire_list())
            ->required()
            ->check(CLI::IsMember({"install", "remove", "show"}));
        command.add_flag("--dry-run", dry_run, "print the commands, run nothing");
    }

    int run(CommandContext& context) const {
        const auto chosen = *history::kScheduleActions.parse(action);
        const OsHostEnvironment os_host;
        const HostEnvironment& host = context.services.host != nullptr ? *context.services.host : os_host;
        auto plan = sample_schedule_plan(chosen, host);
        if (!plan) return print_error(context.io, context.output, plan.error());
        nlohmann::json steps = nlohmann::json::array();
        std::string text;
        for (const auto& argv : plan->commands) {
            steps.push_back(describe_argv(argv));
            text += (dry_run ? "would run: " : "ran: ") + describe_argv(argv) + "\n";
        }
        if (!dry_run) {
            if (auto written = write_schedule_file(*plan); !written) {
                return print_error(context.io, context.output, written.error());
            }
            std::string output;
            for (const auto& argv : plan->commands) {
                auto ran = context.services.runner.run(Command{argv});
                if (!ran) return print_error(context.io, context.output, ran.error());
                if (ran->exit_status != 0 || ran->timed_out || ran->killed_by_signal) {
                    return print_error(context.io, context.output,
                                       Error{ErrorCode::ToolFailed, describe_argv(argv) + " failed: " +
                                                                        (ran->err.empty() ? ran->out : ran->err)});
                }
                output += ran->out;
            }
            text += output;
        }
        return print_success(context.io, context.output,
                             {{"action", action}, {"dry_run", dry_run}, {"commands", steps},
                              {"task_file", plan->task_file ? nlohmann::json(*plan->task_file) : nlohmann::json(nullptr)}},
                             text);
    }
};

} // namespace

void add_schedule_command(CLI::App& app, CommandContext& context) {
    add_command<ScheduleArguments>(app, context, "schedule");
}

} // namespace ssd::cli
