#include "platform/linux/linux_setup_support.h"

#include <cctype>
#include <fstream>
#include <sstream>

#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform::setup {

namespace fs = std::filesystem;

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

std::string trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

std::optional<std::string> read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return buffer.str();
}

std::optional<std::uint64_t> parse_u64(std::string_view text) {
    if (text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (UINT64_MAX - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

std::optional<std::uint64_t> read_u64(const fs::path& path) {
    const auto text = read_attr(path);
    return text ? parse_u64(*text) : std::nullopt;
}

std::optional<std::uint32_t> read_u32(const fs::path& path) {
    const auto value = read_u64(path);
    if (!value || *value > UINT32_MAX) return std::nullopt;
    return static_cast<std::uint32_t>(*value);
}

std::optional<std::string> link_name(const fs::path& link) {
    std::error_code ec;
    const auto target = fs::read_symlink(link, ec);
    if (ec) return std::nullopt;
    return target.filename().string();
}

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto end = text.find(separator, start);
        const auto piece = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
        if (!piece.empty()) parts.emplace_back(piece);
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return parts;
}

std::vector<std::string> split_blanks(std::string_view text) {
    std::vector<std::string> parts;
    std::istringstream in{std::string(text)};
    std::string word;
    while (in >> word) parts.push_back(word);
    return parts;
}

bool is_hex(char c) {
    return std::isxdigit(static_cast<unsigned char>(c)) != 0;
}

bool is_pci_address(std::string_view name) {
    if (name.size() != 12 || name[4] != ':' || name[7] != ':' || name[10] != '.') return false;
    for (std::size_t i : {0U, 1U, 2U, 3U, 5U, 6U, 8U, 9U, 11U}) {
        if (!is_hex(name[i])) return false;
    }
    return true;
}

std::optional<unsigned> ata_port_number(std::string_view name) {
    if (!starts_with(name, "ata") || name.size() == 3) return std::nullopt;
    const auto number = parse_u64(name.substr(3));
    if (!number || *number > 100000) return std::nullopt;
    return static_cast<unsigned>(*number);
}

std::string relative_to(const fs::path& path, const fs::path& root) {
    std::error_code ec;
    const auto rel = fs::relative(path, root, ec);
    return ec || rel.empty() ? path.string() : rel.string();
}

} // namespace ssd::linux_platform::setup
