#include "platform/history/schema.h"

#include <array>
#include <filesystem>
#include <fstream>
#include <string>

namespace ssd::history::schema {

using sqlite::Connection;
using sqlite::Statement;
using sqlite::Transaction;
using sqlite::error_from;

// Interned texts (device names, firmware, write methods, counter names, enum
// wire names, finding id lists) are stored once and referred to by id, which
// keeps a sample row small. Counters are stored as changes: a row only where a
// counter's value differs from the drive's previous sample in time.
const std::string_view kVersion1 = R"sql(
CREATE TABLE texts (
  id INTEGER PRIMARY KEY,
  text TEXT NOT NULL UNIQUE
);
CREATE TABLE drives (
  id INTEGER PRIMARY KEY,
  model TEXT NOT NULL,
  serial TEXT NOT NULL,
  wwn TEXT NOT NULL,
  anonymous_tag TEXT NOT NULL,
  -- A summary of the drive's samples, recomputed from them after every change.
  sample_count INTEGER NOT NULL DEFAULT 0,
  first_time INTEGER,
  last_time INTEGER,
  last_device TEXT NOT NULL DEFAULT '',
  UNIQUE (model, serial, wwn, anonymous_tag)
);
CREATE TABLE samples (
  drive_id INTEGER NOT NULL REFERENCES drives(id),
  time INTEGER NOT NULL,
  device INTEGER NOT NULL REFERENCES texts(id),
  source INTEGER NOT NULL REFERENCES texts(id),
  standby INTEGER NOT NULL,
  firmware INTEGER REFERENCES texts(id),
  capacity_bytes INTEGER,
  host_bytes INTEGER,
  host_unit_bytes INTEGER,
  nand_bytes INTEGER,
  nand_unit_bytes INTEGER,
  write_method INTEGER REFERENCES texts(id),
  temperature_c INTEGER,
  temperature_limit_c INTEGER,
  percent_used INTEGER,
  spare_percent INTEGER,
  power_on_hours INTEGER,
  verdict INTEGER NOT NULL REFERENCES texts(id),
  finding_ids INTEGER REFERENCES texts(id),
  PRIMARY KEY (drive_id, time)
) WITHOUT ROWID;
CREATE TABLE counter_changes (
  drive_id INTEGER NOT NULL REFERENCES drives(id),
  name INTEGER NOT NULL REFERENCES texts(id),
  time INTEGER NOT NULL,
  raw INTEGER NOT NULL,
  normalized INTEGER,
  worst INTEGER,
  threshold INTEGER,
  PRIMARY KEY (drive_id, name, time)
) WITHOUT ROWID;
)sql";

namespace {

struct Migration {
    int to_version;
    std::string_view sql;
};

// Each step takes the schema from to_version - 1 to to_version. A new database
// is made by version 1 and then every step, so both paths give one schema.
constexpr std::array kMigrations{
    Migration{2, R"sql(
-- Benchmark runs stored with the drive they ran on: the bench JSON document as printed.
CREATE TABLE benches (
  drive_id INTEGER NOT NULL REFERENCES drives(id),
  time INTEGER NOT NULL,
  device TEXT NOT NULL,
  document TEXT NOT NULL,
  PRIMARY KEY (drive_id, time)
) WITHOUT ROWID;
-- Which drive sat under a device name when: the occupancy query.
CREATE INDEX samples_by_device ON samples (device, time);
)sql"},
    Migration{3, R"sql(
-- Self-tests this tool started: when, which type, by whom (the schedule's memory).
CREATE TABLE selftest_starts (
  drive_id INTEGER NOT NULL REFERENCES drives(id),
  time INTEGER NOT NULL,
  type INTEGER NOT NULL REFERENCES texts(id),
  origin INTEGER NOT NULL REFERENCES texts(id),
  PRIMARY KEY (drive_id, time, type)
) WITHOUT ROWID;
-- Each entry of a drive's self-test log once, dated by the first sample that
-- held it; identical entries (two tests in one power-on hour) are one row per
-- copy. Nullable columns keep this a rowid table: the writer finds an entry's
-- copies itself (selftest_merge.h), a UNIQUE key would treat NULLs as distinct.
CREATE TABLE selftest_results (
  id INTEGER PRIMARY KEY,
  drive_id INTEGER NOT NULL REFERENCES drives(id),
  first_seen INTEGER NOT NULL,
  type INTEGER NOT NULL REFERENCES texts(id),
  outcome INTEGER NOT NULL REFERENCES texts(id),
  words INTEGER REFERENCES texts(id),
  status_code INTEGER NOT NULL,
  remaining_percent INTEGER,
  power_on_hours INTEGER,
  failing_lba INTEGER,
  failed_segment INTEGER,
  nvme_status_code_type INTEGER,
  nvme_status_code INTEGER,
  nsid INTEGER
);
CREATE INDEX selftest_results_by_drive ON selftest_results (drive_id, first_seen);
)sql"},
    Migration{4, R"sql(
-- Alerts (core/alerts/alert.h): one row per alert of a drive and rule, open from
-- the first sample its condition held until the first it no longer did. The
-- condition as last seen: rule and severity as text ids, the level (larger is
-- worse), the smallest rise that counts, the sentence and the evidence numbers
-- (a JSON array of [name, value], in the rule's order).
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY,
  drive_id INTEGER NOT NULL REFERENCES drives(id),
  rule INTEGER NOT NULL REFERENCES texts(id),
  severity INTEGER NOT NULL REFERENCES texts(id),
  level REAL NOT NULL,
  worse_by REAL NOT NULL,
  summary TEXT NOT NULL,
  evidence TEXT NOT NULL,
  device INTEGER REFERENCES texts(id),
  peak_level REAL NOT NULL,
  opened INTEGER NOT NULL,
  last_seen INTEGER NOT NULL,
  resolved INTEGER,
  -- The acknowledgement: all three set or all NULL; cleared when it fires again.
  ack_time INTEGER,
  ack_level REAL,
  ack_note TEXT
);
-- The open alerts of a drive (every evaluation reads them).
CREATE INDEX alerts_by_drive ON alerts (drive_id, resolved);
-- Every transition of an alert with the condition it saw ("seen again" only
-- refreshes the alert's row); the ids are the order (the tray's "after the last
-- one I showed").
CREATE TABLE alert_events (
  id INTEGER PRIMARY KEY,
  alert_id INTEGER NOT NULL REFERENCES alerts(id),
  time INTEGER NOT NULL,
  transition INTEGER NOT NULL REFERENCES texts(id),
  rule INTEGER NOT NULL REFERENCES texts(id),
  severity INTEGER NOT NULL REFERENCES texts(id),
  level REAL NOT NULL,
  worse_by REAL NOT NULL,
  summary TEXT NOT NULL,
  evidence TEXT NOT NULL,
  note TEXT NOT NULL
);
CREATE INDEX alert_events_by_alert ON alert_events (alert_id, id);
-- The delivery outbox: one row per news event and channel (by its name in the
-- alert configuration), with its attempts; never a secret in last_error.
CREATE TABLE alert_deliveries (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES alert_events(id),
  channel TEXT NOT NULL,
  status INTEGER NOT NULL REFERENCES texts(id),
  attempts INTEGER NOT NULL,
  next_attempt INTEGER NOT NULL,
  sent INTEGER,
  last_error TEXT NOT NULL
);
CREATE INDEX alert_deliveries_due ON alert_deliveries (status, next_attempt);
)sql"},
};
static_assert(kMigrations.back().to_version == kCurrentVersion);

struct FileState {
    std::int64_t application_id = 0;
    int version = 0;
    std::int64_t objects = 0;  // tables, indexes… in sqlite_schema
};

Result<std::int64_t> pragma_value(const Connection& connection, std::string_view sql) {
    auto statement = Statement::prepare(connection, sql);
    if (!statement) return tl::unexpected(statement.error());
    auto row = statement->step();
    if (!row) return tl::unexpected(row.error());
    return *row ? statement->int64(0) : 0;
}

Result<FileState> read_state(const Connection& connection) {
    FileState state;
    auto application_id = pragma_value(connection, "PRAGMA application_id");
    if (!application_id) return tl::unexpected(application_id.error());
    auto version = pragma_value(connection, "PRAGMA user_version");
    if (!version) return tl::unexpected(version.error());
    auto objects = pragma_value(connection, "SELECT count(*) FROM sqlite_schema");
    if (!objects) return tl::unexpected(objects.error());
    state.application_id = *application_id;
    state.version = static_cast<int>(*version);
    state.objects = *objects;
    return state;
}

// read_state from one snapshot, for a reader outside any transaction. Read apart,
// a writer creating the schema between the PRAGMAs and the count shows tables
// without our stamp: "another program's database" to a second writer opening the
// new file at the same moment (tests/history: TwoWritersAtOnceBothSucceed).
Result<FileState> read_state_at_once(const Connection& connection) {
    if (auto begun = connection.exec("BEGIN", "cannot start a read"); !begun) return tl::unexpected(begun.error());
    auto state = read_state(connection);
    // Ending a read transaction changes nothing, so there is nothing to report if it fails.
    static_cast<void>(connection.exec("COMMIT", "cannot end a read"));
    return state;
}

std::string hex(std::int64_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text = "0x";
    for (int shift = 28; shift >= 0; shift -= 4) text += kDigits[(value >> shift) & 0xf];
    return text;
}

// Why the file cannot be used as it is, or nothing.
std::optional<Error> judge(const FileState& state, const std::string& path, OpenMode mode) {
    if (state.application_id == 0 && state.objects == 0) {
        if (mode == OpenMode::ReadOnly) return Error{ErrorCode::InputEmpty, path + " holds no history yet (an empty database)"};
        return std::nullopt;
    }
    if (state.application_id != kApplicationId) {
        return Error{ErrorCode::InputMalformed,
                     path + " is another program's SQLite database (application_id " + hex(state.application_id) +
                         "), not an SSD Toolbox history; left unchanged"};
    }
    if (state.version > kCurrentVersion) {
        return Error{ErrorCode::UnsupportedFormat,
                     path + " has history schema version " + std::to_string(state.version) + ", newer than this build's " +
                         std::to_string(kCurrentVersion) + ": use a newer SSD Toolbox; left unchanged"};
    }
    if (state.version < 1) {
        return Error{ErrorCode::InputMalformed, path + " has an SSD Toolbox application_id but no schema version; left unchanged"};
    }
    if (state.version < kCurrentVersion && mode == OpenMode::ReadOnly) {
        return Error{ErrorCode::UnsupportedFormat,
                     path + " has history schema version " + std::to_string(state.version) +
                         ": a command that writes history (sample, import) upgrades it first"};
    }
    return std::nullopt;
}

// FILE.bak-vN, or FILE.bak-vN.2… when an earlier backup is there: a backup is never overwritten.
std::string backup_path(const std::string& path, int version) {
    const std::string base = path + ".bak-v" + std::to_string(version);
    std::string candidate = base;
    for (int n = 2; std::filesystem::exists(candidate); ++n) candidate = base + "." + std::to_string(n);
    return candidate;
}

// A whole copy through SQLite's backup API. The copy is read through a
// connection of its own: the caller holds the write lock (so the committed
// state cannot change meanwhile), and SQLite refuses to back up from a
// connection inside a write transaction.
Result<void> back_up(const std::string& source_path, const std::string& target) {
    auto source = Connection::open(source_path, SQLITE_OPEN_READONLY);
    if (!source) return tl::unexpected(source.error());
    auto copy = Connection::open(target, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (!copy) return tl::unexpected(copy.error());
    sqlite3_backup* backup = sqlite3_backup_init(copy->handle(), "main", source->handle(), "main");
    if (backup == nullptr) return tl::unexpected(error_from(copy->handle(), sqlite3_errcode(copy->handle()), "cannot back up to " + target));
    const int stepped = sqlite3_backup_step(backup, -1);
    const int finished = sqlite3_backup_finish(backup);
    if (stepped != SQLITE_DONE) return tl::unexpected(error_from(nullptr, stepped, "cannot back up to " + target));
    if (finished != SQLITE_OK) return tl::unexpected(error_from(copy->handle(), finished, "cannot back up to " + target));
    return {};
}

Result<void> run_steps(Connection& connection, int from_version) {
    for (const auto& migration : kMigrations) {
        if (migration.to_version <= from_version) continue;
        auto done = connection.exec(migration.sql, "cannot migrate the history schema to version " + std::to_string(migration.to_version));
        if (!done) return done;
    }
    return connection.exec("PRAGMA application_id = " + std::to_string(kApplicationId) +
                               "; PRAGMA user_version = " + std::to_string(kCurrentVersion),
                           "cannot stamp the history schema");
}

// Under the write lock (so two writers never both create or migrate), look again
// and bring the file to the current version.
Result<void> create_or_migrate(Connection& connection) {
    auto transaction = Transaction::begin(connection);
    if (!transaction) return tl::unexpected(transaction.error());
    auto state = read_state(connection);
    if (!state) return tl::unexpected(state.error());
    if (auto refusal = judge(*state, connection.path(), OpenMode::ReadWrite)) return tl::unexpected(*refusal);
    if (state->objects == 0) {
        if (auto created = connection.exec(kVersion1, "cannot create the history schema"); !created) return created;
        if (auto done = run_steps(connection, 1); !done) return done;
    } else if (state->version < kCurrentVersion) {
        if (auto saved = back_up(connection.path(), backup_path(connection.path(), state->version)); !saved) return saved;
        if (auto done = run_steps(connection, state->version); !done) return done;
    }
    return transaction->commit();
}

std::uint32_t big_endian(const std::string& bytes, std::size_t offset) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i) value = value << 8 | static_cast<unsigned char>(bytes[offset + i]);
    return value;
}

} // namespace

Result<void> check_header(const std::filesystem::path& path, OpenMode mode) {
    std::ifstream file(path, std::ios::binary);
    std::string header(100, '\0');
    file.read(header.data(), static_cast<std::streamsize>(header.size()));
    const auto length = static_cast<std::size_t>(file.gcount());
    if (length == 0) return {};  // an empty file: SQLite's empty database
    static constexpr std::string_view kMagic{"SQLite format 3\0", 16};
    if (length < header.size() || std::string_view(header).substr(0, kMagic.size()) != kMagic) {
        return tl::unexpected(Error{ErrorCode::InputMalformed, path.string() + " is not a SQLite database; left unchanged"});
    }
    FileState state;
    state.application_id = static_cast<std::int32_t>(big_endian(header, 68));
    state.version = static_cast<int>(big_endian(header, 60));
    state.objects = 1;  // unknown here; SQLite counts them once the file is open
    // Only what cannot be stale: another program's stamp, or a newer schema of ours.
    const bool foreign = state.application_id != 0 && state.application_id != kApplicationId;
    const bool newer = state.application_id == kApplicationId && state.version > kCurrentVersion;
    if (foreign || newer) {
        if (auto refusal = judge(state, path.string(), mode)) return tl::unexpected(*refusal);
    }
    return {};
}

Result<void> prepare(Connection& connection, OpenMode mode) {
    // Read first, outside any write transaction: a foreign or newer file is
    // refused without taking a lock or writing.
    auto state = read_state_at_once(connection);
    if (!state) {
        return tl::unexpected(Error{state.error().code, connection.path() + " cannot be read as a history database: " + state.error().message});
    }
    if (auto refusal = judge(*state, connection.path(), mode)) return tl::unexpected(*refusal);
    if (mode == OpenMode::ReadOnly || (state->objects > 0 && state->version == kCurrentVersion)) return {};
    return create_or_migrate(connection);
}

} // namespace ssd::history::schema
