// ssdtool in-process: the real CLI11 parsing and commands with the services a
// test gives, and what they print captured (stdout, stderr, exit status).
#pragma once

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "app/cli/cli_app.h"
#include "text_parts.h"

namespace ssd::test {

struct CliResult {
    int status = -1;
    std::string out;
    std::string err;
    nlohmann::json json() const { return nlohmann::json::parse(out); }
    // Each line of stdout as JSON (--json --progress).
    std::vector<nlohmann::json> json_lines() const {
        std::vector<nlohmann::json> lines;
        std::istringstream in(out);
        std::string line;
        while (std::getline(in, line)) {
            if (!line.empty()) lines.push_back(nlohmann::json::parse(line));
        }
        return lines;
    }
};

// Refused before anything changed (exit status 3, docs/CONTRACT.md), with stderr
// holding PART; the failure shows the status and both streams.
inline ::testing::AssertionResult refused_saying(const CliResult& result, std::string_view part) {
    if (result.status != 3) {
        return ::testing::AssertionFailure() << "exit status " << result.status << " (expected 3)\nstderr: "
                                             << result.err << "\nstdout: " << result.out;
    }
    return contains_all(result.err, {part});
}

inline CliResult run_cli_captured(const std::vector<std::string>& args, cli::Services& services) {
    std::ostringstream out;
    std::ostringstream err;
    CliResult result;
    result.status = cli::run_cli(args, services, cli::Streams{out, err});
    result.out = out.str();
    result.err = err.str();
    return result;
}

} // namespace ssd::test
