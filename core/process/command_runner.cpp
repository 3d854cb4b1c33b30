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

bool append_within(std::string& sink, std::string_view bytes, std::size_t limit) {
    const std::size_t room = limit > sink.size() ? limit - sink.size() : 0;
    sink.append(bytes.substr(0, room));
    return bytes.size() <= room;
}

Error output_limit_error(const Command& command, std::string_view stream, std::size_t limit) {
    const std::string amount = limit >= (std::size_t{1} << 20) ? std::to_string(limit >> 20) + " MiB"
                                                                : std::to_string(limit) + " bytes";
    return Error{ErrorCode::ToolFailed, (command.argv.empty() ? std::string("the command") : command.argv[0]) +
                                            " printed more than " + amount + " on " + std::string(stream) +
                                            "; it was stopped (" + describe_argv(command.argv) + ")"};
}

Error tool_missing_error(const CommandRunner& runner, std::string_view tool, std::string_view name,
                         std::string_view package) {
    const std::string hint = runner.install_hint(tool);
    return Error{ErrorCode::ToolMissing,
                 std::string(name) + " is not installed; " + (hint.empty() ? "install " + std::string(package) : hint)};
}

} // namespace ssd
