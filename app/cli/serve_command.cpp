// `ssdtool serve`: the privileged helper of the GUI (started through pkexec):
// the helper protocol on stdin/stdout (core/requests/helper_protocol.h).
// Each request line is decoded once and answered by the same handler a CLI
// command calls; nothing here builds a command line or parses one.
#include <istream>

#include "app/cli/commands.h"
#include "app/cli/history_options.h"
#include "app/cli/request_session.h"
#include "core/requests/helper_server.h"

namespace ssd::cli {

void add_serve_command(CLI::App& app, CommandContext& context, std::istream& in) {
    auto* command = app.add_subcommand(
        "serve", "the privileged helper of the GUI: JSON-lines requests on stdin, responses on stdout "
                 "(started through pkexec; exits at the end of its input)");
    command->callback([&context, &in] {
        requests::HelperOptions options;
        // The platform says what privileged means here (root, an elevated token).
        options.privileged = context.services.host != nullptr && context.services.host->privileged();
        options.tool_version = SSD_VERSION;
        in.tie(nullptr); // the reader thread must not flush the output the request thread writes
        HandlerSeams seams(context.services);
        // The GUI's raw-device runs are stored in the system's database, never a file a client names.
        const history::BenchHistory history = bench_history(DatabaseOption{});
        seams.get().bench_history = &history;
        seams.get().selftest_schedule = [] { return load_selftest_schedule(std::nullopt); };
        const requests::AlertAccess alerts = alert_access(DatabaseOption{});
        seams.get().alerts = &alerts;
        requests::HelperServer server(seams.get(), context.io.out, options);
        context.exit_status = server.run([&in]() -> std::optional<std::string> {
            std::string line;
            if (std::getline(in, line)) return line;
            return std::nullopt;
        });
    });
}

} // namespace ssd::cli
