// Who a sample belongs to. Drives are keyed by what the drive says of itself
// (model, serial, WWN where present), never by the device name, which moves
// between boots and can be reused by another drive. A capture or drive with no
// serial number gets an anonymous key that is never merged with any other
// drive: its tag names the one capture or reading it came from.
#pragma once

#include <string>
#include <string_view>

#include "core/smart/smart_report.h"

namespace ssd::history {

struct DriveKey {
    std::string model;
    std::string serial;
    std::string wwn;            // "5 002538 e40a1b2c3" as smartctl prints it; "" when absent
    std::string anonymous_tag;  // "" for a drive with a serial number

    bool anonymous() const { return !anonymous_tag.empty(); }
    friend bool operator==(const DriveKey&, const DriveKey&) = default;
};

// The key of the drive a report describes. `anonymous_tag` is used only when
// the report has no serial number (e.g. the capture's file name and time).
DriveKey drive_key_of(const SmartReport& report, std::string_view anonymous_tag);

// "Samsung SSD 860 EVO 500GB S3Z1NB0K123456A", or "… (anonymous: TAG)": for people.
std::string describe(const DriveKey& key);

} // namespace ssd::history
