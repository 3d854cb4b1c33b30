// CommandRunner for macOS: posix_spawnp with stdout/stderr through pipes
// (close-on-exec set with fcntl: macOS has no pipe2), stdin from /dev/null,
// the tool in its own process group; on timeout SIGTERM, then SIGKILL after
// two seconds, to the whole group.
#pragma once

#include "core/process/command_runner.h"
#include "core/process/install_hints.h"

namespace ssd::macos_platform {

class MacProcessRunner final : public CommandRunner {
public:
    Result<CommandOutput> run(const Command& command) override;
    std::string install_hint(std::string_view tool) const override { return ssd::install_hint(tool, HostOs::MacOS); }
};

} // namespace ssd::macos_platform
