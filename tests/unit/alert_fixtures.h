// Synthetic alerts for the delivery tests (no rule judged them: the delivery code only
// carries what the rules found). The drive's model and serial are those of a real
// capture (Samsung 860 EVO in the shared fixtures), the counts are made up.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/alerts/memory_alert_store.h"

namespace ssd::test {

inline alerts::Condition synthetic_reallocated(double count, alerts::Severity severity = alerts::Severity::Critical) {
    alerts::Condition condition;
    condition.rule = alerts::Rule::ReallocatedSectors;
    condition.severity = severity;
    condition.level = count;
    condition.summary = std::to_string(static_cast<int>(count)) + " reallocated sectors (8 acknowledged)";
    condition.evidence = {{"reallocated", count}, {"acknowledged", 8}};
    return condition;
}

// A store with drive 7 (/dev/sda) and one alert opened at `time`; returns its events.
inline std::vector<alerts::AlertEvent> open_synthetic_alert(alerts::MemoryAlertStore& store, std::int64_t time,
                                                            alerts::Severity severity = alerts::Severity::Critical) {
    store.name_drive(7, {"Samsung SSD 860 EVO 500GB", "S3Z1NB0K123456A", "", ""});
    auto events = store.apply(7, "/dev/sda", time, {{std::nullopt, alerts::Transition::Opened, synthetic_reallocated(9, severity)}});
    EXPECT_TRUE(events) << (events ? "" : events.error().message);
    return events ? *events : std::vector<alerts::AlertEvent>{};
}

// The header fields of a mail (RFC 5322, CRLF): name → value, up to the empty line.
inline std::map<std::string, std::string> mail_headers(const std::string& mail) {
    std::map<std::string, std::string> headers;
    std::size_t start = 0;
    for (;;) {
        const auto end = mail.find("\r\n", start);
        if (end == std::string::npos || end == start) return headers;
        const std::string line = mail.substr(start, end - start);
        if (const auto colon = line.find(": "); colon != std::string::npos) headers[line.substr(0, colon)] = line.substr(colon + 2);
        start = end + 2;
    }
}

} // namespace ssd::test
