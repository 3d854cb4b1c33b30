#include "core/smart/smartctl_text_numbers.h"

#include <array>
#include <cctype>
#include <charconv>
#include <string>

#include "core/util/plain_text.h"

namespace ssd {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The separators locales use, longest first: UTF-8 narrow no-break space
// (U+202F, glibc's fr_FR and others), UTF-8 no-break space (U+00A0), the
// same in Latin-1, and the one-byte ones.
constexpr std::array<std::string_view, 7> kSeparators{"\xE2\x80\xAF", "\xC2\xA0", "\xA0", ",", ".", "'", " "};

std::string_view separator_at(std::string_view text, std::size_t at) {
    for (const auto separator : kSeparators) {
        if (text.substr(at, separator.size()) == separator) return separator;
    }
    return {};
}

std::size_t digit_run(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && is_digit(text[end])) ++end;
    return end - at;
}

std::optional<std::uint64_t> whole(std::string_view digits, int base) {
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value, base);
    if (error != std::errc{} || end != digits.data() + digits.size()) return std::nullopt;
    return value;
}

} // namespace

std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto start = text.find_first_not_of(" \t\r", at);
        if (start == std::string_view::npos) break;
        auto end = text.find_first_of(" \t\r", start);
        if (end == std::string_view::npos) end = text.size();
        out.push_back(text.substr(start, end - start));
        at = end;
    }
    return out;
}

std::optional<std::uint64_t> leading_count(std::string_view text) {
    text = trim_blanks(text);
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        std::size_t end = 2;
        while (end < text.size() && std::isxdigit(static_cast<unsigned char>(text[end])) != 0) ++end;
        return whole(text.substr(2, end - 2), 16);
    }
    std::size_t at = digit_run(text, 0);
    if (at == 0) return std::nullopt;
    std::string digits(text.substr(0, at));
    const bool grouped_start = at <= 3;
    std::string_view used_separator;
    std::size_t last_group = 0;
    while (at < text.size()) {
        const auto separator = separator_at(text, at);
        if (separator.empty()) break;
        const std::size_t group = digit_run(text, at + separator.size());
        if (group == 0) break; // "48 Celsius", "100%": the number ended
        if (!grouped_start || group < 2 || group > 3 || (!used_separator.empty() && separator != used_separator)) {
            return std::nullopt; // "1.5", "1234.567", "1,234.567": not a grouped whole number
        }
        used_separator = separator;
        digits.append(text.substr(at + separator.size(), group));
        last_group = group;
        at += separator.size() + group;
    }
    // The group nearest the units is always 3 digits wide.
    if (last_group != 0 && last_group != 3) return std::nullopt;
    return whole(digits, 10);
}

} // namespace ssd
