// The `counter_changes` table: a drive's counter as it stood from one sample
// on, stored only at the samples where its value changed (from the previous
// sample of the same drive in time). Keyed (drive_id, name, time), so the value
// at any time is one index seek and a drive's changes of one counter are a
// contiguous range.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "platform/history/sqlite_connection.h"

namespace ssd::history {

struct StoredCounter {
    std::uint64_t raw = 0;
    std::optional<int> normalized;
    std::optional<int> worst;
    std::optional<int> threshold;
    friend bool operator==(const StoredCounter&, const StoredCounter&) = default;
};

struct TimedCounter {
    std::int64_t time = 0;
    StoredCounter value;
};

class CounterChanges {
public:
    static Result<CounterChanges> prepare(const sqlite::Connection& connection);

    // The value in force at `time`: the newest change at or before it (or strictly before).
    Result<std::optional<StoredCounter>> at_or_before(std::int64_t drive, std::int64_t name, std::int64_t time);
    Result<std::optional<StoredCounter>> before(std::int64_t drive, std::int64_t name, std::int64_t time);
    // The change stored exactly at `time`.
    Result<std::optional<StoredCounter>> at(std::int64_t drive, std::int64_t name, std::int64_t time);
    // Changes with after < time <= until, oldest first.
    Result<std::vector<TimedCounter>> between(std::int64_t drive, std::int64_t name, std::int64_t after, std::int64_t until);
    // Every counter name id the drive has ever had, ascending.
    Result<std::vector<std::int64_t>> names(std::int64_t drive);

    Result<void> put(std::int64_t drive, std::int64_t name, std::int64_t time, const StoredCounter& value);
    Result<void> erase(std::int64_t drive, std::int64_t name, std::int64_t time);

private:
    Result<std::optional<StoredCounter>> one(sqlite::Statement& statement, std::int64_t drive, std::int64_t name,
                                             std::int64_t time);
    sqlite::Statement at_or_before_, before_, at_, between_, names_, put_, erase_;
};

} // namespace ssd::history
