// The seam to external tools (smartctl, hdparm, nvme, lsblk, …). A command is
// an argv vector, never a shell string, so no argument is ever re-parsed.
// Production code uses the platform's process runner; tests use ReplayRunner.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/error.h"

namespace ssd {

struct Command {
    std::vector<std::string> argv;
    std::chrono::milliseconds timeout{std::chrono::seconds(60)};
    // What the runner keeps of each stream. A tool that prints more is broken or hostile
    // (a real `smartctl -x --json` is under 200 kB): the runner kills it and anything it
    // started and run() fails with ToolFailed, so memory stays bounded and no caller
    // parses a truncated document.
    std::size_t max_stdout_bytes = std::size_t{16} << 20;
    std::size_t max_stderr_bytes = std::size_t{1} << 20;
};

struct CommandOutput {
    int exit_status = 0;     // meaningful when !killed_by_signal && !timed_out
    bool killed_by_signal = false;
    bool timed_out = false;  // the runner killed it after Command::timeout
    std::string out;
    std::string err;
};

class CommandRunner {
public:
    virtual ~CommandRunner() = default;
    // Fails with ToolMissing when argv[0] cannot be found, ToolFailed when it
    // cannot be started at all or printed more than Command::max_*_bytes. A tool
    // that ran and exited non-zero is NOT an error here: the caller interprets
    // its exit status.
    virtual Result<CommandOutput> run(const Command& command) = 0;
    // How to get `tool` on this runner's OS when run() says ToolMissing
    // (core/process/install_hints.h); empty: no advice (tests, replays).
    virtual std::string install_hint(std::string_view tool) const {
        (void)tool;
        return {};
    }
};

// "`name` is not installed; <how to get it>" for a run that failed with ToolMissing
// (`tool` names it to the runner's install_hint(); `package` is said without a hint).
Error tool_missing_error(const CommandRunner& runner, std::string_view tool, std::string_view name,
                         std::string_view package);

// "smartctl --json -x /dev/sda", for messages and dry runs; quotes arguments
// that contain spaces or quotes so the line can be pasted into a shell.
std::string describe_argv(const std::vector<std::string>& argv);

// For the runners: appends `bytes` to `sink`, keeping it at most `limit` bytes long;
// false when some did not fit (the runner then stops the tool).
bool append_within(std::string& sink, std::string_view bytes, std::size_t limit);

// The ToolFailed error of a run stopped because `argv[0]` printed more than `limit`
// bytes on `stream` ("stdout" or "stderr"); one wording for every runner.
Error output_limit_error(const Command& command, std::string_view stream, std::size_t limit);

} // namespace ssd
