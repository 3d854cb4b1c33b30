// How a sample's self-test log joins the results a drive already has. A drive
// dates its log entries only by power-on hours and keeps repeating them in
// every later reading, so the history keeps each entry once, dated by the
// first sample that held it. Both stores call this, so they agree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/history/history_store.h"

namespace ssd::history {

// Two log entries are the same test when these fields agree: type, outcome,
// status code, power-on hours, failing LBA, failed segment and words. The
// remaining fields (percent left, NVMe status, namespace) follow from those.
bool same_selftest(const selftest::LogEntry& a, const selftest::LogEntry& b);

struct SelfTestMerge {
    // Stored results first seen earlier than recorded (a capture older than
    // the sample that brought them in): index into `stored`, the new first_seen.
    std::vector<std::pair<std::size_t, std::int64_t>> earlier;
    // Results to add, oldest first.
    std::vector<StoredSelfTestResult> added;
};

// `stored`: the drive's results as kept, in the order they were added. A log
// may hold identical entries (QEMU logs two tests in one power-on hour alike),
// so copies are counted: the k-th copy of an entry is first seen at the
// earliest sample that held at least k of them, whatever order samples come
// in. A running test is not a result yet and is left out.
SelfTestMerge merge_selftest_log(const std::vector<StoredSelfTestResult>& stored, std::int64_t time,
                                 const std::vector<selftest::LogEntry>& log);

// Applies a merge to `stored` (what the memory store keeps; the SQLite store
// writes the same changes as rows).
void apply_selftest_merge(std::vector<StoredSelfTestResult>& stored, const SelfTestMerge& merge);

// The results first seen in `range`, oldest first (ties in the order added).
std::vector<StoredSelfTestResult> selftest_results_in(const std::vector<StoredSelfTestResult>& stored,
                                                      const TimeRange& range);

// The newest start of each type, in TestType order.
std::vector<SelfTestStart> newest_of_each_type(const std::vector<SelfTestStart>& starts);

} // namespace ssd::history
