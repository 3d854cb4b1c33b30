// Words and numbers in the Linux kernel's text files (/proc, /sys): the small
// string helpers the kernel-text parsers of core/linux and the Linux back end
// (platform/linux) share. Pure: no file is read here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ssd::linux_kernel {

// Without surrounding blanks and line breaks (sysfs values end in "\n").
std::string trim(std::string_view text);
// Digits only, no sign, no suffix; nullopt on anything else or overflow.
std::optional<std::uint64_t> parse_u64(std::string_view text);
// Non-empty pieces between separators.
std::vector<std::string> split(std::string_view text, char separator);
std::vector<std::string> split_blanks(std::string_view text);
bool is_hex(char c);

} // namespace ssd::linux_kernel
