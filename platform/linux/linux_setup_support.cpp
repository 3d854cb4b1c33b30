#include "platform/linux/linux_setup_support.h"

#include <fstream>
#include <sstream>

#include "core/linux/text_words.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform::setup {

namespace fs = std::filesystem;

std::optional<std::string> read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return buffer.str();
}

std::optional<std::uint64_t> read_u64(const fs::path& path) {
    const auto text = read_attr(path);
    return text ? linux_kernel::parse_u64(*text) : std::nullopt;
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

std::string relative_to(const fs::path& path, const fs::path& root) {
    std::error_code ec;
    const auto rel = fs::relative(path, root, ec);
    return ec || rel.empty() ? path.string() : rel.string();
}

} // namespace ssd::linux_platform::setup
