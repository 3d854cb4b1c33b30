#include "core/smart/smartctl_exit_status.h"

namespace ssd {

SmartctlExitStatus SmartctlExitStatus::decode(int status) {
    const auto bit = [status](int n) { return (status & (1 << n)) != 0; };
    SmartctlExitStatus s;
    s.command_line_error = bit(0);
    s.device_open_failed = bit(1);
    s.smart_command_failed = bit(2);
    s.disk_failing = bit(3);
    s.prefail_at_threshold = bit(4);
    s.attributes_failed_in_past = bit(5);
    s.error_log_has_errors = bit(6);
    s.self_test_log_has_errors = bit(7);
    return s;
}

std::vector<std::string> SmartctlExitStatus::describe() const {
    std::vector<std::string> lines;
    if (command_line_error) lines.emplace_back("smartctl did not accept the command line or the device type");
    if (device_open_failed) lines.emplace_back("smartctl could not open the device or read its identity");
    if (smart_command_failed) lines.emplace_back("a SMART command to the drive failed or returned a bad checksum");
    if (disk_failing) lines.emplace_back("the drive's own SMART assessment says it is FAILING");
    if (prefail_at_threshold) lines.emplace_back("a pre-failure attribute is at or below its threshold now");
    if (attributes_failed_in_past) lines.emplace_back("some attribute was at or below its threshold in the past");
    if (error_log_has_errors) lines.emplace_back("the drive's error log has entries");
    if (self_test_log_has_errors) lines.emplace_back("the drive's self-test log records failed tests");
    return lines;
}

} // namespace ssd
