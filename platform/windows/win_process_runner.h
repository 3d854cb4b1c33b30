// CommandRunner for Windows: CreateProcessW with a command line quoted by
// core/windows/command_line.h, stdout and stderr through pipes (read by two
// threads so neither can fill up and stall the tool), stdin from NUL, no
// console window, only those three handles inherited. The tool runs in a
// job object: on timeout the whole job (the tool and anything it started)
// is terminated, and closing the job kills stragglers too.
//
// A tool named without a path is looked up along PATH and in its default
// install folders (core/windows/tool_search.h), never in the current
// directory. Output bytes are returned as the tool wrote them (smartctl's
// JSON is ASCII; powercfg and fsutil write the console's OEM code page).
#pragma once

#include <optional>
#include <string>

#include "core/process/command_runner.h"
#include "core/process/install_hints.h"

namespace ssd::windows_platform {

class WinProcessRunner final : public CommandRunner {
public:
    Result<CommandOutput> run(const Command& command) override;
    std::string install_hint(std::string_view tool) const override { return ssd::install_hint(tool, HostOs::Windows); }

    // The full path the runner would start for argv[0]; nullopt when the
    // tool cannot be found.
    static std::optional<std::string> resolve(const std::string& program);
};

} // namespace ssd::windows_platform
