// Small readers and text helpers the parts of the Linux setup inspector share
// (linux_setup_*.cpp): whole files, strict decimal numbers, symlink targets,
// blank- and separator-split words, PCI addresses and libata port names.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ssd::linux_platform::setup {

bool starts_with(std::string_view text, std::string_view prefix);
std::string trim(std::string_view text);
// The whole file (mountinfo, /proc/swaps, an IDENTIFY dump); nullopt when unreadable.
std::optional<std::string> read_file(const std::filesystem::path& path);
// Digits only, no sign, no suffix; nullopt on anything else or overflow.
std::optional<std::uint64_t> parse_u64(std::string_view text);
std::optional<std::uint64_t> read_u64(const std::filesystem::path& path);
std::optional<std::uint32_t> read_u32(const std::filesystem::path& path);
// The file name a symlink points to ("ahci" for …/driver).
std::optional<std::string> link_name(const std::filesystem::path& link);
// Non-empty pieces between separators.
std::vector<std::string> split(std::string_view text, char separator);
std::vector<std::string> split_blanks(std::string_view text);
bool is_hex(char c);
// "0000:00:1f.2"
bool is_pci_address(std::string_view name);
// "ata3" → 3
std::optional<unsigned> ata_port_number(std::string_view name);
// `path` below `root` for messages; the whole path when it is not below.
std::string relative_to(const std::filesystem::path& path, const std::filesystem::path& root);

} // namespace ssd::linux_platform::setup
