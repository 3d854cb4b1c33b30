#include "core/actions/nvme_admin.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"
#include "core/util/plain_text.h"

#include <cctype>

#include <nlohmann/json.hpp>

namespace ssd::actions {

namespace {

using nlohmann::json;

Result<json> parse_object(std::string_view text, const char* what) {
    if (trim_blanks(text).empty()) return fail(ErrorCode::InputEmpty, std::string(what) + ": empty output");
    json doc = parse_outside_json(text);
    if (doc.is_discarded() || !doc.is_object()) {
        return fail(ErrorCode::InputMalformed, std::string(what) + ": not a JSON object");
    }
    return doc;
}

// An unsigned field: a JSON number, or digits in a string (nvme-cli prints
// 128-bit values as strings).
std::optional<std::uint64_t> unsigned_field(const json& object, const char* key) {
    const auto it = object.find(key);
    if (it == object.end()) return std::nullopt;
    // Integers only, as nvme-cli prints them; a negative one is no value.
    if (it->is_number_integer()) return json_as<std::uint64_t>(*it);
    if (const auto text = json_as<std::string>(*it)) {
        if (text->empty() || text->size() > 19) return std::nullopt;
        std::uint64_t value = 0;
        for (const char c : *text) {
            if (c < '0' || c > '9') return std::nullopt;
            value = value * 10 + static_cast<std::uint64_t>(c - '0');
        }
        return value;
    }
    return std::nullopt;
}

std::uint32_t u32_field(const json& object, const char* key) {
    const auto value = unsigned_field(object, key);
    return value && *value <= 0xFFFFFFFFULL ? static_cast<std::uint32_t>(*value) : 0;
}

std::string string_field(const json& object, const char* key) {
    return std::string(trim_blanks(json_lenient_or<std::string>(object, key, "")));
}

// nvme-cli wraps per-device logs in {"nvme0": {…}}; newer versions may not.
const json& device_object(const json& doc, const char* probe_key) {
    if (doc.contains(probe_key)) return doc;
    for (const auto& [key, value] : doc.items()) {
        if (value.is_object()) return value;
    }
    return doc;
}

} // namespace

std::uint64_t NvmeControllerInfo::firmware_granularity_bytes() const {
    if (fwug == 0 || fwug == 0xFF) return 4;
    return std::uint64_t{fwug} * 4096;
}

Result<NvmeControllerInfo> parse_nvme_id_ctrl(std::string_view json_text) {
    auto doc = parse_object(json_text, "nvme id-ctrl");
    if (!doc) return tl::unexpected(doc.error());
    if (!doc->contains("oacs") || !doc->contains("sn")) {
        return fail(ErrorCode::InputMalformed, "nvme id-ctrl: no oacs/sn fields (not Identify Controller data)");
    }
    NvmeControllerInfo info;
    info.serial = string_field(*doc, "sn");
    info.model = string_field(*doc, "mn");
    info.firmware = string_field(*doc, "fr");
    info.oacs = u32_field(*doc, "oacs");
    info.fna = u32_field(*doc, "fna");
    info.sanicap = u32_field(*doc, "sanicap");
    info.frmw = u32_field(*doc, "frmw");
    info.fwug = u32_field(*doc, "fwug");
    info.edstt = u32_field(*doc, "edstt");
    return info;
}

Result<NvmeNamespaceInfo> parse_nvme_id_ns(std::string_view json_text) {
    auto doc = parse_object(json_text, "nvme id-ns");
    if (!doc) return tl::unexpected(doc.error());
    const auto nsze = unsigned_field(*doc, "nsze");
    const auto flbas = unsigned_field(*doc, "flbas");
    if (!nsze || !flbas) return fail(ErrorCode::InputMalformed, "nvme id-ns: no nsze/flbas fields");
    NvmeNamespaceInfo info;
    info.size_blocks = *nsze;
    // FLBAS bits 3:0, and bits 6:5 as the high bits for more than 16 formats.
    info.lba_format = static_cast<std::uint32_t>((*flbas & 0xFU) | (((*flbas >> 5) & 0x3U) << 4));
    const auto lbafs = doc->find("lbafs");
    if (lbafs != doc->end() && lbafs->is_array() && info.lba_format < lbafs->size()) {
        const auto ds = unsigned_field((*lbafs)[info.lba_format], "ds");
        if (ds && *ds >= 9 && *ds < 32) info.block_bytes = 1U << *ds;
    }
    return info;
}

Result<NvmeSanitizeLog> parse_nvme_sanitize_log(std::string_view json_text) {
    auto doc = parse_object(json_text, "nvme sanitize-log");
    if (!doc) return tl::unexpected(doc.error());
    const json& dev = device_object(*doc, "sprog");
    const auto sprog = unsigned_field(dev, "sprog");
    const auto sstat = dev.find("sstat");
    if (!sprog || sstat == dev.end()) return fail(ErrorCode::InputMalformed, "nvme sanitize-log: no sprog/sstat");
    NvmeSanitizeLog log;
    log.progress = static_cast<std::uint32_t>(*sprog & 0xFFFFU);
    if (sstat->is_object()) {
        log.global_erased = unsigned_field(*sstat, "global_erased").value_or(0) != 0;
        // "status": "(2) Sanitize in Progress." (some nvme-cli versions used
        // the text itself as the key): the number in parentheses counts.
        for (const auto& [key, value] : sstat->items()) {
            const std::string text = json_as<std::string>(value).value_or("");
            if (text.size() >= 3 && text[0] == '(' && std::isdigit(static_cast<unsigned char>(text[1])) != 0 &&
                text[2] == ')') {
                const int code = text[1] - '0';
                log.status = code <= 4 ? static_cast<SanitizeStatus>(code) : SanitizeStatus::Unknown;
                log.status_text = text;
            }
        }
    } else if (const auto raw = unsigned_field(dev, "sstat")) {
        const auto code = static_cast<int>(*raw & 0x7U);
        log.status = code <= 4 ? static_cast<SanitizeStatus>(code) : SanitizeStatus::Unknown;
        log.global_erased = (*raw & 0x100U) != 0;
    }
    auto estimate = [&dev](const char* key) -> std::optional<std::uint32_t> {
        const auto value = unsigned_field(dev, key);
        if (!value || *value >= 0xFFFFFFFFULL) return std::nullopt;
        return static_cast<std::uint32_t>(*value);
    };
    log.seconds_overwrite = estimate("time_over_write");
    log.seconds_block_erase = estimate("time_block_erase");
    log.seconds_crypto_erase = estimate("time_crypto_erase");
    return log;
}

Result<NvmeFirmwareLog> parse_nvme_fw_log(std::string_view json_text) {
    auto doc = parse_object(json_text, "nvme fw-log");
    if (!doc) return tl::unexpected(doc.error());
    const json& dev = device_object(*doc, "Active Firmware Slot (afi)");
    const auto afi = unsigned_field(dev, "Active Firmware Slot (afi)");
    if (!afi) return fail(ErrorCode::InputMalformed, "nvme fw-log: no \"Active Firmware Slot (afi)\"");
    NvmeFirmwareLog log;
    log.active_slot = static_cast<unsigned>(*afi & 0x7U);
    const auto next = static_cast<unsigned>((*afi >> 4) & 0x7U);
    if (next != 0) log.next_slot = next;
    const std::string prefix = "Firmware Rev Slot ";
    for (const auto& [key, value] : dev.items()) {
        if (key.rfind(prefix, 0) != 0 || key.size() != prefix.size() + 1) continue;
        const char digit = key.back();
        if (digit < '1' || digit > '7') continue;
        std::string revision;
        if (const auto text = json_as<std::string>(value)) {
            revision = *text;
            const auto open = revision.find('(');
            const auto close = revision.rfind(')');
            if (open != std::string::npos && close != std::string::npos && close > open) {
                revision = revision.substr(open + 1, close - open - 1);
            }
            // Unprintable bytes come out as '.'; trailing ones are padding.
            while (!revision.empty() && (revision.back() == '.' || revision.back() == ' ')) revision.pop_back();
        } else if (auto number = value.is_number_unsigned() ? json_as<std::uint64_t>(value) : std::nullopt) {
            // The raw 8 bytes, little-endian, as one number.
            auto raw = *number;
            for (int i = 0; i < 8; ++i, raw >>= 8) {
                const char c = static_cast<char>(raw & 0xFFU);
                if (c >= 0x21 && c <= 0x7E) revision.push_back(c);
            }
        }
        log.slots[static_cast<unsigned>(digit - '0')] = std::string(trim_blanks(revision));
    }
    return log;
}

Error nvme_failure(const std::string& what, const CommandOutput& output) {
    const std::string all = output.err + "\n" + output.out;
    const auto status = all.find("NVMe status:");
    if (status != std::string::npos) {
        std::string line = first_line(all.substr(status));
        const bool unsupported = line.find("Invalid Command Opcode") != std::string::npos ||
                                 line.find("Invalid Field in Command") != std::string::npos;
        return Error{ErrorCode::DriveRejected, "the drive rejected " + what + (unsupported ? ": not supported by the drive" : "") +
                                                   " (" + line + ")"};
    }
    const std::string detail = first_line(trim_blanks(output.err).empty() ? output.out : output.err);
    if (detail.find("Permission denied") != std::string::npos || detail.find("Operation not permitted") != std::string::npos) {
        return Error{ErrorCode::PermissionDenied, what + " failed: " + detail + " (it needs root)"};
    }
    if (output.timed_out) return Error{ErrorCode::ToolFailed, what + " did not finish in time"};
    return Error{ErrorCode::ToolFailed, what + " failed (nvme exit status " + std::to_string(output.exit_status) + ")" +
                                            (detail.empty() ? "" : ": " + detail)};
}

} // namespace ssd::actions
