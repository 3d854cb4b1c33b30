// UTF-8 encoding of one Unicode code point, shared by the decoders of
// UTF-16 text (Windows tool output and storage strings, saved smartctl
// captures) and of XML character references (macOS plists).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace ssd {

// Appends `code` (at most 0x10FFFF; surrogates already replaced by the
// caller) to `text` as 1 to 4 UTF-8 bytes.
void append_utf8(std::string& text, std::uint32_t code);

// Text as UTF-8: UTF-16LE (with a byte order mark, or with a NUL every other
// byte, as Windows tools and PowerShell's ">" write it) is converted;
// anything else is returned unchanged.
std::string utf8_from_console_bytes(std::string_view bytes);

} // namespace ssd
