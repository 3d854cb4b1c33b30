// Reads SMART from a live device through smartctl (via CommandRunner), with
// smartctl's device-type negotiation: plain auto-detection first; when
// smartctl cannot tell the type (USB bridges, RAID/HBA), the type that
// `smartctl --scan-open --json` reports, then the `-d TYPE` smartctl suggests,
// then for an unknown USB bridge each bridge type in turn (usb_bridge.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/process/command_runner.h"
#include "core/smart/smart_report.h"
#include "core/smart/usb_bridge_memory.h"
#include "core/util/error.h"

namespace ssd {

struct SmartReadRequest {
    std::string device;                      // "/dev/sda", "/dev/nvme0", "/dev/nvme0n1"
    std::optional<std::string> device_type;  // user's --device-type: used as is, no negotiation
    // Leave a drive in standby asleep (smartctl -n standby): scheduled sampling
    // must not spin up a disk every hour.
    bool leave_sleeping = false;
    // The types that worked behind each USB bridge before (usb_bridge_memory.h): tried first,
    // and the one that works is kept; null: every bridge type is tried in order, nothing is kept.
    UsbBridgeMemory* usb_bridges = nullptr;
};

struct SmartReading {
    bool available = false;
    std::string unavailable_reason;          // set when !available
    bool device_type_unknown = false;        // smartctl could not tell how to talk to it
    bool in_standby = false;                 // leave_sleeping and the drive was asleep: not read
    std::optional<SmartReport> report;       // present whenever smartctl answered in JSON
    std::vector<std::string> commands;       // what was run, in order, for evidence
    // What the run that gave `report` printed, as it printed it (a support capture keeps it),
    // and the -d type it was given: the user's, or the one negotiated; nullopt: smartctl's own choice.
    std::string smartctl_json;
    std::optional<std::string> device_type_given;
    // An unknown USB bridge that no bridge type could read through (usb_bridge.h): which and what was tried.
    std::string bridge_note;
};

// Errors: ToolMissing (smartctl not installed; the message carries the
// runner's install_hint for its OS), ToolFailed (no JSON, killed, timed
// out), PermissionDenied (needs root), NoSuchDevice.
Result<SmartReading> read_smart(CommandRunner& runner, const SmartReadRequest& request);

// The device type a `smartctl --scan-open --json` document gives for `device`.
std::optional<std::string> device_type_from_scan(std::string_view scan_json, const std::string& device);

// The TYPE in a smartctl hint such as "please try adding '-d sat'"; nullopt
// when there is no hint or it needs a value we cannot know ("megaraid,N").
std::optional<std::string> device_type_from_hint(const std::vector<SmartctlMessage>& messages);

// Runs one smartctl --json command and parses what it printed; the exit status
// is left to the caller (smartctl_exit_status.h). ToolMissing with the install
// hint, ToolFailed for no JSON, a timeout or a kill. `printed`, when given, gets stdout.
Result<SmartReport> run_smartctl_command(CommandRunner& runner, std::vector<std::string> argv,
                                         std::string* printed = nullptr);

// The error of a smartctl run that could not reach the device at all (exit bits
// 0-1): PermissionDenied, NoSuchDevice or ToolFailed; nullopt when it could.
// `what` names the step for the message ("reading the self-test status").
std::optional<Error> smartctl_device_error(const SmartReport& report, const std::string& device, const std::string& what);

} // namespace ssd
