#include "platform/history/selftest_result_rows.h"

#include "core/history/selftest_merge.h"
#include "platform/history/row_values.h"

namespace ssd::history {

namespace {

using sqlite::narrow;
using sqlite::widen;

// The columns after drive_id, in the order bind_result and read_result use.
constexpr std::string_view kResultColumns =
    "first_seen, type, outcome, words, status_code, remaining_percent, power_on_hours, failing_lba, failed_segment, "
    "nvme_status_code_type, nvme_status_code, nsid";

std::optional<std::int64_t> widen_nsid(const std::optional<std::uint32_t>& nsid) {
    if (!nsid) return std::nullopt;
    return std::int64_t{*nsid};
}

Result<void> bind_result(sqlite::Statement& statement, int first_parameter, const StoredSelfTestResult& result,
                         TextIds& texts) {
    const selftest::LogEntry& e = result.entry;
    auto type = texts.intern(selftest::kTestTypes.wire(e.type));
    if (!type) return tl::unexpected(type.error());
    auto outcome = texts.intern(selftest::kOutcomes.wire(e.outcome));
    if (!outcome) return tl::unexpected(outcome.error());
    auto words = optional_text(texts, e.words);
    if (!words) return tl::unexpected(words.error());
    const int p = first_parameter;
    statement.bind(p, result.first_seen).bind(p + 1, *type).bind(p + 2, *outcome).bind(p + 3, *words);
    statement.bind(p + 4, std::int64_t{e.status_code}).bind(p + 5, widen(e.remaining_percent));
    statement.bind(p + 6, stored(e.power_on_hours)).bind(p + 7, stored(e.failing_lba)).bind(p + 8, widen(e.failed_segment));
    statement.bind(p + 9, widen(e.nvme_status_code_type)).bind(p + 10, widen(e.nvme_status_code)).bind(p + 11, widen_nsid(e.nsid));
    return {};
}

Result<StoredSelfTestResult> read_result(const sqlite::Statement& statement, int first_column, TextIds& texts) {
    const int c = first_column;
    auto type = enum_of(texts, selftest::kTestTypes, statement.int64(c + 1));
    if (!type) return tl::unexpected(type.error());
    auto outcome = enum_of(texts, selftest::kOutcomes, statement.int64(c + 2));
    if (!outcome) return tl::unexpected(outcome.error());
    auto words = text_or_empty(texts, statement.optional_int64(c + 3));
    if (!words) return tl::unexpected(words.error());
    StoredSelfTestResult result;
    result.first_seen = statement.int64(c);
    selftest::LogEntry& e = result.entry;
    e.type = *type;
    e.outcome = *outcome;
    e.words = std::move(*words);
    e.status_code = static_cast<int>(statement.int64(c + 4));
    e.remaining_percent = narrow(statement.optional_int64(c + 5));
    e.power_on_hours = unsigned_of(statement.optional_int64(c + 6));
    e.failing_lba = unsigned_of(statement.optional_int64(c + 7));
    e.failed_segment = narrow(statement.optional_int64(c + 8));
    e.nvme_status_code_type = narrow(statement.optional_int64(c + 9));
    e.nvme_status_code = narrow(statement.optional_int64(c + 10));
    if (const auto nsid = statement.optional_int64(c + 11)) e.nsid = static_cast<std::uint32_t>(*nsid);
    return result;
}

std::string insert_sql() {
    std::string sql = "INSERT INTO selftest_results (drive_id, " + std::string(kResultColumns) + ") VALUES (?1";
    for (int i = 2; i <= 13; ++i) sql += ", ?" + std::to_string(i);
    return sql + ")";
}

} // namespace

Result<SelfTestResultWriter> SelfTestResultWriter::prepare(const sqlite::Connection& connection, TextIds& texts) {
    auto select = sqlite::Statement::prepare(
        connection, "SELECT id, " + std::string(kResultColumns) + " FROM selftest_results WHERE drive_id = ?1 ORDER BY id");
    if (!select) return tl::unexpected(select.error());
    auto insert = sqlite::Statement::prepare(connection, insert_sql());
    if (!insert) return tl::unexpected(insert.error());
    auto update = sqlite::Statement::prepare(connection, "UPDATE selftest_results SET first_seen = ?2 WHERE id = ?1");
    if (!update) return tl::unexpected(update.error());
    SelfTestResultWriter writer(connection, texts);
    writer.select_ = std::move(*select);
    writer.insert_ = std::move(*insert);
    writer.update_ = std::move(*update);
    return writer;
}

Result<SelfTestResultWriter::Known*> SelfTestResultWriter::known(std::int64_t drive) {
    if (auto cached = known_.find(drive); cached != known_.end()) return &cached->second;
    Known loaded;
    select_.bind(1, drive);
    auto row = select_.step();
    for (; row && *row; row = select_.step()) {
        auto result = read_result(select_, 1, *texts_);
        if (!result) {
            select_.reset();
            return tl::unexpected(result.error());
        }
        loaded.ids.push_back(select_.int64(0));
        loaded.results.push_back(std::move(*result));
    }
    select_.reset();
    if (!row) return tl::unexpected(row.error());
    return &known_.emplace(drive, std::move(loaded)).first->second;
}

Result<void> SelfTestResultWriter::add(std::int64_t drive, std::int64_t time, const std::vector<selftest::LogEntry>& log) {
    if (log.empty()) return {};  // most samples: nothing to look up
    auto stored = known(drive);
    if (!stored) return tl::unexpected(stored.error());
    Known& rows = **stored;
    const SelfTestMerge merge = merge_selftest_log(rows.results, time, log);
    for (const auto& [index, first_seen] : merge.earlier) {
        update_.bind(1, rows.ids[index]).bind(2, first_seen);
        if (auto done = update_.run(); !done) return done;
    }
    for (const auto& result : merge.added) {
        insert_.bind(1, drive);
        if (auto bound = bind_result(insert_, 2, result, *texts_); !bound) return bound;
        if (auto done = insert_.run(); !done) return done;
        rows.ids.push_back(sqlite3_last_insert_rowid(connection_->handle()));
    }
    apply_selftest_merge(rows.results, merge);
    return {};
}

Result<std::vector<StoredSelfTestResult>> read_selftest_results(const sqlite::Connection& connection, TextIds& texts,
                                                                std::int64_t drive, const TimeRange& range) {
    auto select = sqlite::Statement::prepare(connection, "SELECT " + std::string(kResultColumns) +
                                                             " FROM selftest_results WHERE drive_id = ?1 AND first_seen >= ?2"
                                                             " AND first_seen <= ?3 ORDER BY first_seen, id");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, drive).bind(2, since_of(range)).bind(3, until_of(range));
    std::vector<StoredSelfTestResult> results;
    auto row = select->step();
    for (; row && *row; row = select->step()) {
        auto result = read_result(*select, 0, texts);
        if (!result) return tl::unexpected(result.error());
        results.push_back(std::move(*result));
    }
    if (!row) return tl::unexpected(row.error());
    return results;
}

} // namespace ssd::history
