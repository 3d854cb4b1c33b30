// `ssdtool selftest DEVICE… [--type T] [--wait] [--progress]` starts the
// drives' own self-tests (each drive in parallel), `--abort` stops them,
// `--log` reads their logs (every drive when none is named). As an ordinary
// user it asks the resident service (polkit decides), as root it runs here.
#include <ostream>

#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/field_options.h"
#include "app/cli/history_options.h"
#include "app/cli/service_client.h"
#include "core/util/json_util.h"

namespace ssd::cli {

namespace {

struct SelfTestArguments {
    std::vector<std::string> devices;
    requests::SelfTestRequest fields; // --type; the flags below say the action
    bool wait = false;
    bool progress = false;
    bool abort = false;
    bool log = false;
    DatabaseOption database; // where a started test is remembered (the schedule counts it)

    Result<requests::SelfTestRequest> request() const {
        requests::SelfTestRequest request;
        request.devices = devices;
        request.action = log ? selftest::Action::Log : abort ? selftest::Action::Abort : selftest::Action::Start;
        request.type = fields.type;
        request.wait = wait;
        if (request.action != selftest::Action::Log && devices.empty()) {
            return fail(ErrorCode::Usage, "name the drive(s), e.g. ssdtool selftest /dev/sda");
        }
        return request;
    }

    int run(CommandContext& context) const {
        auto built = request();
        RequestSession session(context, progress);
        if (!built) return session.error(built.error());
        const requests::Request request = *built;
        const auto printer = session.progress_printer();
        const auto on_event = [&context, &session](const nlohmann::json& event) {
            print_event(context, event, session.json_lines());
        };
        if (auto answer = ask_service(context, request, printer ? on_event : std::function<void(const nlohmann::json&)>{})) {
            return session.print(*answer);
        }
        const history::BenchHistory history = bench_history(database);
        session.services().bench_history = &history;
        session.services().selftest_schedule = [] { return load_selftest_schedule(std::nullopt); };
        // Ctrl-C stops waiting (the test goes on in the drive); nothing is aborted by surprise.
        const auto interrupts = session.seams().bench().catch_interrupts();
        return session.run(request, StopToken(interrupts->flag()));
    }

    // A progress event that came through the service, printed as a local one would be.
    static void print_event(CommandContext& context, const nlohmann::json& event, bool json_lines) {
        if (json_lines) {
            nlohmann::json line = event;
            line.erase("id");
            context.io.out << json_text(line) << "\n";
            context.io.out.flush();
        } else {
            context.io.err << "selftest " << json_lenient_or<std::string>(event, "device", {}) << ": "
                           << json_lenient_or<std::string>(event, "message", {}) << "\n";
        }
    }

    void describe(CLI::App& command) {
        command.description("the drive's own self-test: start one (short by default) on each named drive, "
                            "--abort the running one, or --log to read the log in words");
        command.add_option("devices", devices, "the drive(s), e.g. /dev/sda /dev/nvme0");
        add_field_options(command, fields,
                          {{"type", "--type", selftest::kTestTypes.wire_list() + " (default: short)"}});
        auto* wait_flag = command.add_flag("--wait", wait, "wait for the result (Ctrl-C stops waiting, not the test)");
        command.add_flag("--progress", progress, "progress while waiting (JSON lines with --json)");
        auto* abort_flag = command.add_flag("--abort", abort, "abort the self-test running on the drive(s)");
        auto* log_flag = command.add_flag("--log", log, "read the self-test log (every drive when none is named)");
        add_database_option(command, database);
        abort_flag->excludes(log_flag);
        wait_flag->excludes(abort_flag)->excludes(log_flag);
    }
};

} // namespace

void add_selftest_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand("selftest");
    add_json_flag(*command, context);
    auto args = std::make_shared<SelfTestArguments>();
    args->describe(*command);
    add_local_flag(*command, context.local_only);
    command->callback([&context, args] { context.exit_status = args->run(context); });
}

} // namespace ssd::cli
