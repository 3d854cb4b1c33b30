#include "core/process/replay_runner.h"

#include "core/util/file_io.h"

namespace ssd {

void ReplayRunner::record(std::vector<std::string> argv, CommandOutput output) {
    recordings_[std::move(argv)] = std::move(output);
}

bool ReplayRunner::record_stdout_file(std::vector<std::string> argv,
                                      const std::filesystem::path& file, int exit_status) {
    auto text = read_text_file(file);
    if (!text) {
        return false;
    }
    CommandOutput output;
    output.exit_status = exit_status;
    output.out = std::move(*text);
    record(std::move(argv), std::move(output));
    return true;
}

void ReplayRunner::mark_missing(std::string tool) { missing_.insert(std::move(tool)); }

Result<CommandOutput> ReplayRunner::run(const Command& command) {
    calls_.push_back(command.argv);
    if (!command.argv.empty() && missing_.count(command.argv.front()) != 0) {
        return fail(ErrorCode::ToolMissing, command.argv.front() + " is not installed");
    }
    const auto found = recordings_.find(command.argv);
    if (found == recordings_.end()) {
        return fail(ErrorCode::ToolFailed, "no recording for: " + describe_argv(command.argv));
    }
    return found->second;
}

} // namespace ssd
