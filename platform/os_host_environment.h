// The running process as the OS sees it (core/process/host_environment.h).
// Declared once here; each back end defines it in its own
// *_host_environment.cpp, and only one back end is built (as with
// platform_factory.h).
#pragma once

#include "core/process/host_environment.h"

namespace ssd {

class OsHostEnvironment final : public HostEnvironment {
public:
    std::optional<std::filesystem::path> executable_dir() const override;
    bool privileged() const override;
    std::optional<std::filesystem::path> machine_config_dir() const override;
};

} // namespace ssd
