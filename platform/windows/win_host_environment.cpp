// HostEnvironment on Windows: the folder of the running .exe
// (GetModuleFileNameW), where ssdtool.exe's data files are installed beside
// it, and whether its token is elevated.
#include "platform/os_host_environment.h"

#include <windows.h>
#include <knownfolders.h>
#include <shlobj.h>

#include "platform/windows/elevation.h"
#include "platform/windows/win_util.h"

namespace ssd {

std::optional<std::filesystem::path> OsHostEnvironment::executable_dir() const {
    // From the UTF-16 path: a narrow path would go through the ANSI code page.
    const auto path = windows_platform::executable_path();
    if (!path) return std::nullopt;
    return std::filesystem::path(*path).parent_path();
}

bool OsHostEnvironment::privileged() const { return windows_platform::process_is_elevated(); }

// %ProgramData%\SSD Toolbox: machine-wide data that the SYSTEM task writes and users may read.
std::optional<std::filesystem::path> OsHostEnvironment::machine_config_dir() const {
    PWSTR folder = nullptr;
    std::optional<std::filesystem::path> dir;
    if (SHGetKnownFolderPath(FOLDERID_ProgramData, 0, nullptr, &folder) == S_OK) {
        dir = std::filesystem::path(folder) / L"SSD Toolbox";
    }
    CoTaskMemFree(folder);
    return dir;
}

} // namespace ssd
