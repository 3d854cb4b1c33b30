#include "platform/linux/linux_host_environment.h"

#include <unistd.h>

namespace ssd::linux_platform {

std::optional<std::filesystem::path> LinuxHostEnvironment::executable_dir() const {
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return std::nullopt;
    return exe.parent_path();
}

bool LinuxHostEnvironment::privileged() const { return ::geteuid() == 0; }

} // namespace ssd::linux_platform
