#include "core/util/units.h"

#include <array>
#include <cctype>
#include <cstdio>
#include <limits>

#include "core/util/text_columns.h"

namespace ssd {

ScaledBytes scale_bytes(std::uint64_t bytes) {
    struct Scale {
        double decimal;
        std::string_view decimal_unit;
        double binary;
        std::string_view binary_unit;
    };
    static constexpr std::array<Scale, 5> scales{{
        {1e15, "PB", 1125899906842624.0, "PiB"},
        {1e12, "TB", 1099511627776.0, "TiB"},
        {1e9, "GB", 1073741824.0, "GiB"},
        {1e6, "MB", 1048576.0, "MiB"},
        {1e3, "KB", 1024.0, "KiB"},
    }};
    const auto value = static_cast<double>(bytes);
    for (const auto& scale : scales) {
        if (value >= scale.decimal) {
            return {value / scale.decimal, scale.decimal_unit, value / scale.binary, scale.binary_unit};
        }
    }
    return {value, {}, value, {}};
}

std::string format_bytes(std::uint64_t bytes) {
    const ScaledBytes scaled = scale_bytes(bytes);
    if (scaled.decimal_unit.empty()) return std::to_string(bytes) + " bytes";
    return fixed(scaled.decimal, 1) + " " + std::string(scaled.decimal_unit) + " (" + fixed(scaled.binary, 1) + " " +
           std::string(scaled.binary_unit) + ")";
}

std::string format_count(std::uint64_t value) {
    const std::string digits = std::to_string(value);
    std::string grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) grouped += ',';
        grouped += digits[i];
    }
    return grouped;
}

std::string format_binary_size(std::uint64_t bytes) {
    static constexpr std::array<const char*, 5> units{"KiB", "MiB", "GiB", "TiB", "PiB"};
    if (bytes == 0 || bytes % 1024 != 0) return format_count(bytes) + (bytes == 1 ? " byte" : " bytes");
    std::size_t unit = 0;
    bytes /= 1024;
    while (bytes % 1024 == 0 && unit + 1 < units.size()) {
        bytes /= 1024;
        ++unit;
    }
    return format_count(bytes) + " " + units[unit];
}

std::optional<std::uint64_t> checked_multiply(std::uint64_t a, std::uint64_t b) {
    if (a != 0 && b > std::numeric_limits<std::uint64_t>::max() / a) {
        return std::nullopt;
    }
    return a * b;
}

std::optional<std::uint64_t> parse_size(std::string_view text) {
    if (text.empty()) {
        return std::nullopt;
    }
    std::uint64_t multiplier = 1;
    const char last = static_cast<char>(std::tolower(static_cast<unsigned char>(text.back())));
    switch (last) {
    case 'k': multiplier = 1ULL << 10; break;
    case 'm': multiplier = 1ULL << 20; break;
    case 'g': multiplier = 1ULL << 30; break;
    case 't': multiplier = 1ULL << 40; break;
    default: break;
    }
    if (multiplier != 1) {
        text.remove_suffix(1);
    }
    if (text.empty()) {
        return std::nullopt;
    }
    std::uint64_t number = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        const auto digit = static_cast<std::uint64_t>(c - '0');
        const auto shifted = checked_multiply(number, 10);
        if (!shifted || *shifted > std::numeric_limits<std::uint64_t>::max() - digit) {
            return std::nullopt;
        }
        number = *shifted + digit;
    }
    return checked_multiply(number, multiplier);
}

std::string block_size_label(std::uint64_t block_size) {
    constexpr std::uint64_t kib = 1024;
    constexpr std::uint64_t mib = kib * 1024;
    if (block_size >= mib && block_size % mib == 0) return std::to_string(block_size / mib) + "M";
    if (block_size >= kib && block_size % kib == 0) return std::to_string(block_size / kib) + "K";
    return std::to_string(block_size) + "B";
}

} // namespace ssd
