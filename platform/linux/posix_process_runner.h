// CommandRunner on POSIX: posix_spawnp with argv (no shell), stdout/stderr
// captured through pipes, the child in its own process group so a timeout
// kills it and anything it started.
#pragma once

#include "core/process/command_runner.h"
#include "core/process/install_hints.h"

namespace ssd::linux_platform {

class PosixProcessRunner final : public CommandRunner {
public:
    Result<CommandOutput> run(const Command& command) override;
    std::string install_hint(std::string_view tool) const override { return ssd::install_hint(tool, HostOs::Linux); }
};

} // namespace ssd::linux_platform
