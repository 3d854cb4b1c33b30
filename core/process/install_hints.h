// How to get a missing tool, per OS, for "X is not installed; <hint>". The
// texts live here, testable everywhere; each platform's CommandRunner
// answers CommandRunner::install_hint() with its own OS's, so the advice
// fits the machine ssdtool runs on (no apt-get on Windows).
#pragma once

#include <string>
#include <string_view>

namespace ssd {

enum class HostOs { Linux, Windows, MacOS };

// Empty when there is no advice for that tool.
std::string install_hint(std::string_view tool, HostOs os);

} // namespace ssd
