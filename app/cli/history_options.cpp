#include "app/cli/history_options.h"

#include <chrono>

#include "platform/history_database.h"

namespace ssd::cli {

std::filesystem::path DatabaseOption::chosen() const {
    return path ? std::filesystem::path(*path) : history::default_history_path();
}

void add_database_option(CLI::App& command, DatabaseOption& option) {
    command.add_option("--database", option.path,
                       "history database file (default: " + history::default_history_path().string() + ")");
}

Result<std::unique_ptr<history::HistoryStore>> open_database(const DatabaseOption& option, bool writable) {
    return history::open_history_store(option.chosen(),
                                       writable ? history::OpenMode::ReadWrite : history::OpenMode::ReadOnly);
}

history::BenchHistory bench_history(const DatabaseOption& option) {
    return {[option] { return open_database(option, true); }, unix_now};
}

std::int64_t unix_now() {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace ssd::cli
