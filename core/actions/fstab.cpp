#include "core/actions/fstab.h"

#include <vector>

namespace ssd::actions {

namespace {

struct Line {
    std::string text;  // without the newline
    bool newline = true;
};

std::vector<Line> split_lines(std::string_view text) {
    std::vector<Line> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto end = text.find('\n', at);
        if (end == std::string_view::npos) {
            lines.push_back({std::string(text.substr(at)), false});
            break;
        }
        lines.push_back({std::string(text.substr(at, end - at)), true});
        at = end + 1;
    }
    return lines;
}

std::string file_text(const std::vector<Line>& lines) {
    std::string text;
    for (const auto& line : lines) {
        text += line.text;
        if (line.newline) text += '\n';
    }
    return text;
}

// Fields of an fstab line with their positions; empty for comments/blank lines.
struct Field {
    std::size_t begin = 0;
    std::size_t end = 0;
};
std::vector<Field> fields(const std::string& line) {
    std::vector<Field> result;
    const auto first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line[first] == '#') return result;
    std::size_t at = first;
    while (at < line.size()) {
        const auto begin = line.find_first_not_of(" \t", at);
        if (begin == std::string::npos) break;
        auto end = line.find_first_of(" \t", begin);
        if (end == std::string::npos) end = line.size();
        result.push_back({begin, end});
        at = end;
    }
    return result;
}

// The device field (unescaped) when the line is a swap line.
bool is_swap_line_for(const std::string& line, const std::string& path, std::vector<Field>& f) {
    f = fields(line);
    if (f.size() < 3) return false;
    const std::string type = line.substr(f[2].begin, f[2].end - f[2].begin);
    const std::string device = fstab_unescape(line.substr(f[0].begin, f[0].end - f[0].begin));
    return type == "swap" && device == path;
}

} // namespace

std::string fstab_unescape(std::string_view field) {
    std::string out;
    for (std::size_t i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size() + 0 && field[i + 1] >= '0' && field[i + 1] <= '3' &&
            field[i + 2] >= '0' && field[i + 2] <= '7' && field[i + 3] >= '0' && field[i + 3] <= '7') {
            out += static_cast<char>((field[i + 1] - '0') * 64 + (field[i + 2] - '0') * 8 + (field[i + 3] - '0'));
            i += 3;
        } else {
            out += field[i];
        }
    }
    return out;
}

std::string fstab_escape(std::string_view path) {
    std::string out;
    for (const char c : path) {
        if (c == ' ') out += "\\040";
        else if (c == '\t') out += "\\011";
        else if (c == '\n') out += "\\012";
        else if (c == '\\') out += "\\134";
        else out += c;
    }
    return out;
}

FstabEdit fstab_replace_swap(std::string_view text, const std::string& old_path, const std::string& new_path) {
    auto lines = split_lines(text);
    FstabEdit edit;
    for (auto& line : lines) {
        std::vector<Field> f;
        if (!is_swap_line_for(line.text, old_path, f)) continue;
        edit.line_before = line.text;
        line.text = line.text.substr(0, f[0].begin) + fstab_escape(new_path) + line.text.substr(f[0].end);
        edit.line_after = line.text;
        edit.changed = edit.line_before != edit.line_after;
    }
    edit.text = file_text(lines);
    return edit;
}

FstabEdit fstab_add_swap(std::string_view text, const std::string& path) {
    auto lines = split_lines(text);
    FstabEdit edit;
    for (const auto& line : lines) {
        std::vector<Field> f;
        if (is_swap_line_for(line.text, path, f)) {
            edit.text = std::string(text);
            edit.line_before = edit.line_after = line.text;
            return edit;
        }
    }
    if (!lines.empty() && !lines.back().newline) lines.back().newline = true;
    edit.line_after = fstab_escape(path) + " none swap defaults 0 0";
    lines.push_back({edit.line_after, true});
    edit.text = file_text(lines);
    edit.changed = true;
    return edit;
}

FstabEdit fstab_remove_swap(std::string_view text, const std::string& path) {
    auto lines = split_lines(text);
    FstabEdit edit;
    std::vector<Line> kept;
    for (const auto& line : lines) {
        std::vector<Field> f;
        if (is_swap_line_for(line.text, path, f)) {
            edit.line_before = line.text;
            edit.changed = true;
            continue;
        }
        kept.push_back(line);
    }
    edit.text = file_text(kept);
    return edit;
}

} // namespace ssd::actions
