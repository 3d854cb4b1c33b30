#include "platform/history/sqlite_connection.h"

#include <cerrno>
#include <utility>

namespace ssd::history::sqlite {

Error error_from(sqlite3* db, int rc, std::string_view what) {
    std::string message(what);
    message += ": ";
    message += db != nullptr && sqlite3_errcode(db) == rc ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    switch (rc & 0xff) {
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
        return Error{ErrorCode::InputMalformed, message + " (not an intact SQLite database)"};
    case SQLITE_CANTOPEN:
        if (db != nullptr && sqlite3_system_errno(db) == EACCES) return Error{ErrorCode::PermissionDenied, message};
        return Error{ErrorCode::InputUnreadable, message};
    default:
        return Error{ErrorCode::StorageFailed, message};
    }
}

Result<Connection> Connection::open(const std::string& path, int flags) {
    sqlite3* db = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        Error error = error_from(db, rc, "cannot open " + path);
        sqlite3_close(db);  // SQLite allocates a handle even when opening fails
        return tl::unexpected(error);
    }
    sqlite3_extended_result_codes(db, 1);
    return Connection(db, path);
}

Result<Connection> Connection::open_immutable(const std::string& path) {
    // A URI's path must not hold its own delimiters: '%', '?' and '#' are escaped.
    std::string uri = "file:";
    for (const char c : path) {
        switch (c) {
        case '%': uri += "%25"; break;
        case '?': uri += "%3f"; break;
        case '#': uri += "%23"; break;
        default: uri += c;
        }
    }
    auto connection = open(uri + "?immutable=1", SQLITE_OPEN_READONLY | SQLITE_OPEN_URI);
    if (connection) connection->path_ = path;
    return connection;
}

Connection::~Connection() { sqlite3_close_v2(db_); }

Connection::Connection(Connection&& other) noexcept
    : db_(std::exchange(other.db_, nullptr)), path_(std::move(other.path_)) {}

Connection& Connection::operator=(Connection&& other) noexcept {
    if (this != &other) {
        sqlite3_close_v2(db_);
        db_ = std::exchange(other.db_, nullptr);
        path_ = std::move(other.path_);
    }
    return *this;
}

Result<void> Connection::exec(std::string_view sql, std::string_view what) const {
    const std::string text(sql);
    const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) return tl::unexpected(error_from(db_, rc, what));
    return {};
}

Result<Statement> Statement::prepare(const Connection& connection, std::string_view sql) {
    sqlite3_stmt* stmt = nullptr;
    const int rc = sqlite3_prepare_v2(connection.handle(), sql.data(), static_cast<int>(sql.size()), &stmt, nullptr);
    if (rc != SQLITE_OK) {
        sqlite3_finalize(stmt);
        return tl::unexpected(error_from(connection.handle(), rc, "cannot prepare \"" + std::string(sql) + "\""));
    }
    return Statement(stmt);
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& other) noexcept
    : stmt_(std::exchange(other.stmt_, nullptr)), bind_error_(other.bind_error_) {}

Statement& Statement::operator=(Statement&& other) noexcept {
    if (this != &other) {
        sqlite3_finalize(stmt_);
        stmt_ = std::exchange(other.stmt_, nullptr);
        bind_error_ = other.bind_error_;
    }
    return *this;
}

void Statement::keep_bind_error(int rc) {
    if (rc != SQLITE_OK && bind_error_ == SQLITE_OK) bind_error_ = rc;
}

Statement& Statement::bind(int index, std::int64_t value) {
    keep_bind_error(sqlite3_bind_int64(stmt_, index, value));
    return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
    keep_bind_error(sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT));
    return *this;
}

Statement& Statement::bind(int index, const std::optional<std::int64_t>& value) {
    return value ? bind(index, *value) : bind_null(index);
}

Statement& Statement::bind_null(int index) {
    keep_bind_error(sqlite3_bind_null(stmt_, index));
    return *this;
}

Statement& Statement::bind_real(int index, double value) {
    keep_bind_error(sqlite3_bind_double(stmt_, index, value));
    return *this;
}

Result<bool> Statement::step() {
    sqlite3* db = sqlite3_db_handle(stmt_);
    if (bind_error_ != SQLITE_OK) {
        const int rc = std::exchange(bind_error_, SQLITE_OK);
        return tl::unexpected(error_from(db, rc, std::string("cannot bind a parameter of \"") + sqlite3_sql(stmt_) + "\""));
    }
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    Error error = error_from(db, rc, std::string("\"") + sqlite3_sql(stmt_) + "\" failed");
    sqlite3_reset(stmt_);
    return tl::unexpected(error);
}

Result<void> Statement::run() {
    auto row = step();
    while (row && *row) row = step();
    reset();
    if (!row) return tl::unexpected(row.error());
    return {};
}

void Statement::reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::int64(int column) const { return sqlite3_column_int64(stmt_, column); }

std::optional<std::int64_t> Statement::optional_int64(int column) const {
    if (sqlite3_column_type(stmt_, column) == SQLITE_NULL) return std::nullopt;
    return sqlite3_column_int64(stmt_, column);
}

double Statement::real(int column) const { return sqlite3_column_double(stmt_, column); }

std::optional<double> Statement::optional_real(int column) const {
    if (sqlite3_column_type(stmt_, column) == SQLITE_NULL) return std::nullopt;
    return sqlite3_column_double(stmt_, column);
}

std::string Statement::text(int column) const {
    const auto* bytes = sqlite3_column_text(stmt_, column);
    if (bytes == nullptr) return {};
    return std::string(reinterpret_cast<const char*>(bytes), static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)));
}

Result<Transaction> Transaction::begin(Connection& connection) {
    if (auto begun = connection.exec("BEGIN IMMEDIATE", "cannot start a write transaction on " + connection.path()); !begun) {
        return tl::unexpected(begun.error());
    }
    return Transaction(&connection);
}

Transaction::~Transaction() {
    // A failed statement may have rolled back already (SQLITE_FULL does);
    // ROLLBACK then fails harmlessly, so its result is not needed.
    if (connection_ != nullptr && sqlite3_get_autocommit(connection_->handle()) == 0) {
        sqlite3_exec(connection_->handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    }
}

Transaction::Transaction(Transaction&& other) noexcept : connection_(std::exchange(other.connection_, nullptr)) {}

Result<void> Transaction::commit() {
    Connection* connection = std::exchange(connection_, nullptr);
    // A full disk shows here: the message names the file that could not grow.
    auto committed = connection->exec("COMMIT", "cannot commit to " + connection->path());
    if (!committed && sqlite3_get_autocommit(connection->handle()) == 0) {
        sqlite3_exec(connection->handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    }
    return committed;
}

} // namespace ssd::history::sqlite
