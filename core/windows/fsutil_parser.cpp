#include "core/windows/fsutil_parser.h"

#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

constexpr std::string_view kKey = "DisableDeleteNotify";

std::optional<DeleteNotifySetting> parse_line(std::string_view line) {
    const std::size_t key = line.find(kKey);
    if (key == std::string_view::npos) return std::nullopt;
    DeleteNotifySetting setting;
    setting.filesystem = std::string(trim(line.substr(0, key)));
    std::string_view rest = trim(line.substr(key + kKey.size()));
    if (rest.empty() || rest.front() != '=') {
        // "is not currently set" (or its translation): no value.
        return setting;
    }
    rest = trim(rest.substr(1));
    std::uint32_t value = 0;
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9' && digits < 9) {
        value = value * 10 + static_cast<std::uint32_t>(rest[digits] - '0');
        ++digits;
    }
    if (digits == 0) return std::nullopt;
    setting.value = value;
    return setting;
}

} // namespace

Result<std::vector<DeleteNotifySetting>> parse_disable_delete_notify(std::string_view text) {
    const auto lines = split_lines(text);
    if (lines.empty()) return fail(ErrorCode::InputEmpty, "fsutil printed nothing");
    std::vector<DeleteNotifySetting> settings;
    for (const auto& line : lines) {
        if (auto setting = parse_line(line.text)) settings.push_back(std::move(*setting));
    }
    if (settings.empty()) {
        return fail(ErrorCode::UnsupportedFormat,
                    "fsutil did not report DisableDeleteNotify: " + std::string(lines.front().text));
    }
    return settings;
}

bool trim_allowed(const DeleteNotifySetting& setting) { return !setting.value || *setting.value == 0; }

const DeleteNotifySetting* setting_for(const std::vector<DeleteNotifySetting>& settings, std::string_view filesystem) {
    const DeleteNotifySetting* combined = nullptr;
    for (const auto& setting : settings) {
        if (iequals(setting.filesystem, filesystem)) return &setting;
        if (setting.filesystem.empty()) combined = &setting;
    }
    return combined;
}

} // namespace ssd::windows
