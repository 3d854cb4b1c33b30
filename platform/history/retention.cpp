#include "platform/history/retention.h"

#include <map>
#include <set>
#include <unordered_map>
#include <vector>

#include "platform/history/counter_changes.h"
#include "platform/history/drive_rows.h"

namespace ssd::history {

namespace {

constexpr std::int64_t kDay = 86'400;

std::int64_t utc_day(std::int64_t time) { return time >= 0 ? time / kDay : -((-time + kDay - 1) / kDay); }

Result<std::vector<std::int64_t>> column_values(const sqlite::Connection& connection, std::string_view sql,
                                                std::optional<std::int64_t> drive) {
    auto select = sqlite::Statement::prepare(connection, sql);
    if (!select) return tl::unexpected(select.error());
    if (drive) select->bind(1, *drive);
    std::vector<std::int64_t> values;
    auto row = select->step();
    for (; row && *row; row = select->step()) values.push_back(select->int64(0));
    if (!row) return tl::unexpected(row.error());
    return values;
}

// Removed sample time -> the time of the next sample that stays.
std::unordered_map<std::int64_t, std::int64_t> fold_targets(const std::vector<std::int64_t>& times, std::int64_t cutoff) {
    std::unordered_map<std::int64_t, std::int64_t> targets;
    std::optional<std::int64_t> next_kept;
    for (std::size_t i = times.size(); i-- > 0;) {
        const bool last_of_day = i + 1 == times.size() || utc_day(times[i + 1]) != utc_day(times[i]);
        if (times[i] >= cutoff || last_of_day || !next_kept) {
            next_kept = times[i];
        } else {
            targets.emplace(times[i], *next_kept);
        }
    }
    return targets;
}

// Writes the values the removed samples' changes leave at their fold targets.
Result<void> fold_changes(const sqlite::Connection& connection, CounterChanges& changes, std::int64_t drive,
                          const std::unordered_map<std::int64_t, std::int64_t>& targets, std::int64_t last_target) {
    std::set<std::int64_t> target_times;
    for (const auto& [removed, kept] : targets) target_times.insert(kept);
    auto select = sqlite::Statement::prepare(
        connection, "SELECT name, time, raw, normalized, worst, threshold FROM counter_changes "
                    "WHERE drive_id = ?1 AND time <= ?2 ORDER BY name, time");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, drive).bind(2, last_target);
    // Per name: the latest removed change for each target, unless the target has its own change.
    std::map<std::pair<std::int64_t, std::int64_t>, StoredCounter> folded;  // (name, target) -> value
    std::set<std::pair<std::int64_t, std::int64_t>> own;
    auto row = select->step();
    for (; row && *row; row = select->step()) {
        const std::int64_t name = select->int64(0);
        const std::int64_t time = select->int64(1);
        if (auto target = targets.find(time); target != targets.end()) {
            folded[{name, target->second}] = StoredCounter{sqlite::from_db(select->int64(2)), sqlite::narrow(select->optional_int64(3)),
                                                           sqlite::narrow(select->optional_int64(4)),
                                                           sqlite::narrow(select->optional_int64(5))};
        } else if (target_times.count(time) != 0) {
            own.insert({name, time});
        }
    }
    if (!row) return tl::unexpected(row.error());
    for (const auto& [where, value] : folded) {
        if (own.count(where) != 0) continue;
        if (auto put = changes.put(drive, where.first, where.second, value); !put) return put;
    }
    return {};
}

Result<std::uint64_t> thin_drive(const sqlite::Connection& connection, CounterChanges& changes, std::int64_t drive,
                                 std::int64_t cutoff) {
    // The samples before the cutoff and the first one after it (a target for the last day before it).
    auto times = column_values(connection,
                               "SELECT time FROM samples WHERE drive_id = ?1 AND time <= coalesce("
                               "(SELECT min(time) FROM samples WHERE drive_id = ?1 AND time >= " + std::to_string(cutoff) +
                                   "), " + std::to_string(cutoff) + ") ORDER BY time",
                               drive);
    if (!times) return tl::unexpected(times.error());
    const auto targets = fold_targets(*times, cutoff);
    if (targets.empty()) return 0;
    std::int64_t last_target = 0;
    for (const auto& [removed, kept] : targets) last_target = std::max(last_target, kept);
    if (auto folded = fold_changes(connection, changes, drive, targets, last_target); !folded) return tl::unexpected(folded.error());

    if (auto cleared = connection.exec("DELETE FROM temp.retention_removed", "cannot thin the history"); !cleared) {
        return tl::unexpected(cleared.error());
    }
    auto insert = sqlite::Statement::prepare(connection, "INSERT INTO temp.retention_removed (time) VALUES (?1)");
    if (!insert) return tl::unexpected(insert.error());
    for (const auto& [removed, kept] : targets) {
        insert->bind(1, removed);
        if (auto done = insert->run(); !done) return tl::unexpected(done.error());
    }
    for (std::string_view table : {"counter_changes", "samples"}) {
        auto erase = sqlite::Statement::prepare(connection, "DELETE FROM " + std::string(table) +
                                                                " WHERE drive_id = ?1 AND time IN (SELECT time FROM temp.retention_removed)");
        if (!erase) return tl::unexpected(erase.error());
        erase->bind(1, drive);
        if (auto done = erase->run(); !done) return tl::unexpected(done.error());
    }
    if (auto summary = summarize_drive(connection, drive); !summary) return tl::unexpected(summary.error());
    return targets.size();
}

} // namespace

Result<RetentionOutcome> thin_samples(const sqlite::Connection& connection, const RetentionPolicy& policy, std::int64_t now) {
    const std::int64_t cutoff = now - static_cast<std::int64_t>(policy.keep_all_days) * kDay;
    auto made = connection.exec(
        "CREATE TEMP TABLE IF NOT EXISTS retention_removed (time INTEGER PRIMARY KEY)", "cannot thin the history");
    if (!made) return tl::unexpected(made.error());
    auto changes = CounterChanges::prepare(connection);
    if (!changes) return tl::unexpected(changes.error());
    auto drives = column_values(connection, "SELECT id FROM drives ORDER BY id", std::nullopt);
    if (!drives) return tl::unexpected(drives.error());
    RetentionOutcome outcome;
    for (const std::int64_t drive : *drives) {
        auto removed = thin_drive(connection, *changes, drive, cutoff);
        if (!removed) return tl::unexpected(removed.error());
        outcome.removed += *removed;
    }
    return outcome;
}

} // namespace ssd::history
