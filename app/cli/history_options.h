// What the commands that read or write the history share: --database FILE
// (default: the system's database, platform/history) so a technician can keep
// one database per customer, and opening it with a clear error.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "core/history/bench_history.h"
#include "core/selftest_control/selftest_schedule.h"
#include "core/history/history_store.h"
#include "core/requests/handlers.h"

namespace ssd::cli {

struct DatabaseOption {
    std::optional<std::string> path;
    std::filesystem::path chosen() const;
};
void add_database_option(CLI::App& command, DatabaseOption& option);

Result<std::unique_ptr<history::HistoryStore>> open_database(const DatabaseOption& option, bool writable);

// Where `bench` stores its finished runs: `option`'s database, opened for
// writing only when a run is to be stored. The helper and the service pass
// a default option (the system's database): their clients name no file.
history::BenchHistory bench_history(const DatabaseOption& option);

// The alerts kept in `option`'s database, for the handlers (`alert-ack`, the report's
// alerts). The helper and the service pass a default option: the system's database.
requests::AlertAccess alert_access(const DatabaseOption& option);

// The self-test schedule: `file`, else the system's (history::default_selftest_schedule_path())
// when it exists; nullopt without one. A named file that is missing, or a file that is not a
// schedule, is an error that names the file.
Result<std::optional<selftest::ScheduleConfig>> load_selftest_schedule(const std::optional<std::string>& file);

// Seconds since the Unix epoch, now (the CLI's clock; core never reads one).
std::int64_t unix_now();

} // namespace ssd::cli
