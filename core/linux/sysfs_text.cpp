#include "core/linux/sysfs_text.h"

#include <algorithm>
#include <cctype>

#include "core/linux/text_words.h"

namespace ssd::linux_kernel {

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
    if (t.starts_with("0x") || t.starts_with("0X")) t = t.substr(2);
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

bool is_pci_address(std::string_view name) {
    if (name.size() != 12 || name[4] != ':' || name[7] != ':' || name[10] != '.') return false;
    for (std::size_t i : {0U, 1U, 2U, 3U, 5U, 6U, 8U, 9U, 11U}) {
        if (!is_hex(name[i])) return false;
    }
    return true;
}

std::optional<unsigned> ata_port_number(std::string_view name) {
    if (!name.starts_with("ata") || name.size() == 3) return std::nullopt;
    const auto number = parse_u64(name.substr(3));
    if (!number || *number > 100000) return std::nullopt;
    return static_cast<unsigned>(*number);
}

std::optional<std::string> vpd_unit_serial(std::string_view page) {
    if (page.size() < 4) return std::nullopt;
    const auto length = static_cast<unsigned char>(page[3]);
    const std::string_view serial = page.substr(4, std::min<std::size_t>(length, page.size() - 4));
    const auto first = serial.find_first_not_of(' ');
    if (first == std::string_view::npos) return std::nullopt;
    const auto last = serial.find_last_not_of(' ');
    return std::string(serial.substr(first, last - first + 1));
}

} // namespace ssd::linux_kernel
