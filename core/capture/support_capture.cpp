#include "core/capture/support_capture.h"

#include <charconv>

#include "core/util/json_util.h"

namespace ssd {

namespace {

constexpr const char* kFormatKey = "ssd_toolbox_capture";

// Pages travel as hexadecimal: the same text on every platform, read back with the standard
// library alone (no base64 library is packaged for the Windows build), and offsets a reader can
// count by eye (byte N is characters 2N and 2N+1).
std::string hex_of(const std::vector<std::uint8_t>& bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text;
    text.reserve(bytes.size() * 2);
    for (const auto byte : bytes) {
        text += kDigits[byte >> 4U];
        text += kDigits[byte & 0x0FU];
    }
    return text;
}

std::optional<std::vector<std::uint8_t>> bytes_of(std::string_view hex) {
    if (hex.size() % 2 != 0) return std::nullopt;
    std::vector<std::uint8_t> bytes(hex.size() / 2);
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char* first = hex.data() + 2 * i;
        const auto [end, ec] = std::from_chars(first, first + 2, bytes[i], 16);
        if (ec != std::errc{} || end != first + 2) return std::nullopt;
    }
    return bytes;
}

nlohmann::json logs_to_json(const NvmeLogReading& logs) {
    nlohmann::json pages = nlohmann::json::array();
    for (const auto& page : logs.pages) {
        pages.push_back({{"log", kNvmeMediaLogs.wire(page.log)}, {"hex", hex_of(page.bytes)}});
    }
    nlohmann::json not_read = nlohmann::json::array();
    for (const auto& missing : logs.not_read) {
        not_read.push_back({{"log", kNvmeMediaLogs.wire(missing.log)}, {"why", missing.why}});
    }
    return {{"pages", pages}, {"not_read", not_read}};
}

NvmeMediaLog log_of(const nlohmann::json& entry) {
    const auto wire = json_or<std::string>(entry, "log", "");
    const auto log = kNvmeMediaLogs.parse(wire);
    if (!log) throw JsonFieldError("log", "one of the NVMe media logs this build knows", nlohmann::json(wire));
    return *log;
}

NvmeLogReading logs_from_json(const nlohmann::json& doc) {
    NvmeLogReading logs;
    for (const auto& entry : json_array(doc, "pages")) {
        const auto hex = json_or<std::string>(entry, "hex", "");
        auto bytes = bytes_of(hex);
        if (!bytes) throw JsonFieldError("hex", "the page's bytes as pairs of hexadecimal digits", nlohmann::json(hex));
        logs.pages.push_back({log_of(entry), std::move(*bytes)});
    }
    for (const auto& entry : json_array(doc, "not_read")) {
        logs.not_read.push_back({log_of(entry), json_or<std::string>(entry, "why", "")});
    }
    return logs;
}

// An object member, or null when absent or null (a capture of an older release has no setup).
nlohmann::json object_or_null(const nlohmann::json& doc, const char* key, const char* what) {
    if (!doc.contains(key) || doc[key].is_null()) return nullptr;
    if (!doc[key].is_object()) throw JsonFieldError(key, what, doc[key]);
    return doc[key];
}

CapturedDrive drive_from_json(const nlohmann::json& doc) {
    CapturedDrive drive;
    drive.device = json_or<std::string>(doc, "device", "");
    drive.commands = json_or<std::vector<std::string>>(doc, "commands", {});
    drive.device_type_given = json_optional<std::string>(doc, "device_type_given");
    drive.smartctl = object_or_null(doc, "smartctl", "smartctl's JSON document");
    drive.setup = object_or_null(doc, "setup", "the drive's setup checks");
    if (doc.contains("nvme_logs") && !doc["nvme_logs"].is_null()) drive.nvme_logs = logs_from_json(doc["nvme_logs"]);
    drive.error = json_optional<std::string>(doc, "error");
    return drive;
}

} // namespace

nlohmann::json support_capture_to_json(const SupportCapture& capture) {
    nlohmann::json drives = nlohmann::json::array();
    for (const auto& drive : capture.drives) {
        nlohmann::json entry{{"device", drive.device},
                                     {"commands", drive.commands},
                                     {"device_type_given", nullptr},
                                     {"error", nullptr},
                                     {"smartctl", nullptr},
                                     {"nvme_logs", nullptr},
                                     {"setup", drive.setup}};
        if (drive.device_type_given) entry["device_type_given"] = *drive.device_type_given;
        if (drive.error) entry["error"] = *drive.error;
        if (!drive.smartctl.is_null()) entry["smartctl"] = drive.smartctl;
        if (drive.nvme_logs) entry["nvme_logs"] = logs_to_json(*drive.nvme_logs);
        drives.push_back(std::move(entry));
    }
    nlohmann::json doc{{kFormatKey, kSupportCaptureVersion},
                               {"tool_version", capture.tool_version},
                               {"captured_at", capture.captured_at},
                               {"host", nullptr},
                               {"redacted", capture.redacted},
                               {"drives", std::move(drives)},
                               {"system", capture.system}};
    if (capture.host) doc["host"] = *capture.host;
    return doc;
}

bool is_support_capture(const nlohmann::json& doc) { return doc.is_object() && doc.contains(kFormatKey); }

Result<SupportCapture> support_capture_from_json(const nlohmann::json& doc) {
    if (!is_support_capture(doc)) {
        return fail(ErrorCode::InputMalformed, "not an ssdtool capture (no \"ssd_toolbox_capture\" key)");
    }
    try {
        const auto version = json_optional<int>(doc, kFormatKey);
        if (version != kSupportCaptureVersion) {
            return fail(ErrorCode::UnsupportedFormat,
                        "capture format " + (version ? std::to_string(*version) : std::string("(none)")) +
                            "; this build reads format " + std::to_string(kSupportCaptureVersion));
        }
        SupportCapture capture;
        capture.tool_version = json_or<std::string>(doc, "tool_version", "");
        capture.captured_at = json_or<std::string>(doc, "captured_at", "");
        capture.host = json_optional<std::string>(doc, "host");
        capture.redacted = json_or<bool>(doc, "redacted", false);
        for (const auto& drive : json_array(doc, "drives")) capture.drives.push_back(drive_from_json(drive));
        capture.system = object_or_null(doc, "system", "the system's checks");
        return capture;
    } catch (const JsonFieldError& error) {
        return fail(ErrorCode::InputMalformed, std::string("capture: ") + error.what());
    }
}

} // namespace ssd
