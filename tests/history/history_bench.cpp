// The history store's benchmark (scripts/history-bench.sh): a synthetic
// history of DRIVES drives x YEARS years of hourly samples, then
//   the database's size, the time of `ssdtool history SERIAL --since 1y --json`'s
//   work (open, answer_history: series, interval facts, projection; the JSON text)
//   over one drive's last year (median of RUNS runs, from a freshly opened store each time), and the time of one sample added to the full database (open, add, close:
//   what `ssdtool sample` costs beyond smartctl), the same with a full 21-entry
//   self-test log in the sample, then the first retention run.
// Usage: history_bench DATABASE [DRIVES [YEARS [RUNS]]]   (DATABASE must not exist)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "core/history/history_json.h"
#include "core/history/history_query.h"
#include "platform/history_database.h"
#include "synthetic_history.h"

namespace {

using namespace ssd::history;
using Clock = std::chrono::steady_clock;

constexpr std::int64_t kStart = 1'577'836'800;  // 2020-01-01 00:00:00 UTC
constexpr std::int64_t kHour = 3600;

double ms_since(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// A full ATA self-test log (21 entries, newest first) whose newest test ran at
// `newest_hours`, one short test a day before it and a long one each week.
std::vector<ssd::selftest::LogEntry> full_selftest_log(std::uint64_t newest_hours) {
    std::vector<ssd::selftest::LogEntry> log;
    for (std::uint64_t i = 0; i < 21; ++i) {
        ssd::selftest::LogEntry entry;
        const std::uint64_t hours = newest_hours - i * 24;
        entry.type = hours % 7 == 0 ? ssd::selftest::TestType::Long : ssd::selftest::TestType::Short;
        entry.outcome = ssd::selftest::Outcome::Passed;
        entry.words = "Completed without error";
        entry.power_on_hours = hours;
        log.push_back(entry);
    }
    return log;
}

int fail(const std::string& message) {
    std::fprintf(stderr, "history_bench: %s\n", message.c_str());
    return 1;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) return fail("usage: history_bench DATABASE [DRIVES [YEARS [RUNS]]]");
    const std::filesystem::path path = argv[1];
    const int drives = argc > 2 ? std::atoi(argv[2]) : 16;
    const int years = argc > 3 ? std::atoi(argv[3]) : 5;
    const int runs = argc > 4 ? std::atoi(argv[4]) : 7;
    if (std::filesystem::exists(path)) return fail(path.string() + " exists: give a new file");
    const std::int64_t hours = static_cast<std::int64_t>(years) * 365 * 24;

    const auto build_start = Clock::now();
    {
        auto store = open_history_store(path, OpenMode::ReadWrite);
        if (!store) return fail(store.error().message);
        std::vector<synthetic::Drive> fleet;
        for (int d = 0; d < drives; ++d) {
            fleet.emplace_back(synthetic::drive_key(d + 1), "/dev/sd" + std::string(1, static_cast<char>('a' + d % 26)),
                               static_cast<std::uint32_t>(d + 1));
        }
        // One day of every drive per transaction, as hourly sampling would have stored it.
        for (std::int64_t hour = 0; hour < hours; hour += 24) {
            std::vector<ssd::history::Sample> day;
            for (auto& drive : fleet) {
                for (std::int64_t h = hour; h < std::min(hour + 24, hours); ++h) day.push_back(drive.next(kStart + h * kHour));
            }
            auto added = (*store)->add(day);
            if (!added) return fail(added.error().message);
        }
    }
    const double build_s = ms_since(build_start) / 1000;
    std::uintmax_t bytes = 0;
    for (const char* suffix : {"", "-wal", "-shm"}) {
        std::error_code error;
        const auto size = std::filesystem::file_size(path.string() + suffix, error);
        if (!error) bytes += size;
    }

    const std::int64_t end = kStart + hours * kHour;
    std::vector<double> query_ms;
    std::size_t samples = 0, changes = 0, json_bytes = 0;
    const HistoryQuery query{synthetic::drive_key(1).serial, TimeRange{end - 365 * 24 * kHour, end}, {}};
    for (int run = 0; run < runs; ++run) {
        const auto start = Clock::now();
        auto store = open_history_store(path, OpenMode::ReadOnly);
        if (!store) return fail(store.error().message);
        auto answers = answer_history(**store, query);
        if (!answers || answers->empty()) return fail(answers ? "no answer" : answers.error().message);
        json_bytes = history_json(*answers).dump().size();
        query_ms.push_back(ms_since(start));
        samples = answers->front().facts.samples;
        changes = answers->front().facts.counter_changes.size();
    }

    // One sample added to the full database as `sample` adds it: open, add, close.
    const auto timed_add = [&](const Sample& sample) -> ssd::Result<double> {
        const auto start = Clock::now();
        auto store = open_history_store(path, OpenMode::ReadWrite);
        if (!store) return tl::unexpected(store.error());
        auto added = (*store)->add({sample});
        if (!added) return tl::unexpected(added.error());
        store->reset();
        return ms_since(start);
    };
    std::vector<double> add_ms;
    std::vector<double> log_ms;
    synthetic::Drive late(synthetic::drive_key(1), "/dev/sda", 99);
    for (int run = 0; run < 2 * runs; ++run) {
        auto sample = late.next(end + run * kHour);
        // The second half with the drive's self-test log in the sample (synthetic:
        // 21 entries, ATA's standard log full, one new test each run, the oldest
        // dropped): the first add stores all 21, each later one finds 20 known and adds one.
        const bool with_log = run >= runs;
        if (with_log) sample.selftest_log = full_selftest_log(static_cast<std::uint64_t>(40'000 + 24 * run));
        auto ms = timed_add(sample);
        if (!ms) return fail(ms.error().message);
        (with_log ? log_ms : add_ms).push_back(*ms);
    }

    // Retention as the daily run would apply it the first time: 90 days kept whole.
    const auto retention_start = Clock::now();
    std::uint64_t removed = 0;
    {
        auto store = open_history_store(path, OpenMode::ReadWrite);
        if (!store) return fail(store.error().message);
        auto outcome = (*store)->apply_retention(RetentionPolicy{}, end);
        if (!outcome) return fail(outcome.error().message);
        removed = outcome->removed;
    }
    const double retention_s = ms_since(retention_start) / 1000;

    std::printf("history: %d drives x %d years hourly = %lld samples, built in %.0f s\n", drives, years,
                static_cast<long long>(hours * drives), build_s);
    std::printf("database size: %.1f MB (with -wal and -shm)\n", static_cast<double>(bytes) / 1e6);
    std::printf("history of one drive over 1 year (open, query, facts, JSON): %.1f ms median of %d "
                "(%zu samples, %zu counters changed, %zu bytes of JSON)\n",
                median(query_ms), runs, samples, changes, json_bytes);
    std::printf("one sample added (open, add, close): %.1f ms median of %d\n", median(add_ms), runs);
    std::printf("one sample with a 21-entry self-test log added (open, add, close): %.1f ms median of %d\n",
                median(log_ms), runs);
    std::printf("first retention (90 days whole, then one per day): %llu samples removed in %.1f s\n",
                static_cast<unsigned long long>(removed), retention_s);
    return 0;
}
