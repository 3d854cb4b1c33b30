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

Error tool_missing_error(const CommandRunner& runner, std::string_view tool, std::string_view name,
                         std::string_view package) {
    const std::string hint = runner.install_hint(tool);
    return Error{ErrorCode::ToolMissing,
                 std::string(name) + " is not installed; " + (hint.empty() ? "install " + std::string(package) : hint)};
}

} // namespace ssd
