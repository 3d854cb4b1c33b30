#include "core/alerts/alert_notice.h"

#include <cmath>
#include <cstdio>

#include "core/util/time_text.h"

namespace ssd::alerts {

// 9 → "9", 4.25 → "4.25": evidence numbers as people write them.
std::string number_words(double value) {
    if (std::isfinite(value) && value == std::round(value) && std::fabs(value) < 1e15) {
        return std::to_string(static_cast<long long>(value));
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", value);
    return buffer;
}

Notice notice_of(const StoredAlert& alert, const AlertEvent& event) {
    Notice notice;
    notice.alert = alert;
    notice.event = event;
    notice.alert_id = alert.id;
    notice.event_id = event.id;
    notice.time = event.time;
    notice.opened = alert.opened;
    notice.transition = event.transition;
    notice.condition = event.condition;
    notice.device = alert.device;
    notice.model = alert.drive.model;
    notice.serial = alert.drive.serial;
    return notice;
}

Notice test_notice(const std::string& channel, std::int64_t now) {
    Notice notice;
    notice.test = true;
    notice.time = now;
    notice.opened = now;
    notice.condition.severity = Severity::Info;
    notice.condition.summary = "A test message from `ssdtool alerts test " + channel +
                               "`: this channel works. No drive has a problem.";
    return notice;
}

std::string drive_words(const Notice& notice) {
    if (notice.test) return "no drive (test message)";
    std::string words = notice.model.empty() ? std::string("a drive") : notice.model;
    if (!notice.serial.empty()) words += " (" + notice.serial + ")";
    if (!notice.device.empty()) words += " at " + notice.device;
    return words;
}

std::string notice_title(const Notice& notice) {
    if (notice.test) return "SSD Toolbox: test message";
    std::string drive = notice.model.empty() ? notice.device : notice.model;
    if (!notice.serial.empty()) drive += " (" + notice.serial + ")";
    return std::string(kSeverities.label(notice.condition.severity)) + ": " +
           std::string(kRules.label(notice.condition.rule)) + " " +
           std::string(kTransitions.label(notice.transition)) + " on " + drive;
}

std::string notice_text(const Notice& notice) {
    if (notice.test) return notice.condition.summary + "\nSent " + iso_utc(notice.time) + ".\n";
    std::string text = notice.condition.summary + "\n\n";
    text += "Drive:     " + drive_words(notice) + "\n";
    text += "Rule:      " + std::string(kRules.wire(notice.condition.rule)) + " (" +
            std::string(kRules.label(notice.condition.rule)) + ")\n";
    text += "Severity:  " + std::string(kSeverities.wire(notice.condition.severity)) + "\n";
    text += "Change:    " + std::string(kTransitions.label(notice.transition)) + "\n";
    if (!notice.condition.evidence.empty()) {
        text += "Evidence: ";
        for (const auto& [name, value] : notice.condition.evidence) text += " " + name + " = " + number_words(value) + ";";
        text.back() = '\n';
    }
    text += "Seen:      " + iso_utc(notice.time) + " (alert " + std::to_string(notice.alert_id) + " raised " +
            iso_utc(notice.opened) + ")\n\n";
    text += "To silence this alert until it gets worse:\n    ssdtool alerts ack " + std::to_string(notice.alert_id) + "\n";
    return text;
}

} // namespace ssd::alerts
