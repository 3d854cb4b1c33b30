// The CommandRunner that starts real processes (core/process/command_runner.h):
// argv without a shell, stdout and stderr captured, the tool and anything it
// starts ended on timeout; install hints for this OS's package manager.
// Declared once here; each back end defines it in its own *_process_runner.cpp,
// and only one back end is built (as with platform_factory.h).
#pragma once

#include "core/process/command_runner.h"

namespace ssd {

class OsProcessRunner final : public CommandRunner {
public:
    Result<CommandOutput> run(const Command& command) override;
    std::string install_hint(std::string_view tool) const override;
};

} // namespace ssd
