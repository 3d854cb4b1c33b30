#include "app/cli/cli_app.h"

#include <algorithm>
#include <iostream>
#include <ostream>

#include "app/cli/bench_command.h"
#include "app/cli/commands.h"
#include "core/util/json_util.h"

namespace ssd::cli {

void add_json_flag(CLI::App& command, CommandContext& context) {
    command.add_flag("--json", context.output.json, "print exactly one JSON document on stdout");
}

void add_local_flag(CLI::App& command, bool& local) {
    command.add_flag("--local", local,
                     "work in this process instead of asking the SSD Toolbox service (reading SMART then needs root)");
}

int run_cli(const std::vector<std::string>& args, Services& services, const Streams& io) {
    return run_cli(args, services, io, std::cin);
}

int run_cli(const std::vector<std::string>& args, Services& services, const Streams& io, std::istream& in) {
    CLI::App app{"ssdtool: health, setup checks, benchmarks and maintenance for solid-state drives"};
    app.name("ssdtool");
    app.require_subcommand(1);
    // CLI11 reads "/word" as a Windows-style option when built for Windows;
    // ssdtool's device names are /dev/pdN there too. Set before the
    // subcommands are added: they copy it.
    app.allow_windows_style_options(false);
    app.set_version_flag("--version", std::string("ssdtool ") + SSD_VERSION);

    CommandContext context{services, io, {}, 0};
    add_list_command(app, context);
    add_health_command(app, context);
    add_report_command(app, context);
    add_capture_command(app, context);
    add_check_command(app, context);
    add_bench_command(app, context);
    add_serve_command(app, context, in);
    add_daemon_command(app, context);
    add_trim_command(app, context);
    add_discard_command(app, context);
    add_erase_command(app, context);
    add_firmware_command(app, context);
    add_swap_command(app, context);
    add_hibernation_command(app, context);
    add_selftest_command(app, context);
    add_sample_command(app, context);
    add_history_command(app, context);
    add_alerts_command(app, context);
    add_metrics_command(app, context);
    add_schedule_command(app, context);
    add_trace_command(app, context);

    std::vector<std::string> reversed(args.rbegin(), args.rend()); // CLI11 consumes from the back
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        io.out << app.help();
        return 0;
    } catch (const CLI::CallForAllHelp&) {
        io.out << app.help("", CLI::AppFormatMode::All);
        return 0;
    } catch (const CLI::CallForVersion& version) {
        io.out << version.what() << "\n";
        return 0;
    } catch (const CLI::ParseError& error) {
        // --json may not have been reached; honour it if it was typed at all.
        context.output.json = std::find(args.begin(), args.end(), "--json") != args.end();
        return print_error(io, context.output, Error{ErrorCode::Usage, error.what()});
    } catch (const JsonFieldError& error) {
        // A saved document or an answer with a field its reader cannot take (readers that
        // can say which file refuse it themselves): refused, never undefined behaviour.
        return print_error(io, context.output,
                           Error{ErrorCode::InputMalformed, std::string("a document read has a field that cannot be used: ") + error.what()});
    }
    return context.exit_status;
}

} // namespace ssd::cli
