// Reading one sysfs attribute (or the same file in a captured tree): the
// first line, blanks trimmed. Shared by the drive inventory, the setup
// inspector, the device-usage inspector, the action platform and the bench
// target, which all read sysfs below configurable roots.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace ssd::linux_platform {

// nullopt when the file is absent, unreadable or blank.
std::optional<std::string> read_attr(const std::filesystem::path& path);
// A plain decimal attribute ("size", "discard_max_bytes"); nullopt when
// absent or not a number.
std::optional<std::uint64_t> read_number(const std::filesystem::path& path);

} // namespace ssd::linux_platform
