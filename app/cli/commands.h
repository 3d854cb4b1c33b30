// Registration of every ssdtool subcommand; one *_command.cpp each. The
// commands that change things (trim, discard, erase, firmware, swap,
// hibernation: docs/CONTRACT.md) run the core's typed requests
// (app/cli/command_options.h).
#pragma once

#include <iosfwd>

#include "app/cli/command_context.h"

namespace ssd::cli {

void add_list_command(CLI::App& app, CommandContext& context);
void add_health_command(CLI::App& app, CommandContext& context);
void add_report_command(CLI::App& app, CommandContext& context);
void add_check_command(CLI::App& app, CommandContext& context);
// A support capture: every drive's SMART and NVMe logs in one file to read elsewhere.
void add_capture_command(CLI::App& app, CommandContext& context);
// Reads the helper protocol's requests from `in`.
void add_serve_command(CLI::App& app, CommandContext& context, std::istream& in);
// The resident service on a local socket (Linux).
void add_daemon_command(CLI::App& app, CommandContext& context);
void add_trim_command(CLI::App& app, CommandContext& context);
void add_discard_command(CLI::App& app, CommandContext& context);
void add_erase_command(CLI::App& app, CommandContext& context);
void add_firmware_command(CLI::App& app, CommandContext& context);
void add_swap_command(CLI::App& app, CommandContext& context);
void add_hibernation_command(CLI::App& app, CommandContext& context);
// The history: `sample` (store one reading of each drive), `history` (query, import).
void add_sample_command(CLI::App& app, CommandContext& context);
void add_history_command(CLI::App& app, CommandContext& context);
// The drives' own self-tests: start, wait, abort, log.
void add_selftest_command(CLI::App& app, CommandContext& context);
// The alerts kept in the history: `alerts` (list), `alerts ack ID`; the group also
// holds the delivery commands.
void add_alerts_command(CLI::App& app, CommandContext& context);
// `alerts test CHANNEL` and `alerts deliver`, added to the `alerts` group.
void add_alert_delivery_commands(CLI::App& alerts, CommandContext& context);
// `metrics`: the history's newest facts of every drive for Prometheus (node_exporter's textfile).
void add_metrics_command(CLI::App& app, CommandContext& context);
// `trace record|show|fio-iolog`: real workloads recorded to replay (bench --replay).
void add_trace_command(CLI::App& app, CommandContext& context);
// Hourly sampling with the OS's scheduler (systemd timer, Task Scheduler).
void add_schedule_command(CLI::App& app, CommandContext& context);

} // namespace ssd::cli
