// Seam: what only the OS can say about the running ssdtool process. The
// CLI asks this instead of calling the OS, so app/ stays free of OS headers:
//  - the folder of its executable, where data shipped with it is found
//    (Linux: <prefix>/bin, data in <prefix>/share; Windows: one folder
//    holding ssdtool.exe and its data files);
//  - whether it may change drives and system settings (the helper's
//    "privileged" in its hello line).
#pragma once

#include <filesystem>
#include <optional>

namespace ssd {

class HostEnvironment {
public:
    virtual ~HostEnvironment() = default;
    // nullopt when the OS does not say.
    virtual std::optional<std::filesystem::path> executable_dir() const = 0;
    // Root on Linux and macOS; an elevated token on Windows (an
    // administrator who accepted UAC, or UAC turned off).
    virtual bool privileged() const = 0;
    // Where the administrator's configuration for this program lives
    // (/etc/ssd-toolbox, %ProgramData%\SSD Toolbox, /Library/Application
    // Support/SSD Toolbox); nullopt when there is none.
    virtual std::optional<std::filesystem::path> machine_config_dir() const { return std::nullopt; }
};

} // namespace ssd
