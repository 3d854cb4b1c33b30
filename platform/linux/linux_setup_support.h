// Small readers the parts of the Linux setup inspector share
// (linux_setup_*.cpp): whole files, decimal attributes, symlink targets. The
// text helpers and parsers they use are portable core code (core/linux/).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace ssd::linux_platform::setup {

// The whole file (mountinfo, /proc/swaps, an IDENTIFY dump); nullopt when unreadable.
std::optional<std::string> read_file(const std::filesystem::path& path);
std::optional<std::uint64_t> read_u64(const std::filesystem::path& path);
std::optional<std::uint32_t> read_u32(const std::filesystem::path& path);
// The file name a symlink points to ("ahci" for …/driver).
std::optional<std::string> link_name(const std::filesystem::path& link);
// `path` below `root` for messages; the whole path when it is not below.
std::string relative_to(const std::filesystem::path& path, const std::filesystem::path& root);

} // namespace ssd::linux_platform::setup
