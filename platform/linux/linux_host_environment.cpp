// HostEnvironment on Linux: the executable's folder from /proc/self/exe
// (data is found in ../share beside it) and root as the effective user.
#include "platform/os_host_environment.h"

#include <unistd.h>

namespace ssd {

std::optional<std::filesystem::path> OsHostEnvironment::executable_dir() const {
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return std::nullopt;
    return exe.parent_path();
}

bool OsHostEnvironment::privileged() const { return ::geteuid() == 0; }

// The FHS place for a program's configuration, as the alert and self-test files use.
std::optional<std::filesystem::path> OsHostEnvironment::machine_config_dir() const { return "/etc/ssd-toolbox"; }

} // namespace ssd
