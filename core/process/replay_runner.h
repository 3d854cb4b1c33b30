// A CommandRunner that answers from recorded tool output instead of running
// anything. Tests register one recording per argv; an argv without a
// recording fails loudly (ToolFailed naming it), so a test cannot silently
// depend on a command it did not expect. Every call is logged for assertions.
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/process/command_runner.h"

namespace ssd {

class ReplayRunner final : public CommandRunner {
public:
    // Answer `argv` with this output.
    void record(std::vector<std::string> argv, CommandOutput output);
    // Answer `argv` with the contents of a captured stdout file.
    // Fails (returns false) when the file cannot be read.
    bool record_stdout_file(std::vector<std::string> argv, const std::filesystem::path& file,
                            int exit_status);
    // Behave as if this tool were not installed.
    void mark_missing(std::string tool);

    Result<CommandOutput> run(const Command& command) override;

    const std::vector<std::vector<std::string>>& calls() const { return calls_; }

private:
    std::map<std::vector<std::string>, CommandOutput> recordings_;
    std::set<std::string> missing_;
    std::vector<std::vector<std::string>> calls_;
};

} // namespace ssd
