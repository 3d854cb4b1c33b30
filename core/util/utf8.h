// UTF-8 encoding of one Unicode code point, shared by the decoders of
// UTF-16 text (Windows tool output and storage strings, saved smartctl
// captures) and of XML character references (macOS plists).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace ssd {

inline constexpr std::uint32_t kReplacementCharacter = 0xFFFD;

// Appends `code` (at most 0x10FFFF; surrogates already replaced by the
// caller) to `text` as 1 to 4 UTF-8 bytes.
void append_utf8(std::string& text, std::uint32_t code);

// `text` with every ill-formed UTF-8 byte replaced by U+FFFD: what a tool or a
// file says becomes text every JSON writer can write (nlohmann's dump() throws
// on ill-formed UTF-8), keeping all that was readable. A lone 0xA0 becomes
// U+00A0, the no-break space it is in every 8-bit code page (a Russian or French
// Windows capture groups digits with it).
std::string valid_utf8(std::string_view text);

// Text as UTF-8: UTF-16LE (with a byte order mark, or with a NUL every other
// byte, as Windows tools and PowerShell's ">" write it) is converted, a
// surrogate without its pair becoming U+FFFD; anything else is returned as
// valid_utf8() makes it.
std::string utf8_from_console_bytes(std::string_view bytes);

} // namespace ssd
