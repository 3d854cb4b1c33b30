#include "core/history/drive_key.h"

namespace ssd::history {

DriveKey drive_key_of(const SmartReport& report, std::string_view anonymous_tag) {
    DriveKey key;
    key.model = report.model.value_or("");
    key.serial = report.serial.value_or("");
    key.wwn = report.wwn.value_or("");
    if (key.serial.empty()) key.anonymous_tag = anonymous_tag.empty() ? "unnamed" : std::string(anonymous_tag);
    return key;
}

std::string describe(const DriveKey& key) {
    std::string text = key.model.empty() ? "unknown model" : key.model;
    if (!key.serial.empty()) text += " " + key.serial;
    if (key.anonymous()) text += " (anonymous: " + key.anonymous_tag + ")";
    return text;
}

} // namespace ssd::history
