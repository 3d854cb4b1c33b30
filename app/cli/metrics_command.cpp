// `ssdtool metrics [--textfile DIR] [--database FILE] [--max-age DAYS]`: the
// newest facts of every drive in the history as Prometheus metrics. Without
// --textfile the exposition goes to stdout (what was left out to stderr), so
// `ssdtool metrics | promtool check metrics` works; with it, DIR/ssdtool.prom
// is replaced atomically and a summary is printed.
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/fleet_metrics.h"

namespace ssd::cli {

namespace {

struct MetricsArguments {
    DatabaseOption database;
    MetricsOptions options;

    void describe(CLI::App& command) {
        command.description("the newest facts of every drive in the history as Prometheus metrics (text format), "
                            "for node_exporter's textfile collector");
        options.describe(command, "--textfile", "--max-age");
        add_database_option(command, database);
    }

    int run(CommandContext& context) const {
        auto outcome = export_metrics(database, options, unix_now());
        if (!outcome) return print_error(context.io, context.output, outcome.error());
        if (outcome->file || context.output.json) {
            auto json = metrics_outcome_json(*outcome);
            if (!outcome->file) json["metrics"] = outcome->text;
            return print_success(context.io, context.output, json, metrics_outcome_text(*outcome));
        }
        context.io.out << outcome->text;
        context.io.err << metrics_notes(*outcome);  // stdout stays pure exposition
        return 0;
    }
};

} // namespace

void add_metrics_command(CLI::App& app, CommandContext& context) {
    add_command<MetricsArguments>(app, context, "metrics");
}

} // namespace ssd::cli
