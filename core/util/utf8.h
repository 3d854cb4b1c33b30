// UTF-8 encoding of one Unicode code point: shared by the decoders of
// UTF-16 text (Windows tool output and storage strings) and of XML
// character references (macOS plists).
#pragma once

#include <cstdint>
#include <string>

namespace ssd {

// Appends `code` (at most 0x10FFFF; surrogates already replaced by the
// caller) to `text` as 1 to 4 UTF-8 bytes.
void append_utf8(std::string& text, std::uint32_t code);

} // namespace ssd
