#include "core/smart/smart_reader.h"

#include <regex>

#include <nlohmann/json.hpp>

#include "core/smart/intel_rst.h"
#include "core/smart/smartctl_exit_status.h"
#include "core/smart/smartctl_parser.h"
#include "core/smart/usb_bridge.h"
#include "core/util/join.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

namespace ssd {

namespace {

constexpr auto kSmartctlTimeout = std::chrono::seconds(90);

bool any_message_contains(const SmartReport& report, std::string_view needle) {
    for (const auto& message : report.messages) {
        if (message.text.find(needle) != std::string::npos) {
            return true;
        }
    }
    return false;
}

std::string joined_messages(const SmartReport& report) {
    return join(report.messages, "; ", [](const auto& message) -> const std::string& { return message.text; });
}

bool type_unknown(const SmartReport& report) {
    return any_message_contains(report, "Unable to detect device type") ||
           any_message_contains(report, "specify device type") ||
           any_message_contains(report, "Unknown USB bridge");
}

// smartctl -n standby stops before reading a sleeping drive and says so in an
// information message, "Device is in STANDBY mode, exit(2)" ("STANDBY (OS)",
// "SLEEP", "IDLE" alike; smartmontools ataprint.cpp / smartctl.cpp).
bool says_asleep(const SmartReport& report) {
    for (const auto& message : report.messages) {
        if (message.text.starts_with("Device is in ") && message.text.find(" mode, exit(") != std::string::npos) {
            return true;
        }
    }
    return false;
}

std::vector<std::string> smartctl_argv(const SmartReadRequest& request, const std::optional<std::string>& type) {
    // --json=o keeps the text output too (smartctl.output): the drive database's firmware
    // warning is printed there only, never as a JSON key.
    std::vector<std::string> argv{"smartctl", "--json=o", "-x"};
    if (request.leave_sleeping) argv.insert(argv.end(), {"-n", "standby"});
    if (type) {
        argv.insert(argv.end(), {"-d", *type});
    }
    argv.push_back(request.device);
    return argv;
}

Result<SmartReport> run_smartctl(CommandRunner& runner, const SmartReadRequest& request,
                                 const std::optional<std::string>& type, SmartReading& reading) {
    auto argv = smartctl_argv(request, type);
    reading.commands.push_back(describe_argv(argv));
    reading.device_type_given = type;
    return run_smartctl_command(runner, std::move(argv), &reading.smartctl_json);
}

// The bridge types in order (usb_bridge.h) until one reads the drive: that reading, or nullopt
// (then the first refusal stands, and the reason names the types tried).
Result<std::optional<SmartReport>> read_through_usb_bridge(CommandRunner& runner, const SmartReadRequest& request,
                                                           const std::string& bridge, SmartReading& reading) {
    const std::string refused = reading.smartctl_json; // what the plain run printed stays the reading's
    // The type that worked behind this bridge before goes first; the others follow in order.
    std::vector<std::string> order;
    if (request.usb_bridges != nullptr) {
        if (auto remembered = request.usb_bridges->type_for(bridge)) order.push_back(std::move(*remembered));
    }
    for (const auto type : kUsbBridgeTypes) {
        if (order.empty() || order.front() != type) order.emplace_back(type);
    }
    for (const auto& type : order) {
        auto tried = run_smartctl(runner, request, type, reading);
        if (!tried) return tl::unexpected(tried.error());
        if (!SmartctlExitStatus::decode(tried->exit_status).device_unreadable()) {
            // Not kept (a read-only /etc, no rights): the next reading tries the types again, nothing worse.
            if (request.usb_bridges != nullptr) (void)request.usb_bridges->remember(bridge, type);
            return std::optional<SmartReport>(std::move(*tried));
        }
    }
    reading.device_type_given.reset();
    reading.smartctl_json = refused;
    reading.bridge_note =
        "the USB bridge " + bridge + " passed no SMART through with any of -d " + join(kUsbBridgeTypes, ", ");
    return std::optional<SmartReport>();
}

} // namespace

std::optional<std::string> device_type_from_scan(std::string_view scan_json, const std::string& device) {
    const auto doc = parse_outside_json(scan_json);
    if (doc.is_discarded() || !doc.is_object() || !doc.contains("devices") || !doc["devices"].is_array()) {
        return std::nullopt;
    }
    for (const auto& entry : doc["devices"]) {
        // An entry whose name is no string is passed over (not thrown on): smartctl's output, not ours.
        if (json_lenient_or<std::string>(entry, "name", "") != device) continue;
        if (auto type = json_lenient<std::string>(entry, "type")) return type;
    }
    return std::nullopt;
}

std::optional<std::string> device_type_from_hint(const std::vector<SmartctlMessage>& messages) {
    // smartctl quotes the option it suggests: "... '-d TYPE' ...".
    static const std::regex hint(R"('-d ([a-z][a-z0-9_+,]*)')");
    for (const auto& message : messages) {
        std::smatch match;
        if (std::regex_search(message.text, match, hint)) {
            const std::string type = match[1].str();
            // "megaraid,N" style placeholders name a parameter we cannot guess.
            if (type.find(",N") == std::string::npos && type.back() != ',') {
                return type;
            }
        }
    }
    return std::nullopt;
}

Result<SmartReading> read_smart(CommandRunner& runner, const SmartReadRequest& request) {
    SmartReading reading;
    auto report = run_smartctl(runner, request, request.device_type, reading);
    if (!report) {
        return tl::unexpected(report.error());
    }

    // Device-type negotiation, only when the user did not name a type.
    if (!request.device_type && type_unknown(*report)) {
        std::optional<std::string> type;
        reading.commands.push_back("smartctl --scan-open --json");
        if (auto scan = runner.run(Command{{"smartctl", "--scan-open", "--json"}, kSmartctlTimeout})) {
            type = device_type_from_scan(scan->out, request.device);
        }
        if (!type) {
            type = device_type_from_hint(report->messages);
        }
        if (type) {
            auto retried = run_smartctl(runner, request, type, reading);
            if (!retried) {
                return tl::unexpected(retried.error());
            }
            report = std::move(retried);
        } else if (const auto bridge = unknown_usb_bridge(report->messages)) {
            auto bridged = read_through_usb_bridge(runner, request, *bridge, reading);
            if (!bridged) return tl::unexpected(bridged.error());
            if (*bridged) report = std::move(**bridged);
        }
    }

    if (request.leave_sleeping && says_asleep(*report)) {
        reading.in_standby = true;
        reading.unavailable_reason = "the drive is in standby and was left asleep (smartctl -n standby)";
        reading.report = std::move(*report);
        return reading;
    }
    const auto status = SmartctlExitStatus::decode(report->exit_status);
    if (status.device_unreadable()) {
        if (any_message_contains(*report, "Permission denied")) {
            return fail(ErrorCode::PermissionDenied,
                        "reading SMART from " + request.device + " needs root: run it with sudo");
        }
        if (any_message_contains(*report, "No such file or directory") ||
            any_message_contains(*report, "No such device")) {
            return fail(ErrorCode::NoSuchDevice, request.device + " does not exist");
        }
        reading.available = false;
        reading.device_type_unknown = type_unknown(*report);
        reading.unavailable_reason = "smartctl: " + joined_messages(*report) +
                                     (reading.bridge_note.empty() ? "" : "; " + reading.bridge_note);
        if (const auto rst = intel_rst_explanation(report->messages)) reading.unavailable_reason += "; " + *rst;
        reading.report = std::move(*report);
        return reading;
    }
    if (report->smart_supported == false) {
        reading.available = false;
        reading.unavailable_reason = "the drive does not support SMART";
    } else if (report->smart_enabled == false) {
        reading.available = false;
        reading.unavailable_reason = "SMART is disabled on the drive (smartctl -s on enables it)";
    } else {
        reading.available = true;
    }
    reading.report = std::move(*report);
    return reading;
}

Result<SmartReport> run_smartctl_command(CommandRunner& runner, std::vector<std::string> argv, std::string* printed) {
    auto output = runner.run(Command{std::move(argv), kSmartctlTimeout});
    if (!output) {
        if (output.error().code == ErrorCode::ToolMissing) {
            return tl::unexpected(tool_missing_error(runner, "smartctl", "smartctl", "smartmontools"));
        }
        return tl::unexpected(output.error());
    }
    if (output->timed_out || output->killed_by_signal) {
        return fail(ErrorCode::ToolFailed, "smartctl did not finish (timed out or killed)");
    }
    auto report = parse_smartctl_json(output->out);
    if (printed != nullptr) *printed = output->out;
    if (!report) {
        std::string detail = output->err.empty() ? report.error().message : output->err;
        return fail(ErrorCode::ToolFailed, "smartctl gave no usable JSON: " + detail);
    }
    // The process status is authoritative; the JSON copy can be absent.
    report->exit_status = output->exit_status;
    return report;
}

std::optional<Error> smartctl_device_error(const SmartReport& report, const std::string& device, const std::string& what) {
    if (!SmartctlExitStatus::decode(report.exit_status).device_unreadable()) return std::nullopt;
    if (any_message_contains(report, "Permission denied")) {
        return Error{ErrorCode::PermissionDenied, what + " of " + device + " needs root: run it with sudo"};
    }
    if (any_message_contains(report, "No such file or directory") || any_message_contains(report, "No such device")) {
        return Error{ErrorCode::NoSuchDevice, device + " does not exist"};
    }
    return Error{ErrorCode::ToolFailed, "smartctl could not open " + device + ": " + joined_messages(report)};
}

} // namespace ssd
