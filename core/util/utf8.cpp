#include "core/util/utf8.h"

#include <algorithm>

namespace ssd {

void append_utf8(std::string& text, std::uint32_t code) {
    if (code < 0x80) {
        text += static_cast<char>(code);
    } else if (code < 0x800) {
        text += static_cast<char>(0xC0 | (code >> 6U));
        text += static_cast<char>(0x80 | (code & 0x3FU));
    } else if (code < 0x10000) {
        text += static_cast<char>(0xE0 | (code >> 12U));
        text += static_cast<char>(0x80 | ((code >> 6U) & 0x3FU));
        text += static_cast<char>(0x80 | (code & 0x3FU));
    } else {
        text += static_cast<char>(0xF0 | (code >> 18U));
        text += static_cast<char>(0x80 | ((code >> 12U) & 0x3FU));
        text += static_cast<char>(0x80 | ((code >> 6U) & 0x3FU));
        text += static_cast<char>(0x80 | (code & 0x3FU));
    }
}

namespace {

// The length of the well-formed UTF-8 sequence at the start of `text` (RFC 3629's
// table: no overlong forms, no surrogates, nothing above U+10FFFF); 0 when ill-formed.
std::size_t sequence_length(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const auto continuation = [&](std::size_t i, unsigned char low = 0x80, unsigned char high = 0xBF) {
        return i < text.size() && byte(i) >= low && byte(i) <= high;
    };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) return continuation(1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        const unsigned char low = lead == 0xE0 ? 0xA0 : 0x80;
        const unsigned char high = lead == 0xED ? 0x9F : 0xBF;
        return continuation(1, low, high) && continuation(2) ? 3 : 0;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        const unsigned char low = lead == 0xF0 ? 0x90 : 0x80;
        const unsigned char high = lead == 0xF4 ? 0x8F : 0xBF;
        return continuation(1, low, high) && continuation(2) && continuation(3) ? 4 : 0;
    }
    return 0;
}

} // namespace

std::string valid_utf8(std::string_view text) {
    std::string valid;
    valid.reserve(text.size());
    while (!text.empty()) {
        const std::size_t length = sequence_length(text);
        if (length == 0) {
            // 0xA0 alone is the no-break space of every 8-bit code page (ISO 8859-x,
            // Windows-125x): a saved capture's digit grouping in such a locale still reads.
            const bool no_break_space = static_cast<unsigned char>(text[0]) == 0xA0;
            append_utf8(valid, no_break_space ? 0xA0 : kReplacementCharacter);
            text.remove_prefix(1);
        } else {
            valid.append(text.substr(0, length));
            text.remove_prefix(length);
        }
    }
    return valid;
}

std::string utf8_from_console_bytes(std::string_view bytes) {
    bool utf16 = bytes.substr(0, 2) == "\xFF\xFE";
    if (!utf16 && bytes.size() >= 4) {
        std::size_t zeros = 0;
        const std::size_t sample = std::min<std::size_t>(bytes.size() / 2, 64);
        for (std::size_t i = 0; i < sample; ++i) if (bytes[2 * i + 1] == '\0') ++zeros;
        utf16 = zeros * 4 >= sample * 3;
    }
    if (!utf16) return valid_utf8(bytes);
    if (bytes.substr(0, 2) == "\xFF\xFE") bytes.remove_prefix(2);
    std::string text;
    for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
        std::uint32_t code = static_cast<unsigned char>(bytes[i]) | static_cast<unsigned>(static_cast<unsigned char>(bytes[i + 1])) << 8U;
        if (code >= 0xD800 && code < 0xDC00 && i + 3 < bytes.size()) {
            const std::uint32_t low = static_cast<unsigned char>(bytes[i + 2]) |
                                      static_cast<unsigned>(static_cast<unsigned char>(bytes[i + 3])) << 8U;
            if (low >= 0xDC00 && low < 0xE000) {
                code = 0x10000 + ((code - 0xD800) << 10U) + (low - 0xDC00);
                i += 2;
            }
        }
        // A surrogate without its pair encodes no character.
        if (code >= 0xD800 && code < 0xE000) code = kReplacementCharacter;
        append_utf8(text, code);
    }
    return text;
}

} // namespace ssd
