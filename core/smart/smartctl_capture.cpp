#include "core/smart/smartctl_capture.h"

#include "core/smart/smartctl_parser.h"
#include "core/smart/smartctl_text_parser.h"
#include "core/util/utf8.h"

#include <string>

namespace ssd {

CaptureFormat capture_format(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    const auto first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{' ? CaptureFormat::Json : CaptureFormat::Text;
}

Result<SmartReport> parse_smartctl_capture(std::string_view input) {
    // JSON in UTF-8 is parsed as it is: bytes that are not UTF-8 make it malformed input
    // (docs/CONTRACT.md), not text to be repaired. UTF-16 (a byte order mark, or NULs between
    // the characters) is converted first.
    const bool utf16 = input.substr(0, 2) == "\xFF\xFE" || input.substr(0, 64).find('\0') != std::string_view::npos;
    if (!utf16 && capture_format(input) == CaptureFormat::Json) {
        if (input.substr(0, 3) == "\xEF\xBB\xBF") input.remove_prefix(3);
        return parse_smartctl_json(input);
    }
    // A capture saved on Windows may be UTF-16 (PowerShell's ">"), JSON or text.
    const std::string decoded = utf8_from_console_bytes(input);
    std::string_view text = decoded;
    if (capture_format(text) == CaptureFormat::Json) {
        if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
        return parse_smartctl_json(text);
    }
    return parse_smartctl_text(text);
}

} // namespace ssd
