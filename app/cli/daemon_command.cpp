// `ssdtool daemon`: the resident service (issue 14). The helper protocol of
// `serve`, on a local socket that systemd opens (ssd-toolbox.socket) and any
// local user may connect to. Every request is decided from the caller's
// credentials (the kernel's, never the client's word) and polkit before its
// handler runs; changes from all clients run one at a time; each change is
// logged with the caller's uid on stderr (the journal under systemd).
#include <memory>
#include <mutex>

#include "app/cli/commands.h"
#include "app/cli/history_options.h"
#include "app/cli/request_session.h"
#include "core/requests/authorization.h"
#include "core/requests/helper_server.h"
#include "core/requests/request_gate.h"
#include "platform/local_service.h"

namespace ssd::cli {

namespace {

struct DaemonSettings {
    LocalServiceOptions service;
    long idle_exit_seconds = 300;
    long send_timeout_seconds = 30;
};

void run_daemon(CommandContext& context, DaemonSettings& settings) {
    settings.service.idle_exit = std::chrono::seconds(settings.idle_exit_seconds);
    settings.service.send_timeout = std::chrono::seconds(settings.send_timeout_seconds);
    HandlerSeams seams(context.services); // shared: handlers keep no state between calls
    // Benchmark runs go to the system's database only: a request names no file.
    const history::BenchHistory history = bench_history(DatabaseOption{});
    seams.get().bench_history = &history;
    seams.get().selftest_schedule = [] { return load_selftest_schedule(std::nullopt); };
    // Alerts too: acknowledged in, and the report's read from, the system's database only.
    const requests::AlertAccess alerts = alert_access(DatabaseOption{});
    seams.get().alerts = &alerts;
    const auto authority = make_authority(context.services.runner);
    requests::RequestGate gate;
    // SIGTERM (systemctl stop) and Ctrl-C end the service; running requests stop at a safe point.
    const auto interrupts = seams.bench().catch_interrupts();
    std::mutex log_mutex;
    const ServiceLog log = [&context, &log_mutex](const std::string& line) {
        const std::lock_guard lock(log_mutex);
        context.io.err << "ssdtool daemon: " << line << "\n";
        context.io.err.flush();
    };
    const bool privileged = context.services.host != nullptr && context.services.host->privileged();
    const ServeConnection serve = [&](LocalConnection& connection) {
        const requests::PeerCredentials caller = connection.caller();
        requests::HelperOptions options;
        options.privileged = privileged;
        options.tool_version = SSD_VERSION;
        options.max_line_bytes = settings.service.max_line_bytes;
        options.authorize = [&authority, caller](const requests::Request& request) {
            return requests::authorize(*authority, caller, request);
        };
        options.gate = &gate;
        options.log = [&log, caller](const std::string& line) { log(requests::describe_caller(caller) + ": " + line); };
        requests::HelperServer server(seams.get(), connection.out(), options);
        server.run([&connection] { return connection.read_line(); });
    };
    if (auto error = run_local_service(settings.service, serve, log, StopToken(interrupts->flag()))) {
        context.exit_status = RequestSession(context).error(*error);
    }
}

} // namespace

void add_daemon_command(CLI::App& app, CommandContext& context) {
    auto settings = std::make_shared<DaemonSettings>();
    auto* command = app.add_subcommand(
        "daemon", "the resident service: the helper protocol on a local socket for every local user, each request "
                  "authorized by polkit from the caller's credentials (started by systemd through ssd-toolbox.socket)");
    command->add_option("--socket", settings->service.socket_path,
                        "listen on this path instead of the socket systemd passes (tests, a build tree)");
    command->add_option("--idle-exit", settings->idle_exit_seconds,
                        "exit after this many seconds without a client; 0: never (default 300)")
        ->check(CLI::Range(0L, 86400L));
    command->add_option("--max-clients", settings->service.max_clients,
                        "clients served at once; one more is answered \"busy\" (default 64)")
        ->check(CLI::Range(1, 4096));
    command->add_option("--max-line", settings->service.max_line_bytes,
                        "longest request line in bytes; a longer one is refused (default 1048576)")
        ->check(CLI::Range(1024, 64 * 1024 * 1024));
    command->add_option("--send-timeout", settings->send_timeout_seconds,
                        "drop a client that reads no answer for this many seconds (default 30)")
        ->check(CLI::Range(1L, 3600L));
    command->callback([&context, settings] { run_daemon(context, *settings); });
}

} // namespace ssd::cli
