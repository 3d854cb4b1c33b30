#include "core/windows/byte_reader.h"

#include "core/util/utf8.h"

#include <cstdio>

namespace ssd::windows {

std::optional<std::uint8_t> ByteReader::u8(std::size_t offset) const {
    if (offset >= bytes_.size()) return std::nullopt;
    return static_cast<std::uint8_t>(bytes_[offset]);
}

std::optional<std::uint16_t> ByteReader::u16(std::size_t offset) const {
    if (offset > bytes_.size() || bytes_.size() - offset < 2) return std::nullopt;
    return static_cast<std::uint16_t>(static_cast<unsigned>(bytes_[offset]) |
                                      static_cast<unsigned>(bytes_[offset + 1]) << 8U);
}

std::optional<std::uint32_t> ByteReader::u32(std::size_t offset) const {
    if (offset > bytes_.size() || bytes_.size() - offset < 4) return std::nullopt;
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i) value |= static_cast<std::uint32_t>(bytes_[offset + i]) << (8U * i);
    return value;
}

std::optional<std::uint64_t> ByteReader::u64(std::size_t offset) const {
    if (offset > bytes_.size() || bytes_.size() - offset < 8) return std::nullopt;
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < 8; ++i) value |= static_cast<std::uint64_t>(bytes_[offset + i]) << (8U * i);
    return value;
}

std::optional<std::string> ByteReader::c_string(std::size_t offset) const {
    if (offset >= bytes_.size()) return std::nullopt;
    std::string text;
    for (std::size_t i = offset; i < bytes_.size() && bytes_[i] != std::byte{0}; ++i) {
        text += static_cast<char>(bytes_[i]);
    }
    return text;
}

std::optional<std::string> ByteReader::utf16_string(std::size_t offset, std::size_t count) const {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) {
        const auto unit = u16(offset + 2 * i);
        if (!unit) return std::nullopt;
        std::uint32_t code = *unit;
        if (code == 0) break;
        if (code >= 0xD800 && code < 0xDC00) { // a surrogate pair
            const auto low = u16(offset + 2 * (i + 1));
            if (low && *low >= 0xDC00 && *low < 0xE000) {
                code = 0x10000 + ((code - 0xD800) << 10U) + (*low - 0xDC00U);
                ++i;
            } else {
                code = 0xFFFD;
            }
        } else if (code >= 0xDC00 && code < 0xE000) {
            code = 0xFFFD;
        }
        append_utf8(text, code);
    }
    return text;
}

std::optional<std::string> ByteReader::guid(std::size_t offset) const {
    const auto data1 = u32(offset);
    const auto data2 = u16(offset + 4);
    const auto data3 = u16(offset + 6);
    if (!data1 || !data2 || !data3 || offset + 16 > bytes_.size()) return std::nullopt;
    char text[40];
    std::snprintf(text, sizeof text, "{%08X-%04X-%04X-%02X%02X-%02X%02X%02X%02X%02X%02X}", *data1,
                  static_cast<unsigned>(*data2), static_cast<unsigned>(*data3),
                  static_cast<unsigned>(bytes_[offset + 8]), static_cast<unsigned>(bytes_[offset + 9]),
                  static_cast<unsigned>(bytes_[offset + 10]), static_cast<unsigned>(bytes_[offset + 11]),
                  static_cast<unsigned>(bytes_[offset + 12]), static_cast<unsigned>(bytes_[offset + 13]),
                  static_cast<unsigned>(bytes_[offset + 14]), static_cast<unsigned>(bytes_[offset + 15]));
    return std::string(text);
}

std::optional<std::string> hex_to_bytes(std::string_view text) {
    std::string bytes;
    int pending = -1;
    bool comment = false;
    for (const char c : text) {
        if (comment) {
            if (c == '\n') comment = false;
            continue;
        }
        if (c == '#') {
            comment = true;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        int digit = -1;
        if (c >= '0' && c <= '9') digit = c - '0';
        if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
        if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
        if (digit < 0) return std::nullopt;
        if (pending < 0) {
            pending = digit;
        } else {
            bytes += static_cast<char>(pending * 16 + digit);
            pending = -1;
        }
    }
    if (pending >= 0) return std::nullopt;
    return bytes;
}

} // namespace ssd::windows
