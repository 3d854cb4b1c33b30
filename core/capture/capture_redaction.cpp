#include "core/capture/capture_redaction.h"

#include <utility>

#include "core/util/json_util.h"

namespace ssd {

namespace {

// Identifiers shorter than this are not replaced inside other text (a serial "1" would
// rewrite every digit); their own fields are still replaced.
constexpr std::size_t kShortestReplacedInText = 4;

// smartctl's keys that hold a unique identifier of the drive or namespace, as JSON objects.
constexpr const char* kIdentifierObjects[] = {"wwn", "eui64", "nguid"};
// The text lines that print them ("LU WWN Device Id: 5 002538 …", "Namespace 1 IEEE EUI-64: …").
constexpr const char* kIdentifierLines[] = {"LU WWN Device Id:", "IEEE EUI-64:", "NGUID:"};

using Replacements = std::vector<std::pair<std::string, std::string>>;

void replace_all(std::string& text, const std::string& from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
        text.replace(at, from.size(), to);
    }
}

std::string redacted_text(std::string text, const Replacements& replacements) {
    for (const auto* line : kIdentifierLines) {
        if (const auto at = text.find(line); at != std::string::npos) return text.substr(0, at + std::string(line).size()) + " [redacted]";
    }
    for (const auto& [from, to] : replacements) {
        if (from.size() >= kShortestReplacedInText) replace_all(text, from, to);
    }
    return text;
}

void redact_json(nlohmann::json& value, const Replacements& replacements) {
    if (value.is_string()) {
        value = redacted_text(json_as<std::string>(value).value_or(""), replacements);
    } else if (value.is_array()) {
        for (auto& item : value) redact_json(item, replacements);
    } else if (value.is_object()) {
        for (const auto* key : kIdentifierObjects) {
            if (value.contains(key)) value[key] = "[redacted]";
        }
        for (auto& [key, item] : value.items()) {
            if (key == "serial_number" && item.is_string()) {
                for (const auto& [from, to] : replacements) {
                    if (item == from) item = to;
                }
            } else {
                redact_json(item, replacements);
            }
        }
    }
}

} // namespace

SupportCapture redacted_capture(SupportCapture capture) {
    Replacements replacements;
    for (const auto& drive : capture.drives) {
        const auto serial = json_lenient<std::string>(drive.smartctl, "serial_number");
        if (!serial || serial->empty()) continue;
        bool known = false;
        for (const auto& [from, to] : replacements) known = known || from == *serial;
        if (!known) replacements.emplace_back(*serial, "[serial " + std::to_string(replacements.size() + 1) + "]");
    }
    if (capture.host && !capture.host->empty()) replacements.emplace_back(*capture.host, "[host]");
    for (auto& drive : capture.drives) {
        redact_json(drive.smartctl, replacements);
        redact_json(drive.setup, replacements);
        drive.device = redacted_text(drive.device, replacements);
        for (auto& command : drive.commands) command = redacted_text(command, replacements);
        if (drive.error) drive.error = redacted_text(*drive.error, replacements);
    }
    redact_json(capture.system, replacements);
    if (capture.host) capture.host = "[host]";
    capture.redacted = true;
    return capture;
}

} // namespace ssd
