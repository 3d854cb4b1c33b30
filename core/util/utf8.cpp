#include "core/util/utf8.h"

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

} // namespace ssd
