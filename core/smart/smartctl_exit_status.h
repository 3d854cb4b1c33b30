// smartctl's exit status is a bit mask (smartctl(8), "RETURN VALUES"); several
// bits are news about the drive, not failures of the command.
#pragma once

#include <string>
#include <vector>

namespace ssd {

struct SmartctlExitStatus {
    bool command_line_error = false;       // bit 0
    bool device_open_failed = false;       // bit 1 (also: no IDENTIFY, low-power mode)
    bool smart_command_failed = false;     // bit 2 (some command failed or checksum error)
    bool disk_failing = false;             // bit 3: overall assessment "FAILING"
    bool prefail_at_threshold = false;     // bit 4: pre-fail attributes <= threshold now
    bool attributes_failed_in_past = false;// bit 5
    bool error_log_has_errors = false;     // bit 6
    bool self_test_log_has_errors = false; // bit 7

    static SmartctlExitStatus decode(int status);
    // Bits 0 and 1: smartctl could not talk to the device at all.
    bool device_unreadable() const { return command_line_error || device_open_failed; }
    // One plain sentence per set bit, for `reasons`/evidence.
    std::vector<std::string> describe() const;
};

} // namespace ssd
