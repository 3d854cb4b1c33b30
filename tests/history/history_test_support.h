// Helpers for the history store's tests: open a store or fail the test, read
// a table's row count or a PRAGMA straight from the file, replay a series'
// counter points into each sample's counters, and read a file's bytes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "platform/history/sqlite_connection.h"
#include "platform/history_database.h"

namespace ssd::test {

using namespace ssd::history;

inline std::unique_ptr<HistoryStore> open_or_fail(const std::filesystem::path& path, OpenMode mode = OpenMode::ReadWrite) {
    auto store = open_history_store(path, mode);
    EXPECT_TRUE(store.has_value()) << (store ? "" : store.error().message);
    return store ? std::move(*store) : nullptr;
}

// The first column of the first row of `sql`, read through a connection of its own.
inline std::int64_t query_number(const std::filesystem::path& path, const std::string& sql) {
    auto connection = sqlite::Connection::open(path.string(), SQLITE_OPEN_READONLY);
    EXPECT_TRUE(connection.has_value());
    if (!connection) return -1;
    auto statement = sqlite::Statement::prepare(*connection, sql);
    EXPECT_TRUE(statement.has_value()) << (statement ? "" : statement.error().message);
    if (!statement) return -1;
    auto row = statement->step();
    EXPECT_TRUE(row.has_value() && *row) << sql;
    return row && *row ? statement->int64(0) : -1;
}

inline std::string query_text(const std::filesystem::path& path, const std::string& sql) {
    auto connection = sqlite::Connection::open(path.string(), SQLITE_OPEN_READONLY);
    if (!connection) return "cannot open: " + connection.error().message;
    auto statement = sqlite::Statement::prepare(*connection, sql);
    if (!statement) return "cannot prepare: " + statement.error().message;
    auto row = statement->step();
    if (!row) return "failed: " + row.error().message;
    return *row ? statement->text(0) : "no row";
}

inline std::int64_t rows(const std::filesystem::path& path, const std::string& table) {
    return query_number(path, "SELECT count(*) FROM " + table);
}

inline std::string bytes_of(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline std::vector<CounterValue> by_name(std::vector<CounterValue> counters) {
    std::sort(counters.begin(), counters.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    return counters;
}

// Each sample's counters as the series says they stood (sorted by name).
inline std::vector<std::vector<CounterValue>> replay(const SampleSeries& series) {
    std::vector<std::vector<CounterValue>> states(series.samples.size());
    std::map<std::string, CounterValue> state;
    std::size_t next = 0;
    for (std::size_t i = 0; i < series.samples.size(); ++i) {
        for (; next < series.counter_points.size() && series.counter_points[next].sample == i; ++next) {
            const auto& point = series.counter_points[next];
            const std::string& name = series.counter_names.at(point.name);
            state[name] = CounterValue{name, point.raw, point.normalized, point.worst, point.threshold};
        }
        for (const auto& [name, value] : state) states[i].push_back(value);
    }
    return states;
}

// The samples as given, counters sorted by name (series() returns them without counters).
inline std::vector<Sample> without_counters(std::vector<Sample> samples) {
    for (auto& sample : samples) sample.counters.clear();
    return samples;
}

} // namespace ssd::test
