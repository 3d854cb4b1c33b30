// Where the Windows process runner looks for a tool named without a path
// ("smartctl"): each folder of PATH in order, then the tool's default
// install folders (smartmontools installs to
// %ProgramFiles%\smartmontools\bin and does not always add it to PATH).
// Only ".exe" is tried: a .bat/.cmd would run through cmd.exe, which parses
// the command line again with its own rules. The current directory is never
// searched (unlike SearchPath), so a file dropped there cannot stand in for
// a tool.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ssd::windows {

// Reads an environment variable (UTF-8); nullopt when unset.
using EnvironmentLookup = std::function<std::optional<std::string>(std::string_view name)>;

// True when `program` names a file (it has a drive, a separator or an
// extension) rather than a tool to search for.
bool is_explicit_path(std::string_view program);

// Full paths to try, in order, for a bare tool name.
std::vector<std::string> tool_candidates(std::string_view tool, const EnvironmentLookup& environment);

} // namespace ssd::windows
