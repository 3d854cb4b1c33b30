// What `check` and `report` share: the SMART reader for each drive and
// --fail-on SEVERITY (exit 6 when a finding of that severity or worse exists).
#pragma once

#include "core/report/check_reader.h"

#include <string>

#include "app/cli/command_context.h"
#include "core/diagnosis/drive_checks.h"

namespace ssd::cli {

inline constexpr int kExitFailOn = 6;

// The checks of `request`, with this run's seams (core/requests handle_check).
Result<CheckReport> run_checks(CommandContext& context, const CheckRequest& request);

// `--capture FILE…`: the checks of saved reports instead of this machine's drives (their
// attribute names re-resolved through the installed smartctl where the capture's did not know
// the drive, as `health --smartctl-json` does).
Result<CheckReport> run_checks_of_captures(CommandContext& context, const std::vector<std::string>& files);
// Adds --capture FILE… (exclusive with the DEVICE arguments where the command has them).
CLI::Option* add_capture_option(CLI::App& command, std::vector<std::string>& files);

// Adds --fail-on info|warning|critical, stored in `fail_on` ("" when absent).
void add_fail_on_option(CLI::App& command, std::string& fail_on);

// kExitFailOn when `fail_on` is set and the report has such a finding, else 0.
int fail_on_status(const CheckReport& report, const std::string& fail_on);
// The same for a document read back from the service (check_reader.h).
int fail_on_status(const CheckDocument& document, const std::string& fail_on);

// What the HTML report's header says: "2026-11-21 10:30 UTC" and this machine's name.
std::string report_time_utc();
std::string report_host_name();

} // namespace ssd::cli
