#include "core/actions/ata_identify.h"

#include <cctype>
#include <sstream>
#include <vector>

#include "core/util/join.h"
#include "core/util/plain_text.h"
#include "core/util/utf8.h"

namespace ssd::actions {

namespace {

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> result;
    // The model and serial go into JSON documents: ill-formed UTF-8 must not reach them.
    std::istringstream in{valid_utf8(text)};
    std::string word;
    while (in >> word) result.push_back(word);
    return result;
}

// The model, serial and firmware come from here: ill-formed UTF-8 must not reach a document.
std::string value_after_colon(const std::string& line) {
    const auto colon = line.find(':');
    return colon == std::string::npos ? std::string() : valid_utf8(std::string(trim_blanks(line.substr(colon + 1))));
}

// "122min for SECURITY ERASE UNIT. 8min for ENHANCED SECURITY ERASE UNIT."
// "more than 508min for SECURITY ERASE UNIT."
void parse_erase_times(const std::string& line, AtaSecurityState& security) {
    std::size_t at = 0;
    while (at < line.size()) {
        const auto marker = line.find("min for ", at);
        if (marker == std::string::npos) break;
        // The number right before "min".
        std::size_t start = marker;
        while (start > 0 && std::isdigit(static_cast<unsigned char>(line[start - 1])) != 0) --start;
        const std::string digits = line.substr(start, marker - start);
        const bool over = start >= 10 && line.compare(start - 10, 10, "more than ") == 0;
        const bool enhanced = line.compare(marker + 8, 8, "ENHANCED") == 0;
        if (!digits.empty() && digits.size() < 7) {
            const auto minutes = static_cast<unsigned>(std::stoul(digits));
            if (enhanced) {
                security.enhanced_erase_minutes = minutes;
                security.enhanced_erase_minutes_over = over;
            } else {
                security.erase_minutes = minutes;
                security.erase_minutes_over = over;
            }
        }
        at = marker + 8;
    }
}

// Sense data hdparm prints: "SG_IO: bad/missing sense data, sb[]:  70 00 0b 00 …"
std::optional<unsigned> sense_key(const std::string& text) {
    const auto marker = text.find("sb[]:");
    if (marker == std::string::npos) return std::nullopt;
    std::istringstream in(text.substr(marker + 5, text.find('\n', marker) - marker - 5));
    std::vector<unsigned> bytes;
    std::string token;
    while (in >> token && bytes.size() < 4) {
        try {
            bytes.push_back(static_cast<unsigned>(std::stoul(token, nullptr, 16)));
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }
    if (bytes.size() < 3) return std::nullopt;
    const unsigned response = bytes[0] & 0x7FU;
    if (response == 0x70 || response == 0x71) return bytes[2] & 0xFU; // fixed format
    if (response == 0x72 || response == 0x73) return bytes[1] & 0xFU; // descriptor format
    return std::nullopt;
}

} // namespace

Result<AtaIdentity> parse_hdparm_identify(std::string_view text) {
    if (trim_blanks(text).empty()) return fail(ErrorCode::InputEmpty, "hdparm -I printed nothing");
    AtaIdentity id;
    std::istringstream in{std::string(text)};
    std::string line;
    enum class Section { Other, Commands, Security } section = Section::Other;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::string t(trim_blanks(line));
        if (t.empty()) continue;
        const bool indented = line[0] == '\t' || line[0] == ' ';
        if (!indented) {
            section = Section::Other;
            if (t.starts_with("ATA device")) id.ata_device = true;
            if (t.starts_with("Commands/features:")) section = Section::Commands;
            if (t.starts_with("Security:")) {
                section = Section::Security;
                id.security.section_present = true;
            }
            continue;
        }
        if (t.starts_with("Model Number:")) id.model = value_after_colon(t);
        else if (t.starts_with("Serial Number:")) id.serial = value_after_colon(t);
        else if (t.starts_with("Firmware Revision:")) id.firmware = value_after_colon(t);

        if (section == Section::Commands) {
            if (t.find("Security Mode feature set") != std::string::npos) id.security_feature_listed = true;
            if (t.find("DOWNLOAD_MICROCODE") != std::string::npos || t.find("DOWNLOAD MICROCODE") != std::string::npos) {
                if (t.find("Segmented") != std::string::npos) {
                    id.segmented_download_microcode = true;
                } else {
                    id.download_microcode = true;
                }
            }
        } else if (section == Section::Security) {
            AtaSecurityState& s = id.security;
            if (t.starts_with("Master password revision code")) {
                const auto eq = t.find('=');
                if (eq != std::string::npos) {
                    const std::string digits(trim_blanks(t.substr(eq + 1)));
                    if (!digits.empty() && digits.size() < 7 &&
                        digits.find_first_not_of("0123456789") == std::string::npos) {
                        s.master_password_revision = static_cast<unsigned>(std::stoul(digits));
                    }
                }
                continue;
            }
            if (t.starts_with("Security level")) {
                s.level = std::string(trim_blanks(t.substr(14)));
                continue;
            }
            if (t.find("SECURITY ERASE UNIT") != std::string::npos) {
                parse_erase_times(t, s);
                continue;
            }
            auto w = words(t);
            bool value = true;
            if (!w.empty() && (w[0] == "not" || w[0] == "(?)")) {
                value = false;
                w.erase(w.begin());
            }
            const std::string name = join(w, " ");
            if (name == "supported") s.supported = value;
            else if (name == "enabled") s.enabled = value;
            else if (name == "locked") s.locked = value;
            else if (name == "frozen") s.frozen = value;
            else if (name == "expired: security count") s.count_expired = value;
            else if (name == "supported: enhanced erase") s.enhanced_erase_supported = value;
        }
    }
    // An excerpt without the header still shows an ATA drive by its fields.
    if (id.security.section_present || !id.model.empty()) id.ata_device = true;
    return id;
}

std::optional<Error> hdparm_failure(const std::string& what, const Result<CommandOutput>& run) {
    if (!run) return run.error();
    return hdparm_failure(what, *run);
}

std::optional<Error> hdparm_failure(const std::string& what, const CommandOutput& output) {
    const std::string all = output.err + "\n" + output.out;
    if (output.timed_out) {
        return Error{ErrorCode::ToolFailed, what + " did not finish within its time limit (hdparm was stopped; the "
                                                   "drive may still be working on it)"};
    }
    if (all.find("Permission denied") != std::string::npos) {
        return Error{ErrorCode::PermissionDenied, what + " failed: permission denied (it needs root)"};
    }
    if (const auto key = sense_key(all); key && (*key == 0x0B || *key == 0x05)) {
        const auto sg = all.find("SG_IO");
        return Error{ErrorCode::DriveRejected,
                     "the drive rejected " + what + " (ATA command aborted" + (*key == 0x05 ? ", illegal request" : "") +
                         (sg == std::string::npos ? "" : "; hdparm: " + first_line(all.substr(sg))) + ")"};
    }
    for (const char* marker : {"Input/output error", "not supported by device", "FAILED"}) {
        const auto at = all.find(marker);
        if (at != std::string::npos) {
            const auto begin = all.rfind('\n', at);
            const std::string line = first_line(all.substr(begin == std::string::npos ? 0 : begin + 1));
            return Error{ErrorCode::DriveRejected, "the drive rejected " + what + " (hdparm: " + line + ")"};
        }
    }
    if (output.killed_by_signal || output.exit_status != 0) {
        const std::string line = first_line(trim_blanks(output.err).empty() ? output.out : output.err);
        return Error{ErrorCode::ToolFailed, what + " failed (hdparm exit status " + std::to_string(output.exit_status) +
                                                ")" + (line.empty() ? "" : ": " + line)};
    }
    return std::nullopt;
}

} // namespace ssd::actions
