// Adds samples inside the caller's write transaction: the sample's row, and a
// counter_changes row for each counter whose value differs from the drive's
// previous sample in time. A sample older than the drive's newest (an imported
// capture) is slotted in: the next sample's changes are re-expressed against
// it, so every later value reads back as it was stored. The sample's self-test
// log joins the drive's results (selftest_result_rows.h).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "core/history/sample.h"
#include "platform/history/counter_changes.h"
#include "platform/history/selftest_result_rows.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

class SampleWriter {
public:
    static Result<SampleWriter> prepare(const sqlite::Connection& connection, TextIds& texts);

    // false: the drive already has a sample at that time (nothing written but
    // its self-test log, whose entries are merged either way).
    Result<bool> add(const Sample& sample);
    // Brings the summary of every drive add() touched up to date.
    Result<void> finish();

private:
    // Counter values of a drive's newest sample, as far as they are known here:
    // while samples arrive in time order, the previous values need no lookup.
    struct Newest {
        std::int64_t time = 0;
        std::unordered_map<std::int64_t, StoredCounter> values;
    };
    struct Change {
        std::int64_t name;
        std::optional<StoredCounter> before;
        StoredCounter value;
    };

    SampleWriter(const sqlite::Connection& connection, TextIds& texts, CounterChanges changes, SelfTestResultWriter selftests)
        : connection_(&connection), texts_(&texts), changes_(std::move(changes)), selftests_(std::move(selftests)) {}
    Result<std::optional<StoredCounter>> value_before(std::int64_t drive, std::int64_t name, std::int64_t time, bool newest);
    Result<void> reexpress_next(std::int64_t drive, std::int64_t next_time, const std::vector<Change>& changes);

    const sqlite::Connection* connection_;
    TextIds* texts_;
    CounterChanges changes_;
    SelfTestResultWriter selftests_;
    sqlite::Statement next_time_, insert_sample_;
    std::map<std::tuple<std::string, std::string, std::string, std::string>, std::int64_t> drive_ids_;
    std::set<std::int64_t> touched_;
    std::unordered_map<std::int64_t, Newest> newest_;
};

} // namespace ssd::history
