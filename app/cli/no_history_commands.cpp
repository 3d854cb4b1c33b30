// Builds without SQLite (the mingw-w64 cross-build: Debian has no SQLite for
// it) have no history: `sample` and `history` say so instead of vanishing,
// and `bench` says its runs are not stored; `alerts` (kept in the history) says so too.
#include "app/cli/commands.h"
#include "app/cli/history_options.h"

namespace ssd::cli {

namespace {

void add_unavailable(CLI::App& app, CommandContext& context, const char* name) {
    auto* command = app.add_subcommand(name, "not in this build: the history needs SQLite");
    add_json_flag(*command, context);
    command->allow_extras();
    command->callback([&context, name] {
        context.exit_status = print_error(
            context.io, context.output,
            Error{ErrorCode::ToolMissing, std::string("`") + name + "` needs the drive history, which this ssdtool "
                                                                      "was built without (no SQLite)"});
    });
}

} // namespace

void add_database_option(CLI::App& command, DatabaseOption& option) {
    command.add_option("--database", option.path, "history database file (not in this build: it needs SQLite)");
}

history::BenchHistory bench_history(const DatabaseOption&) {
    return {[]() -> Result<std::unique_ptr<history::HistoryStore>> {
                return fail(ErrorCode::ToolMissing, "this ssdtool was built without the drive history (no SQLite)");
            },
            [] { return std::int64_t{0}; }};
}

requests::AlertAccess alert_access(const DatabaseOption&) {
    return {[](bool) -> Result<std::unique_ptr<alerts::AlertStore>> {
                return fail(ErrorCode::ToolMissing, "this ssdtool was built without the drive history (no SQLite), "
                                                    "where alerts are kept");
            },
            [] { return std::int64_t{0}; }};
}

Result<std::optional<selftest::ScheduleConfig>> load_selftest_schedule(const std::optional<std::string>&) {
    return std::nullopt; // the schedule is run by `sample`, which this build does not have
}

void add_sample_command(CLI::App& app, CommandContext& context) { add_unavailable(app, context, "sample"); }
void add_history_command(CLI::App& app, CommandContext& context) { add_unavailable(app, context, "history"); }
void add_metrics_command(CLI::App& app, CommandContext& context) { add_unavailable(app, context, "metrics"); }
// `alerts` and its delivery commands (test, deliver) live in the history's database.
void add_alerts_command(CLI::App& app, CommandContext& context) { add_unavailable(app, context, "alerts"); }

} // namespace ssd::cli
