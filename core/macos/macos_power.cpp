#include "core/macos/macos_power.h"

#include <cmath>
#include <vector>

namespace ssd::macos {

namespace {

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> lines(std::string_view text) {
    std::vector<std::string_view> result;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = text.find('\n', at);
        result.push_back(text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
        if (end == std::string_view::npos) break;
        at = end + 1;
    }
    return result;
}

std::optional<int> leading_int(std::string_view text) {
    int value = 0;
    std::size_t digits = 0;
    while (digits < text.size() && digits < 9 && text[digits] >= '0' && text[digits] <= '9') {
        value = value * 10 + (text[digits] - '0');
        ++digits;
    }
    if (digits == 0) return std::nullopt;
    return value;
}

// "2048.00M" -> bytes (K, M, G: powers of 1024, as sysctl prints them).
std::optional<std::uint64_t> size_value(std::string_view text) {
    text = trim(text);
    if (text.empty()) return std::nullopt;
    const char unit = text.back();
    double scale = 1.0;
    if (unit == 'K') scale = 1024.0;
    if (unit == 'M') scale = 1024.0 * 1024.0;
    if (unit == 'G') scale = 1024.0 * 1024.0 * 1024.0;
    if (unit == 'K' || unit == 'M' || unit == 'G') text.remove_suffix(1);
    try {
        std::size_t used = 0;
        const double value = std::stod(std::string(text), &used);
        if (used != text.size() || value < 0) return std::nullopt;
        return static_cast<std::uint64_t>(std::llround(value * scale));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

} // namespace

Result<PmsetSettings> parse_pmset(std::string_view text) {
    PmsetSettings settings;
    bool in_use = false;
    for (const auto raw : lines(text)) {
        const std::string_view line = trim(raw);
        if (line.empty()) continue;
        if (line == "Currently in use:") {
            in_use = true;
            continue;
        }
        if (line.back() == ':') {
            in_use = false; // another section ("System-wide power settings:", "Battery Power:")
            continue;
        }
        if (!in_use) continue;
        // The name ends at a tab or two spaces; without either, the value is the last word.
        std::size_t split = line.find('\t');
        const std::size_t two_spaces = line.find("  ");
        if (two_spaces != std::string_view::npos && (split == std::string_view::npos || two_spaces < split)) {
            split = two_spaces;
        }
        if (split == std::string_view::npos) split = line.rfind(' ');
        if (split == std::string_view::npos) continue;
        settings.values[std::string(trim(line.substr(0, split)))] = std::string(trim(line.substr(split)));
    }
    if (!in_use && settings.values.empty()) {
        return fail(ErrorCode::UnsupportedFormat, "not the output of pmset -g (no \"Currently in use:\" section)");
    }
    if (const auto it = settings.values.find("hibernatemode"); it != settings.values.end()) {
        settings.hibernate_mode = leading_int(it->second);
    }
    if (const auto it = settings.values.find("hibernatefile"); it != settings.values.end()) {
        settings.hibernate_file = it->second;
    }
    return settings;
}

std::string hibernate_mode_description(int mode) {
    switch (mode) {
    case 0: return "no hibernation image: memory stays powered during sleep (desktops' default)";
    case 3: return "a memory image is written at sleep and memory stays powered (portables' default, \"safe sleep\")";
    case 25: return "a memory image is written at sleep and memory is powered off (true hibernation)";
    default: return "hibernatemode " + std::to_string(mode) + " (not one of Apple's documented 0, 3 and 25)";
    }
}

Result<SwapUsage> parse_swapusage(std::string_view text) {
    const std::string_view line = trim(text);
    const auto field = [&](std::string_view name) -> std::optional<std::uint64_t> {
        const std::size_t at = line.find(std::string(name) + " = ");
        if (at == std::string_view::npos) return std::nullopt;
        const std::size_t start = at + name.size() + 3;
        const std::size_t end = line.find(' ', start);
        return size_value(line.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    };
    const auto total = field("total");
    const auto used = field("used");
    const auto free = field("free");
    if (!total || !used || !free) {
        return fail(ErrorCode::UnsupportedFormat, "not the output of sysctl vm.swapusage: " + std::string(line));
    }
    return SwapUsage{*total, *used, *free, line.find("(encrypted)") != std::string_view::npos};
}

} // namespace ssd::macos
