#include "core/process/command_runner.h"

namespace ssd {

std::string describe_argv(const std::vector<std::string>& argv) {
    std::string line;
    for (const auto& arg : argv) {
        if (!line.empty()) {
            line += ' ';
        }
        const bool needs_quotes =
            arg.empty() || arg.find_first_of(" \t\"'\\$`*?;&|<>()") != std::string::npos;
        if (!needs_quotes) {
            line += arg;
            continue;
        }
        line += '\'';
        for (const char c : arg) {
            if (c == '\'') {
                line += "'\\''";
            } else {
                line += c;
            }
        }
        line += '\'';
    }
    return line;
}

} // namespace ssd
