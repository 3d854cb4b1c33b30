#include "platform/history/counter_changes.h"

#include <array>

namespace ssd::history {

namespace {

using sqlite::narrow;
using sqlite::widen;

constexpr std::string_view kValue = "raw, normalized, worst, threshold";

StoredCounter read_value(const sqlite::Statement& statement, int column) {
    return StoredCounter{sqlite::from_db(statement.int64(column)), narrow(statement.optional_int64(column + 1)),
                         narrow(statement.optional_int64(column + 2)), narrow(statement.optional_int64(column + 3))};
}

std::string select_one(std::string_view condition, std::string_view order) {
    return "SELECT " + std::string(kValue) + " FROM counter_changes WHERE drive_id = ?1 AND name = ?2 AND " +
           std::string(condition) + " " + std::string(order) + " LIMIT 1";
}

} // namespace

Result<CounterChanges> CounterChanges::prepare(const sqlite::Connection& connection) {
    const std::array<std::string, 7> sql{
        select_one("time <= ?3", "ORDER BY time DESC"),
        select_one("time < ?3", "ORDER BY time DESC"),
        select_one("time = ?3", ""),
        "SELECT time, " + std::string(kValue) +
            " FROM counter_changes WHERE drive_id = ?1 AND name = ?2 AND time > ?3 AND time <= ?4 ORDER BY time",
        // A loose index scan: one seek per distinct name instead of reading every change.
        "WITH RECURSIVE n(name) AS (SELECT min(name) FROM counter_changes WHERE drive_id = ?1 "
        "UNION ALL SELECT (SELECT min(name) FROM counter_changes WHERE drive_id = ?1 AND name > n.name) FROM n "
        "WHERE n.name IS NOT NULL) SELECT name FROM n WHERE name IS NOT NULL",
        "INSERT OR REPLACE INTO counter_changes (drive_id, name, time, " + std::string(kValue) +
            ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        "DELETE FROM counter_changes WHERE drive_id = ?1 AND name = ?2 AND time = ?3",
    };
    std::array<sqlite::Statement, 7> statements;
    for (std::size_t i = 0; i < sql.size(); ++i) {
        auto statement = sqlite::Statement::prepare(connection, sql[i]);
        if (!statement) return tl::unexpected(statement.error());
        statements[i] = std::move(*statement);
    }
    CounterChanges changes;
    changes.at_or_before_ = std::move(statements[0]);
    changes.before_ = std::move(statements[1]);
    changes.at_ = std::move(statements[2]);
    changes.between_ = std::move(statements[3]);
    changes.names_ = std::move(statements[4]);
    changes.put_ = std::move(statements[5]);
    changes.erase_ = std::move(statements[6]);
    return changes;
}

Result<std::optional<StoredCounter>> CounterChanges::one(sqlite::Statement& statement, std::int64_t drive,
                                                         std::int64_t name, std::int64_t time) {
    statement.bind(1, drive).bind(2, name).bind(3, time);
    auto row = statement.step();
    std::optional<StoredCounter> value;
    if (row && *row) value = read_value(statement, 0);
    statement.reset();
    if (!row) return tl::unexpected(row.error());
    return value;
}

Result<std::optional<StoredCounter>> CounterChanges::at_or_before(std::int64_t drive, std::int64_t name, std::int64_t time) {
    return one(at_or_before_, drive, name, time);
}

Result<std::optional<StoredCounter>> CounterChanges::before(std::int64_t drive, std::int64_t name, std::int64_t time) {
    return one(before_, drive, name, time);
}

Result<std::optional<StoredCounter>> CounterChanges::at(std::int64_t drive, std::int64_t name, std::int64_t time) {
    return one(at_, drive, name, time);
}

Result<std::vector<TimedCounter>> CounterChanges::between(std::int64_t drive, std::int64_t name, std::int64_t after,
                                                          std::int64_t until) {
    between_.bind(1, drive).bind(2, name).bind(3, after).bind(4, until);
    std::vector<TimedCounter> found;
    auto row = between_.step();
    for (; row && *row; row = between_.step()) found.push_back({between_.int64(0), read_value(between_, 1)});
    between_.reset();
    if (!row) return tl::unexpected(row.error());
    return found;
}

Result<std::vector<std::int64_t>> CounterChanges::names(std::int64_t drive) {
    names_.bind(1, drive);
    std::vector<std::int64_t> found;
    auto row = names_.step();
    for (; row && *row; row = names_.step()) found.push_back(names_.int64(0));
    names_.reset();
    if (!row) return tl::unexpected(row.error());
    return found;
}

Result<void> CounterChanges::put(std::int64_t drive, std::int64_t name, std::int64_t time, const StoredCounter& value) {
    put_.bind(1, drive).bind(2, name).bind(3, time).bind(4, sqlite::to_db(value.raw));
    put_.bind(5, widen(value.normalized)).bind(6, widen(value.worst)).bind(7, widen(value.threshold));
    return put_.run();
}

Result<void> CounterChanges::erase(std::int64_t drive, std::int64_t name, std::int64_t time) {
    erase_.bind(1, drive).bind(2, name).bind(3, time);
    return erase_.run();
}

} // namespace ssd::history
