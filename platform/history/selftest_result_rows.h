// The `selftest_results` table (v3): each entry of a drive's self-test log
// once, dated by the first sample that held it. The writer merges a sample's
// log into the drive's rows inside the caller's transaction (the rules are
// core/history/selftest_merge.h, shared with the memory store); the reader
// gives the results first seen in a range.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

class SelfTestResultWriter {
public:
    static Result<SelfTestResultWriter> prepare(const sqlite::Connection& connection, TextIds& texts);

    // The entries of `log`, read from `drive` at `time`, that it does not hold yet.
    Result<void> add(std::int64_t drive, std::int64_t time, const std::vector<selftest::LogEntry>& log);

private:
    // A drive's rows as stored, read once per writer (one transaction) and kept in step.
    struct Known {
        std::vector<std::int64_t> ids;
        std::vector<StoredSelfTestResult> results;
    };

    SelfTestResultWriter(const sqlite::Connection& connection, TextIds& texts) : connection_(&connection), texts_(&texts) {}
    Result<Known*> known(std::int64_t drive);

    const sqlite::Connection* connection_;
    TextIds* texts_;
    sqlite::Statement select_, insert_, update_;
    std::unordered_map<std::int64_t, Known> known_;
};

// Results first seen in `range`, oldest first (ties in the order stored).
Result<std::vector<StoredSelfTestResult>> read_selftest_results(const sqlite::Connection& connection, TextIds& texts,
                                                                std::int64_t drive, const TimeRange& range);

} // namespace ssd::history
