// HostEnvironment on Windows: the folder of the running .exe
// (GetModuleFileNameW), where ssdtool.exe's data files are installed beside
// it, and whether its token is elevated.
#pragma once

#include "core/process/host_environment.h"

namespace ssd::windows_platform {

class WinHostEnvironment final : public HostEnvironment {
public:
    std::optional<std::filesystem::path> executable_dir() const override;
    bool privileged() const override;
};

} // namespace ssd::windows_platform
