#include "core/history/selftest_merge.h"

#include <algorithm>
#include <iterator>
#include <tuple>

#include "core/history/memory_history_store.h"

namespace ssd::history {

namespace {

auto identity(const selftest::LogEntry& e) {
    return std::tie(e.type, e.outcome, e.status_code, e.power_on_hours, e.failing_lba, e.failed_segment, e.words);
}

// One distinct entry of a log and how many copies of it the log holds.
struct Group {
    const selftest::LogEntry* entry;
    std::size_t copies;
};

// Oldest first: a log lists its newest entry first.
std::vector<Group> groups_of(const std::vector<selftest::LogEntry>& log) {
    std::vector<Group> groups;
    for (auto it = log.rbegin(); it != log.rend(); ++it) {
        if (it->outcome == selftest::Outcome::Running) continue;
        const auto same = std::find_if(groups.begin(), groups.end(),
                                       [&](const Group& group) { return same_selftest(*group.entry, *it); });
        if (same != groups.end()) {
            ++same->copies;
        } else {
            groups.push_back({&*it, 1});
        }
    }
    return groups;
}

} // namespace

bool same_selftest(const selftest::LogEntry& a, const selftest::LogEntry& b) { return identity(a) == identity(b); }

SelfTestMerge merge_selftest_log(const std::vector<StoredSelfTestResult>& stored, std::int64_t time,
                                 const std::vector<selftest::LogEntry>& log) {
    SelfTestMerge merge;
    for (const Group& group : groups_of(log)) {
        // The stored copies of this entry, earliest first: copy k keeps the
        // earliest time at which any sample held k copies.
        std::vector<std::size_t> copies;
        for (std::size_t i = 0; i < stored.size(); ++i) {
            if (same_selftest(stored[i].entry, *group.entry)) copies.push_back(i);
        }
        std::stable_sort(copies.begin(), copies.end(),
                         [&](std::size_t a, std::size_t b) { return stored[a].first_seen < stored[b].first_seen; });
        for (std::size_t k = 0; k < group.copies; ++k) {
            if (k >= copies.size()) {
                merge.added.push_back({time, *group.entry});
            } else if (time < stored[copies[k]].first_seen) {
                merge.earlier.emplace_back(copies[k], time);
            }
        }
    }
    return merge;
}

void apply_selftest_merge(std::vector<StoredSelfTestResult>& stored, const SelfTestMerge& merge) {
    for (const auto& [index, time] : merge.earlier) stored[index].first_seen = time;
    stored.insert(stored.end(), merge.added.begin(), merge.added.end());
}

std::vector<StoredSelfTestResult> selftest_results_in(const std::vector<StoredSelfTestResult>& stored,
                                                      const TimeRange& range) {
    std::vector<StoredSelfTestResult> chosen;
    std::copy_if(stored.begin(), stored.end(), std::back_inserter(chosen),
                 [&](const StoredSelfTestResult& result) { return in_range(result.first_seen, range); });
    std::stable_sort(chosen.begin(), chosen.end(),
                     [](const StoredSelfTestResult& a, const StoredSelfTestResult& b) { return a.first_seen < b.first_seen; });
    return chosen;
}

std::vector<SelfTestStart> newest_of_each_type(const std::vector<SelfTestStart>& starts) {
    std::vector<SelfTestStart> newest;
    for (const auto& start : starts) {
        const auto same = std::find_if(newest.begin(), newest.end(), [&](const SelfTestStart& s) { return s.type == start.type; });
        if (same == newest.end()) {
            newest.push_back(start);
        } else if (start.time > same->time) {
            *same = start;
        }
    }
    std::sort(newest.begin(), newest.end(), [](const SelfTestStart& a, const SelfTestStart& b) { return a.type < b.type; });
    return newest;
}

} // namespace ssd::history
