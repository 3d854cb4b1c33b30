#include "platform/macos/mac_host_environment.h"

#include <mach-o/dyld.h>
#include <unistd.h>

#include <cstdint>
#include <vector>

namespace ssd::macos_platform {

std::optional<std::filesystem::path> MacHostEnvironment::executable_dir() const {
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

bool MacHostEnvironment::privileged() const { return ::geteuid() == 0; }

} // namespace ssd::macos_platform
