#include "core/windows/text_lines.h"

#include "core/util/utf8.h"

#include <algorithm>
#include <cstdint>

namespace ssd::windows {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

std::string_view strip_bom(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") return text.substr(3);
    return text;
}

} // namespace

std::string_view trim(std::string_view text) {
    while (!text.empty() && blank(text.front())) text.remove_prefix(1);
    while (!text.empty() && blank(text.back())) text.remove_suffix(1);
    return text;
}

char ascii_upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

bool istarts_with(std::string_view text, std::string_view prefix) {
    return text.size() >= prefix.size() && iequals(text.substr(0, prefix.size()), prefix);
}

std::optional<std::uint32_t> decimal_u32(std::string_view text, std::size_t max_digits) {
    if (text.empty() || text.size() > max_digits) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
        if (value > UINT32_MAX) return std::nullopt;
    }
    return static_cast<std::uint32_t>(value);
}

std::string console_text(std::string_view bytes) { return utf8_from_console_bytes(bytes); }

std::vector<TextLine> split_lines(std::string_view text) {
    text = strip_bom(text);
    std::vector<TextLine> lines;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = text.find('\n', at);
        std::string_view raw = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
        std::size_t indent = 0;
        std::size_t i = 0;
        while (i < raw.size() && (raw[i] == ' ' || raw[i] == '\t')) {
            indent += raw[i] == '\t' ? std::size_t{8} : std::size_t{1};
            ++i;
        }
        const std::string_view content = trim(raw);
        if (!content.empty()) lines.push_back(TextLine{content, indent});
        if (end == std::string_view::npos) break;
        at = end + 1;
    }
    return lines;
}

} // namespace ssd::windows
