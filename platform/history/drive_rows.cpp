#include "platform/history/drive_rows.h"

namespace ssd::history {

namespace {

constexpr std::string_view kDriveColumns =
    "SELECT id, model, serial, wwn, anonymous_tag, last_device, coalesce(first_time, 0), coalesce(last_time, 0), "
    "sample_count FROM drives";

Result<sqlite::Statement> prepared_with_key(const sqlite::Connection& connection, std::string_view sql, const DriveKey& key) {
    auto statement = sqlite::Statement::prepare(connection, sql);
    if (statement) statement->bind(1, key.model).bind(2, key.serial).bind(3, key.wwn).bind(4, key.anonymous_tag);
    return statement;
}

StoredDrive drive_from(const sqlite::Statement& statement) {
    StoredDrive drive;
    drive.id = statement.int64(0);
    drive.key = DriveKey{statement.text(1), statement.text(2), statement.text(3), statement.text(4)};
    drive.last_device = statement.text(5);
    drive.first_time = statement.int64(6);
    drive.last_time = statement.int64(7);
    drive.sample_count = static_cast<std::uint64_t>(statement.int64(8));
    return drive;
}

} // namespace

Result<std::optional<std::int64_t>> find_drive(const sqlite::Connection& connection, const DriveKey& key) {
    auto select = prepared_with_key(
        connection, "SELECT id FROM drives WHERE model = ?1 AND serial = ?2 AND wwn = ?3 AND anonymous_tag = ?4", key);
    if (!select) return tl::unexpected(select.error());
    auto row = select->step();
    if (!row) return tl::unexpected(row.error());
    if (!*row) return std::optional<std::int64_t>{};
    return std::optional<std::int64_t>{select->int64(0)};
}

Result<std::int64_t> find_or_add_drive(const sqlite::Connection& connection, const DriveKey& key) {
    auto found = find_drive(connection, key);
    if (!found) return tl::unexpected(found.error());
    if (*found) return **found;
    auto insert = prepared_with_key(
        connection, "INSERT INTO drives (model, serial, wwn, anonymous_tag) VALUES (?1, ?2, ?3, ?4)", key);
    if (!insert) return tl::unexpected(insert.error());
    if (auto done = insert->run(); !done) return tl::unexpected(done.error());
    return sqlite3_last_insert_rowid(connection.handle());
}

Result<void> summarize_drive(const sqlite::Connection& connection, std::int64_t drive) {
    auto update = sqlite::Statement::prepare(connection, R"sql(
UPDATE drives SET
  sample_count = (SELECT count(*) FROM samples WHERE drive_id = ?1),
  first_time = (SELECT min(time) FROM samples WHERE drive_id = ?1),
  last_time = (SELECT max(time) FROM samples WHERE drive_id = ?1),
  last_device = coalesce((SELECT t.text FROM samples s JOIN texts t ON t.id = s.device
                          WHERE s.drive_id = ?1 ORDER BY s.time DESC LIMIT 1), '')
WHERE id = ?1)sql");
    if (!update) return tl::unexpected(update.error());
    update->bind(1, drive);
    return update->run();
}

Result<std::vector<StoredDrive>> read_drives(const sqlite::Connection& connection) {
    auto select = sqlite::Statement::prepare(connection, std::string(kDriveColumns) + " ORDER BY id");
    if (!select) return tl::unexpected(select.error());
    std::vector<StoredDrive> drives;
    auto row = select->step();
    for (; row && *row; row = select->step()) drives.push_back(drive_from(*select));
    if (!row) return tl::unexpected(row.error());
    return drives;
}

Result<StoredDrive> read_drive(const sqlite::Connection& connection, std::int64_t id) {
    auto select = sqlite::Statement::prepare(connection, std::string(kDriveColumns) + " WHERE id = ?1");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, id);
    auto row = select->step();
    if (!row) return tl::unexpected(row.error());
    if (!*row) return tl::unexpected(Error{ErrorCode::NoSuchDevice, "the history has no drive " + std::to_string(id)});
    return drive_from(*select);
}

} // namespace ssd::history
