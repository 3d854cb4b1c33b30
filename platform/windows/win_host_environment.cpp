#include "platform/windows/win_host_environment.h"

#include "platform/windows/elevation.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

std::optional<std::filesystem::path> WinHostEnvironment::executable_dir() const {
    // From the UTF-16 path: a narrow path would go through the ANSI code page.
    const auto path = executable_path();
    if (!path) return std::nullopt;
    return std::filesystem::path(*path).parent_path();
}

bool WinHostEnvironment::privileged() const { return process_is_elevated(); }

} // namespace ssd::windows_platform
