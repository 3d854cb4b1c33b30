// The environment a started process gets when the caller adds variables to it
// (the alert command hook's SSD_ALERT_*): for the OS process runners.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace ssd {

using EnvironmentVariables = std::vector<std::pair<std::string, std::string>>;

// What the OS runners set for the tools whose output is parsed (CommandRunner::run):
// LC_ALL=C, so hdparm, nvme-cli and smartctl print decimal points and English words
// whatever the user's locale. Not for the alert command hook, the user's own command.
EnvironmentVariables tool_environment();

// NAME=VALUE entries: `inherited` (the parent's, in its order) without the names
// `overrides` sets, then the overrides.
std::vector<std::string> child_environment(const std::vector<std::string>& inherited, const EnvironmentVariables& overrides);

// The envp array a spawn takes: `inherited` itself (a null-terminated array, such as
// POSIX's environ) when nothing is added, else child_environment's entries.
class ChildEnvironment {
public:
    ChildEnvironment(char* const* inherited, const EnvironmentVariables& overrides);
    char* const* envp() const { return pointers_.empty() ? inherited_ : pointers_.data(); }

private:
    char* const* inherited_;
    std::vector<std::string> entries_;
    std::vector<char*> pointers_;
};

} // namespace ssd
