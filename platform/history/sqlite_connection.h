// RAII over the SQLite C API: a connection, a prepared statement and a write
// transaction, each releasing what it holds on every path, and SQLite's result
// codes turned into the project's ErrorCode in one place (error_from).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <sqlite3.h>

#include "core/util/error.h"

namespace ssd::history::sqlite {

// A file that is not a database, or a damaged one, is bad input (exit 2); a
// write that could not be made (disk full, read-only file system, I/O error,
// another writer holding the lock past the busy timeout) is StorageFailed.
Error error_from(sqlite3* db, int rc, std::string_view what);

// SQLite stores signed 64-bit integers; counters are unsigned. The bits are
// kept as they are (a value above 2^63 is stored negative and read back whole).
inline std::int64_t to_db(std::uint64_t value) { return static_cast<std::int64_t>(value); }
inline std::uint64_t from_db(std::int64_t value) { return static_cast<std::uint64_t>(value); }
inline std::optional<std::int64_t> widen(const std::optional<int>& value) {
    if (!value) return std::nullopt;
    return *value;
}
inline std::optional<int> narrow(const std::optional<std::int64_t>& value) {
    if (!value) return std::nullopt;
    return static_cast<int>(*value);
}

class Connection {
public:
    // sqlite3_open_v2 with `flags` (SQLITE_OPEN_READONLY, or READWRITE|CREATE).
    static Result<Connection> open(const std::string& path, int flags);
    // Read-only, as a file nothing can change while it is open (SQLite's immutable=1:
    // no locks, no -shm): for a file on a read-only medium whose WAL holds nothing.
    static Result<Connection> open_immutable(const std::string& path);
    Connection() = default;
    ~Connection();
    Connection(Connection&& other) noexcept;
    Connection& operator=(Connection&& other) noexcept;
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    sqlite3* handle() const { return db_; }
    const std::string& path() const { return path_; }
    // One or more statements without results (DDL, PRAGMAs that set).
    Result<void> exec(std::string_view sql, std::string_view what) const;

private:
    Connection(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}
    sqlite3* db_ = nullptr;
    std::string path_;
};

class Statement {
public:
    static Result<Statement> prepare(const Connection& connection, std::string_view sql);
    Statement() = default;
    ~Statement();
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    // Parameters count from 1, as in SQLite. A binding error is kept and
    // returned by the next step().
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, const std::optional<std::int64_t>& value);
    Statement& bind_null(int index);
    // Not an overload of bind(): an int argument would be ambiguous between the two.
    Statement& bind_real(int index, double value);

    // true: a row is ready to be read; false: done.
    Result<bool> step();
    // Steps to the end (an INSERT, UPDATE or DELETE) and resets for the next use.
    Result<void> run();
    // Ready for the next bindings (the old ones cleared).
    void reset();

    std::int64_t int64(int column) const;
    std::optional<std::int64_t> optional_int64(int column) const;
    std::string text(int column) const;
    double real(int column) const;
    std::optional<double> optional_real(int column) const;

private:
    explicit Statement(sqlite3_stmt* stmt) : stmt_(stmt) {}
    void keep_bind_error(int rc);
    sqlite3_stmt* stmt_ = nullptr;
    int bind_error_ = SQLITE_OK;
};

// BEGIN IMMEDIATE: a writer takes the write lock at the start, waiting up to the
// busy timeout for another writer, so two writers queue instead of one failing
// when both try to upgrade a read lock. Rolled back unless committed.
class Transaction {
public:
    static Result<Transaction> begin(Connection& connection);
    ~Transaction();
    Transaction(Transaction&& other) noexcept;
    Transaction& operator=(Transaction&&) = delete;
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    Result<void> commit();

private:
    explicit Transaction(Connection* connection) : connection_(connection) {}
    Connection* connection_ = nullptr;
};

} // namespace ssd::history::sqlite
