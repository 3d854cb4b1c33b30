#include "core/windows/defrag_schedule.h"

#include "core/windows/text_lines.h"

namespace ssd::windows {

std::string version_name(const WindowsVersion& v) {
    const std::string numbers = std::to_string(v.major) + "." + std::to_string(v.minor) + "." + std::to_string(v.build);
    if (v.major == 10 && v.minor == 0) {
        // Windows 11 kept major version 10; its builds start at 22000.
        return std::string(v.build >= 22000 ? "Windows 11" : "Windows 10") + " (" + numbers + ")";
    }
    if (v.major == 6 && v.minor == 3) return "Windows 8.1 (" + numbers + ")";
    if (v.major == 6 && v.minor == 2) return "Windows 8 (" + numbers + ")";
    if (v.major == 6 && v.minor == 1) return "Windows 7 (" + numbers + ")";
    if (v.major == 6 && v.minor == 0) return "Windows Vista (" + numbers + ")";
    return "Windows " + numbers;
}

Result<bool> task_enabled_from_xml(std::string_view xml) {
    if (xml.find("<Task") == std::string_view::npos) {
        return fail(ErrorCode::InputMalformed, "not a scheduled task definition (no <Task> element)");
    }
    const std::size_t settings = xml.find("<Settings>");
    const std::size_t settings_end = xml.find("</Settings>");
    if (settings == std::string_view::npos || settings_end == std::string_view::npos || settings_end < settings) {
        return true; // no settings: every default applies, Enabled included
    }
    const std::string_view block = xml.substr(settings, settings_end - settings);
    // <Enabled> also appears inside triggers; only the Settings one counts,
    // and nested elements (IdleSettings…) do not hold one.
    const std::size_t at = block.find("<Enabled>");
    if (at == std::string_view::npos) return true;
    const std::size_t end = block.find("</Enabled>", at);
    if (end == std::string_view::npos) return fail(ErrorCode::InputMalformed, "unterminated <Enabled> element");
    const std::string_view value = trim(block.substr(at + 9, end - at - 9));
    if (value == "false" || value == "0") return false;
    if (value == "true" || value == "1") return true;
    return fail(ErrorCode::InputMalformed, "unexpected <Enabled> value: " + std::string(value));
}

SsdOptimization scheduled_optimization(const WindowsVersion& v) {
    if (v.major < 6 || (v.major == 6 && v.minor == 0)) return SsdOptimization::Defragments;
    if (v.major == 6 && v.minor == 1) return SsdOptimization::SkipsRecognised;
    return SsdOptimization::Retrims;
}

} // namespace ssd::windows
