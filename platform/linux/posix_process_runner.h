// CommandRunner on POSIX: posix_spawnp with argv (no shell), stdout/stderr
// captured through pipes, the child in its own process group so a timeout
// kills it and anything it started.
#pragma once

#include "core/process/command_runner.h"

namespace ssd::linux_platform {

class PosixProcessRunner final : public CommandRunner {
public:
    Result<CommandOutput> run(const Command& command) override;
};

} // namespace ssd::linux_platform
