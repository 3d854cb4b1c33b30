// What a channel says about one piece of news: the alert event with its drive,
// flattened for the message writers (alert_message.h). A test message
// (`ssdtool alerts test`) is a notice too, marked as such, so it travels exactly
// the path a real alert does.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/alerts/alert.h"

namespace ssd::alerts {

struct Notice {
    bool test = false;
    // As stored (empty for a test): the generic webhook sends them as `ssdtool alerts --json` prints them.
    StoredAlert alert;
    AlertEvent event;
    std::int64_t alert_id = 0;
    std::int64_t event_id = 0;
    std::int64_t time = 0;  // of the event (the sample that saw it)
    std::int64_t opened = 0;  // when the alert was first raised
    Transition transition = Transition::Opened;
    Condition condition;
    std::string device;
    std::string model;
    std::string serial;
};

Notice notice_of(const StoredAlert& alert, const AlertEvent& event);

// "This is a test" through channel `channel` at `now`.
Notice test_notice(const std::string& channel, std::int64_t now);

// "Samsung SSD 860 EVO 500GB (S3Z1NB0K123456A) at /dev/sda": the drive, for people.
std::string drive_words(const Notice& notice);

// "Critical: Reallocated sectors raised on Samsung SSD 860 EVO 500GB (S3Z1…)": one line.
std::string notice_title(const Notice& notice);

// 9 → "9", 4.25 → "4.25": an evidence number as people write it.
std::string number_words(double value);

// The message's lines: the summary, the evidence, the time and how to acknowledge.
std::string notice_text(const Notice& notice);

} // namespace ssd::alerts
