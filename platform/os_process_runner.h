// The CommandRunner that starts real processes (core/process/command_runner.h):
// argv without a shell, stdout and stderr captured, the tool and anything it
// starts ended on timeout; install hints for this OS's package manager.
// Declared once here; each back end defines it in its own *_process_runner.cpp,
// and only one back end is built (as with platform_factory.h).
#pragma once

#include "core/process/child_environment.h"
#include "core/process/command_runner.h"

namespace ssd {

class OsProcessRunner final : public CommandRunner {
public:
    // A tool whose output is parsed: with tool_environment() (LC_ALL=C) on POSIX.
    Result<CommandOutput> run(const Command& command) override;
    // With `environment` set on top of the inherited one (the alert command hook), nothing else.
    // Windows: not supported yet (ToolFailed) when `environment` is not empty.
    Result<CommandOutput> run(const Command& command, const EnvironmentVariables& environment);
    std::string install_hint(std::string_view tool) const override;
};

} // namespace ssd
