#include "platform/history/sample_writer.h"

#include "platform/history/drive_rows.h"
#include "platform/history/sample_row.h"

namespace ssd::history {

namespace {

StoredCounter stored_value(const CounterValue& counter) {
    return StoredCounter{counter.raw, counter.normalized, counter.worst, counter.threshold};
}

std::string insert_sample_sql() {
    std::string sql = "INSERT INTO samples (drive_id, " + std::string(kSampleColumns) + ") VALUES (?1";
    for (int i = 2; i <= kSampleColumnCount + 1; ++i) sql += ", ?" + std::to_string(i);
    return sql + ")";
}

} // namespace

Result<SampleWriter> SampleWriter::prepare(const sqlite::Connection& connection, TextIds& texts) {
    auto changes = CounterChanges::prepare(connection);
    if (!changes) return tl::unexpected(changes.error());
    // The drive's first sample at or after a time: the same time is a duplicate, a later one
    // means the new sample is slotted in before it.
    auto next_time = sqlite::Statement::prepare(
        connection, "SELECT time FROM samples WHERE drive_id = ?1 AND time >= ?2 ORDER BY time LIMIT 1");
    if (!next_time) return tl::unexpected(next_time.error());
    auto insert = sqlite::Statement::prepare(connection, insert_sample_sql());
    if (!insert) return tl::unexpected(insert.error());
    auto selftests = SelfTestResultWriter::prepare(connection, texts);
    if (!selftests) return tl::unexpected(selftests.error());
    SampleWriter writer(connection, texts, std::move(*changes), std::move(*selftests));
    writer.next_time_ = std::move(*next_time);
    writer.insert_sample_ = std::move(*insert);
    return writer;
}

Result<std::optional<StoredCounter>> SampleWriter::value_before(std::int64_t drive, std::int64_t name, std::int64_t time,
                                                                bool newest) {
    if (newest) {
        if (auto known = newest_.find(drive); known != newest_.end() && known->second.time < time) {
            if (auto value = known->second.values.find(name); value != known->second.values.end()) return value->second;
        }
    }
    return changes_.before(drive, name, time);
}

Result<void> SampleWriter::reexpress_next(std::int64_t drive, std::int64_t next_time, const std::vector<Change>& changes) {
    for (const auto& change : changes) {
        auto at_next = changes_.at(drive, change.name, next_time);
        if (!at_next) return tl::unexpected(at_next.error());
        if (*at_next) {
            // The next sample said the same as the new one: no change there any more.
            if (**at_next == change.value) {
                if (auto erased = changes_.erase(drive, change.name, next_time); !erased) return erased;
            }
        } else if (change.before) {
            // The next sample had kept the value from before; now that differs from its predecessor.
            if (auto put = changes_.put(drive, change.name, next_time, *change.before); !put) return put;
        }
    }
    return {};
}

Result<bool> SampleWriter::add(const Sample& sample) {
    const DriveKey& key = sample.drive;
    const auto key_tuple = std::make_tuple(key.model, key.serial, key.wwn, key.anonymous_tag);
    auto known = drive_ids_.find(key_tuple);
    if (known == drive_ids_.end()) {
        auto id = find_or_add_drive(*connection_, key);
        if (!id) return tl::unexpected(id.error());
        known = drive_ids_.emplace(key_tuple, *id).first;
    }
    const std::int64_t drive = known->second;
    // Before the duplicate check, as the memory store does: a capture imported
    // before results were kept brings its log in when imported again.
    if (auto merged = selftests_.add(drive, sample.time, sample.selftest_log); !merged) return tl::unexpected(merged.error());

    next_time_.bind(1, drive).bind(2, sample.time);
    auto row = next_time_.step();
    std::optional<std::int64_t> next;
    if (row && *row) next = next_time_.int64(0);
    next_time_.reset();
    if (!row) return tl::unexpected(row.error());
    if (next == sample.time) return false;

    insert_sample_.bind(1, drive);
    if (auto bound = bind_sample(insert_sample_, 2, sample, *texts_); !bound) return tl::unexpected(bound.error());
    if (auto inserted = insert_sample_.run(); !inserted) return tl::unexpected(inserted.error());
    touched_.insert(drive);

    std::vector<Change> changes;
    std::vector<std::pair<std::int64_t, StoredCounter>> values;
    for (const auto& counter : sample.counters) {
        auto name = texts_->intern(counter.name);
        if (!name) return tl::unexpected(name.error());
        values.emplace_back(*name, stored_value(counter));
        auto before = value_before(drive, *name, sample.time, !next);
        if (!before) return tl::unexpected(before.error());
        const StoredCounter value = stored_value(counter);
        if (*before == value) continue;
        if (auto put = changes_.put(drive, *name, sample.time, value); !put) return tl::unexpected(put.error());
        changes.push_back(Change{*name, *before, value});
    }
    if (next) {
        if (auto done = reexpress_next(drive, *next, changes); !done) return tl::unexpected(done.error());
    } else {
        // The drive's newest sample now: remember its values for the next one.
        Newest& newest = newest_[drive];
        newest.time = sample.time;
        for (const auto& [name, value] : values) newest.values[name] = value;
    }
    return true;
}

Result<void> SampleWriter::finish() {
    for (const std::int64_t drive : touched_) {
        if (auto done = summarize_drive(*connection_, drive); !done) return done;
    }
    return {};
}

} // namespace ssd::history
