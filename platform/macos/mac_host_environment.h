// HostEnvironment on macOS (not compiled here: see README.md in this
// folder): the executable's folder from _NSGetExecutablePath and root as
// the effective user.
#pragma once

#include "core/process/host_environment.h"

namespace ssd::macos_platform {

class MacHostEnvironment final : public HostEnvironment {
public:
    std::optional<std::filesystem::path> executable_dir() const override;
    bool privileged() const override;
};

} // namespace ssd::macos_platform
