// HostEnvironment on Linux: the executable's folder from /proc/self/exe
// (data is found in ../share beside it) and root as the effective user.
#pragma once

#include "core/process/host_environment.h"

namespace ssd::linux_platform {

class LinuxHostEnvironment final : public HostEnvironment {
public:
    std::optional<std::filesystem::path> executable_dir() const override;
    bool privileged() const override;
};

} // namespace ssd::linux_platform
