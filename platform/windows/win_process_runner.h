// What only Windows' process runner has (the runner itself is
// platform/os_process_runner.h, defined in win_process_runner.cpp).
#pragma once

#include <optional>
#include <string>

namespace ssd::windows_platform {

// The full path the runner would start for argv[0]: a tool named without a
// path is looked up along PATH and in its default install folders
// (core/windows/tool_search.h), never in the current directory. nullopt when
// the tool cannot be found.
std::optional<std::string> resolve_program(const std::string& program);

} // namespace ssd::windows_platform
