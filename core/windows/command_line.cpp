#include "core/windows/command_line.h"

namespace ssd::windows {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v'; }

bool needs_quotes(std::string_view text) {
    if (text.empty()) return true;
    for (const char c : text) {
        if (is_blank(c) || c == '"') return true;
    }
    return false;
}

} // namespace

std::string quote_argument(std::string_view argument) {
    if (!needs_quotes(argument)) return std::string(argument);
    std::string quoted = "\"";
    std::size_t backslashes = 0;
    for (const char c : argument) {
        if (c == '\\') {
            ++backslashes;
            continue;
        }
        if (c == '"') {
            quoted.append(backslashes * 2 + 1, '\\');
            quoted += '"';
        } else {
            quoted.append(backslashes, '\\');
            quoted += c;
        }
        backslashes = 0;
    }
    quoted.append(backslashes * 2, '\\');
    quoted += '"';
    return quoted;
}

Result<std::string> build_command_line(const std::vector<std::string>& argv) {
    if (argv.empty() || argv.front().empty()) {
        return fail(ErrorCode::Usage, "a command needs a program name");
    }
    for (const auto& argument : argv) {
        if (argument.find('\0') != std::string::npos) {
            return fail(ErrorCode::Usage, "a command-line argument cannot contain a NUL character");
        }
    }
    const std::string& program = argv.front();
    if (program.find('"') != std::string::npos) {
        return fail(ErrorCode::Usage, "a Windows program name cannot contain '\"': " + program);
    }
    std::string line = needs_quotes(program) ? "\"" + program + "\"" : program;
    for (std::size_t i = 1; i < argv.size(); ++i) {
        line += ' ';
        line += quote_argument(argv[i]);
    }
    return line;
}

std::vector<std::string> split_command_line(std::string_view line) {
    std::vector<std::string> argv;
    std::size_t at = 0;
    // The program name: no escapes.
    std::string program;
    if (at < line.size() && line[at] == '"') {
        ++at;
        while (at < line.size() && line[at] != '"') program += line[at++];
        if (at < line.size()) ++at; // the closing quote
    } else {
        while (at < line.size() && !is_blank(line[at])) program += line[at++];
    }
    argv.push_back(program);
    for (;;) {
        while (at < line.size() && is_blank(line[at])) ++at;
        if (at >= line.size()) break;
        std::string argument;
        bool quoted = false;
        while (at < line.size() && (quoted || !is_blank(line[at]))) {
            std::size_t backslashes = 0;
            while (at < line.size() && line[at] == '\\') {
                ++backslashes;
                ++at;
            }
            if (at < line.size() && line[at] == '"') {
                argument.append(backslashes / 2, '\\');
                if (backslashes % 2 == 1) {
                    argument += '"';
                    ++at;
                } else if (quoted && at + 1 < line.size() && line[at + 1] == '"') {
                    argument += '"'; // "" inside quotes: a literal quote (CRT since 2008)
                    at += 2;
                } else {
                    quoted = !quoted;
                    ++at;
                }
                continue;
            }
            argument.append(backslashes, '\\');
            if (at < line.size() && (quoted || !is_blank(line[at]))) argument += line[at++];
        }
        argv.push_back(std::move(argument));
    }
    return argv;
}

} // namespace ssd::windows
