// The pure parsers of the kernel's text formats declared in
// linux_setup_inspector.h (mountinfo, /proc/swaps, the kernel command line,
// link speeds, IDENTIFY word 76, the AHCI CAP register), tested on captured
// files.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/linux_setup_support.h"

namespace ssd::linux_platform {

using setup::is_hex;
using setup::parse_u64;
using setup::split;
using setup::split_blanks;
using setup::starts_with;
using setup::trim;

std::string unescape_octal(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' && text[i + 2] >= '0' && text[i + 2] <= '7' &&
            text[i + 3] >= '0' && text[i + 3] <= '7') {
            const int value = (text[i + 1] - '0') * 64 + (text[i + 2] - '0') * 8 + (text[i + 3] - '0');
            out.push_back(static_cast<char>(value));
            i += 3;
        } else {
            out.push_back(text[i]);
        }
    }
    return out;
}

std::vector<MountEntry> parse_mountinfo(std::string_view text) {
    std::vector<MountEntry> entries;
    std::istringstream in{std::string(text)};
    std::string line;
    while (std::getline(in, line)) {
        const auto fields = split_blanks(line);
        // id parent major:minor root mountpoint options [optional…] - fstype source super_options
        const auto dash = std::find(fields.begin(), fields.end(), "-");
        if (fields.size() < 10 || dash == fields.end() || dash - fields.begin() < 6 || fields.end() - dash < 3) {
            continue;
        }
        const auto colon = fields[2].find(':');
        if (colon == std::string::npos) continue;
        const auto major = parse_u64(std::string_view(fields[2]).substr(0, colon));
        const auto minor = parse_u64(std::string_view(fields[2]).substr(colon + 1));
        if (!major || !minor || *major > UINT32_MAX || *minor > UINT32_MAX) continue;
        MountEntry entry;
        entry.major = static_cast<unsigned>(*major);
        entry.minor = static_cast<unsigned>(*minor);
        entry.root = unescape_octal(fields[3]);
        entry.mountpoint = unescape_octal(fields[4]);
        entry.options = split(fields[5], ',');
        entry.fstype = *(dash + 1);
        entry.source = unescape_octal(*(dash + 2));
        if (dash + 3 != fields.end()) entry.super_options = split(*(dash + 3), ',');
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::vector<SwapEntry> parse_proc_swaps(std::string_view text) {
    std::vector<SwapEntry> entries;
    std::istringstream in{std::string(text)};
    std::string line;
    bool header = true;
    while (std::getline(in, line)) {
        if (header) { // "Filename  Type  Size  Used  Priority"
            header = false;
            if (starts_with(line, "Filename")) continue;
        }
        auto fields = split_blanks(line);
        if (fields.size() < 5) continue;
        // A path with a literal " (deleted)" suffix is a removed swap file still in use.
        if (fields.size() >= 6 && fields[1] == "(deleted)") fields.erase(fields.begin() + 1);
        const auto size = parse_u64(fields[2]);
        const auto used = parse_u64(fields[3]);
        if (!size || !used) continue;
        SwapEntry entry;
        entry.path = unescape_octal(fields[0]);
        entry.type = fields[1];
        entry.size_bytes = *size * 1024;
        entry.used_bytes = *used * 1024;
        try {
            entry.priority = std::stoi(fields[4]);
        } catch (const std::exception&) {
            entry.priority = 0;
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::optional<std::string> kernel_parameter(std::string_view cmdline, std::string_view name) {
    std::optional<std::string> value;
    const std::string prefix = std::string(name) + "=";
    for (const auto& word : split_blanks(cmdline)) {
        if (word == "--") break; // what follows goes to init, not the kernel
        if (starts_with(word, prefix)) value = word.substr(prefix.size());
    }
    return value;
}

namespace {

// "6.0 Gbps", "2.5 GT/s PCIe": the leading decimal number × 1000.
std::optional<std::uint32_t> leading_thousandths(std::string_view text) {
    std::uint32_t whole = 0;
    std::uint32_t fraction = 0;
    std::uint32_t fraction_scale = 1000;
    std::size_t i = 0;
    bool digits = false;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0; ++i) {
        whole = whole * 10 + static_cast<std::uint32_t>(text[i] - '0');
        digits = true;
        if (whole > 1000000) return std::nullopt;
    }
    if (i < text.size() && text[i] == '.') {
        for (++i; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0; ++i) {
            if (fraction_scale > 1) {
                fraction_scale /= 10;
                fraction += static_cast<std::uint32_t>(text[i] - '0') * fraction_scale;
            }
            digits = true;
        }
    }
    if (!digits) return std::nullopt;
    return whole * 1000 + fraction;
}

} // namespace

std::optional<std::uint32_t> parse_sata_speed_mbps(std::string_view text) {
    const auto value = leading_thousandths(trim(text));
    if (!value || *value == 0 || trim(text).find("Gbps") == std::string::npos) return std::nullopt;
    return value;
}

std::optional<std::uint32_t> parse_pcie_speed_mts(std::string_view text) {
    const std::string t = trim(text);
    const auto value = leading_thousandths(t);
    if (!value || *value == 0 || t.find("GT/s") == std::string::npos) return std::nullopt;
    return value;
}

std::optional<std::uint32_t> sata_max_from_identify(std::string_view id_text) {
    std::vector<std::uint32_t> words;
    for (const auto& token : split_blanks(id_text)) {
        if (token.size() != 4 || !std::all_of(token.begin(), token.end(), is_hex)) return std::nullopt;
        words.push_back(static_cast<std::uint32_t>(std::stoul(token, nullptr, 16)));
    }
    if (words.size() < 77) return std::nullopt;
    const std::uint32_t w76 = words[76];
    if (w76 == 0 || w76 == 0xffff) return std::nullopt; // not reported
    if ((w76 & (1U << 3)) != 0) return 6000;
    if ((w76 & (1U << 2)) != 0) return 3000;
    if ((w76 & (1U << 1)) != 0) return 1500;
    return std::nullopt;
}

std::optional<std::uint32_t> ahci_caps_max_mbps(std::string_view caps_text) {
    std::string t = trim(caps_text);
    if (starts_with(t, "0x") || starts_with(t, "0X")) t = t.substr(2);
    if (t.empty() || t.size() > 8 || !std::all_of(t.begin(), t.end(), is_hex)) return std::nullopt;
    const auto caps = static_cast<std::uint32_t>(std::stoul(t, nullptr, 16));
    switch ((caps >> 20) & 0xfU) {
    case 1: return 1500;
    case 2: return 3000;
    case 3: return 6000;
    default: return std::nullopt;
    }
}

std::pair<std::string, std::vector<std::string>> parse_bracketed_choice(std::string_view text) {
    std::string selected;
    std::vector<std::string> all;
    for (auto word : split_blanks(text)) {
        if (word.size() >= 2 && word.front() == '[' && word.back() == ']') {
            word = word.substr(1, word.size() - 2);
            selected = word;
        }
        all.push_back(word);
    }
    return {selected, all};
}

} // namespace ssd::linux_platform
