// The unit tier's side of fuzzing: every kept crash input (regressions/TARGET/,
// each one a bug the fuzzer found and that was fixed) and every seed (the real
// captures the fuzzers start from) is run through its target. A crash, a
// sanitizer report or a broken invariant fails the run; so does a target in
// targets.txt the code does not have, or one the table forgets.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {
namespace {

namespace fs = std::filesystem;

struct TableRow {
    std::string name;
    std::vector<std::string> seeds;  // "@project/…" or "@shared/…"
};

std::vector<TableRow> read_table() {
    std::ifstream file(fs::path(SSD_FUZZ_DIR) / "targets.txt");
    std::vector<TableRow> rows;
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        TableRow row;
        std::string dictionary;
        fields >> row.name >> dictionary;
        for (std::string seed; fields >> seed;) row.seeds.push_back(seed);
        rows.push_back(row);
    }
    return rows;
}

fs::path shared_fixtures() {
    const char* overridden = std::getenv("SSD_FIXTURES_DIR");
    return overridden != nullptr && *overridden != '\0' ? fs::path(overridden) : fs::path(SSD_DEFAULT_FIXTURES_DIR);
}

// The folder a table entry names; empty when it is the shared fixtures and they are absent.
fs::path seed_folder(const std::string& entry) {
    constexpr std::string_view kProject = "@project/";
    constexpr std::string_view kShared = "@shared/";
    if (entry.starts_with(kProject)) return fs::path(SSD_PROJECT_DIR) / entry.substr(kProject.size());
    if (entry.starts_with(kShared)) {
        const auto folder = shared_fixtures() / entry.substr(kShared.size());
        return fs::is_directory(folder) ? folder : fs::path();
    }
    ADD_FAILURE() << "seed folder " << entry << " starts with neither @project/ nor @shared/";
    return {};
}

std::vector<fs::path> files_under(const fs::path& folder) {
    std::vector<fs::path> files;
    if (folder.empty() || !fs::is_directory(folder)) return files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file()) files.push_back(entry.path());
    }
    return files;
}

std::string contents(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(FuzzTable, NamesEveryTargetOnceAndOnlyTargetsThatExist) {
    const auto rows = read_table();
    ASSERT_EQ(rows.size(), targets().size());
    for (const auto& row : rows) {
        EXPECT_NE(find_target(row.name), nullptr) << row.name;
        for (const auto& seed : row.seeds) {
            if (seed.starts_with("@project/")) {
                EXPECT_TRUE(fs::is_directory(seed_folder(seed))) << seed;
            }
        }
    }
}

class Replay : public ::testing::TestWithParam<std::string> {};

TEST_P(Replay, KeptCrashInputsAndSeeds) {
    const auto rows = read_table();
    const auto row = std::find_if(rows.begin(), rows.end(), [](const TableRow& r) { return r.name == GetParam(); });
    ASSERT_NE(row, rows.end());
    const Target* target = find_target(row->name);
    ASSERT_NE(target, nullptr);

    auto inputs = files_under(fs::path(SSD_FUZZ_DIR) / "regressions" / row->name);
    const std::size_t kept = inputs.size();
    std::vector<std::string> absent;
    for (const auto& seed : row->seeds) {
        const auto folder = seed_folder(seed);
        if (folder.empty()) absent.push_back(seed);
        const auto files = files_under(folder);
        inputs.insert(inputs.end(), files.begin(), files.end());
    }
    for (const auto& input : inputs) {
        SCOPED_TRACE(input.string());
        target->run(contents(input));
    }
    RecordProperty("inputs", static_cast<int>(inputs.size()));
    std::cout << row->name << ": " << kept << " kept crash inputs, " << inputs.size() - kept << " seeds replayed\n";
    if (inputs.size() == kept && !absent.empty()) GTEST_SKIP() << "the seed folder " << absent.front() << " is absent";
    EXPECT_GT(inputs.size(), kept) << "no seeds for " << row->name;
}

std::vector<std::string> table_names() {
    std::vector<std::string> names;
    for (const auto& row : read_table()) names.push_back(row.name);
    return names;
}

INSTANTIATE_TEST_SUITE_P(Targets, Replay, ::testing::ValuesIn(table_names()),
                         [](const ::testing::TestParamInfo<std::string>& param) { return param.param; });

} // namespace
} // namespace ssd::fuzz
