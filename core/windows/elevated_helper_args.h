// The command line of ssdtool-elevated.exe, the UAC-elevated helper:
//   ssdtool-elevated.exe --pipe \\.\pipe\ssd-toolbox-<hex> --parent-pid <pid> -- <ssdtool arguments…>
// The caller (unelevated: the GUI or ssdtool itself) creates the named pipe
// and starts the helper through ShellExecuteEx "runas", because an elevated
// process cannot inherit the caller's stdin/stdout. The helper connects to the
// pipe, runs ssdtool.exe from its own folder with the pipe as stdin/stdout,
// and stops it when the caller's process ends. It runs nothing else: the
// program is never taken from the command line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows {

inline constexpr std::string_view kHelperPipePrefix = "\\\\.\\pipe\\ssd-toolbox-";

struct HelperArguments {
    std::string pipe;                 // \\.\pipe\ssd-toolbox-<16..64 hex digits>
    std::uint32_t parent_pid = 0;
    std::vector<std::string> ssdtool; // what ssdtool.exe gets: {"serve"}
};

// A pipe name for a random value (hex digits, at least 16).
std::string helper_pipe_name(std::string_view random_hex);

// The helper's arguments (argv[1] on); Usage for a bad pipe name or pid.
Result<std::vector<std::string>> helper_arguments(const HelperArguments& arguments);
Result<HelperArguments> parse_helper_arguments(const std::vector<std::string>& argv_after_program);

} // namespace ssd::windows
