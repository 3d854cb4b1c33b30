// HostEnvironment on macOS (not compiled here: see README.md in this
// folder): the executable's folder from _NSGetExecutablePath and root as
// the effective user.
#include "platform/os_host_environment.h"

#include <mach-o/dyld.h>
#include <unistd.h>

#include <cstdint>
#include <vector>

namespace ssd {

std::optional<std::filesystem::path> OsHostEnvironment::executable_dir() const {
    std::uint32_t size = 0;
    _NSGetExecutablePath(nullptr, &size); // asks for the size it needs
    std::vector<char> buffer(size + 1, '\0');
    if (size == 0 || _NSGetExecutablePath(buffer.data(), &size) != 0) return std::nullopt;
    std::error_code ec;
    // The path may run through a symbolic link (a Homebrew bin/ link): resolve it.
    const auto exe = std::filesystem::canonical(buffer.data(), ec);
    if (ec) return std::nullopt;
    return exe.parent_path();
}

bool OsHostEnvironment::privileged() const { return ::geteuid() == 0; }

std::optional<std::filesystem::path> OsHostEnvironment::machine_config_dir() const {
    return "/Library/Application Support/SSD Toolbox";
}

} // namespace ssd
