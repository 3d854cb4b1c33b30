// ssdtool in-process: the real CLI11 parsing and commands with the services a
// test gives, and what they print captured (stdout, stderr, exit status).
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli/cli_app.h"

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
