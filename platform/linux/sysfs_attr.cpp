#include "platform/linux/sysfs_attr.h"

#include <fstream>

#include "core/util/units.h"

namespace ssd::linux_platform {

std::optional<std::string> read_attr(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line)) return std::nullopt;
    const auto first = line.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return std::nullopt;
    const auto last = line.find_last_not_of(" \t\r\n");
    return line.substr(first, last - first + 1);
}

std::optional<std::uint64_t> read_number(const std::filesystem::path& path) {
    const auto text = read_attr(path);
    return text ? parse_size(*text) : std::nullopt; // plain digits: sysfs numbers have no suffix
}

} // namespace ssd::linux_platform
