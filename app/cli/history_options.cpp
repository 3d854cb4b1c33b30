#include "app/cli/history_options.h"

#include <chrono>
#include <filesystem>

#include "core/util/file_io.h"
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

requests::AlertAccess alert_access(const DatabaseOption& option) {
    return {[option](bool writable) {
                return history::open_alert_store(option.chosen(),
                                                 writable ? history::OpenMode::ReadWrite : history::OpenMode::ReadOnly);
            },
            unix_now};
}

history::BenchHistory bench_history(const DatabaseOption& option) {
    return {[option] { return open_database(option, true); }, unix_now};
}

Result<std::optional<selftest::ScheduleConfig>> load_selftest_schedule(const std::optional<std::string>& file) {
    const std::filesystem::path path = file ? std::filesystem::path(*file) : history::default_selftest_schedule_path();
    std::error_code ignored;
    if (!file && !std::filesystem::exists(path, ignored)) return std::nullopt;
    auto text = read_text_file(path);
    if (!text) return tl::unexpected(text.error());
    auto config = selftest::parse_schedule(*text);
    if (!config) return fail(config.error().code, path.string() + ": " + config.error().message);
    return std::optional<selftest::ScheduleConfig>(std::move(*config));
}

std::int64_t unix_now() {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace ssd::cli
