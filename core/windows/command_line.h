// Windows command lines. CreateProcessW takes ONE string; the child's C
// runtime (or CommandLineToArgvW) splits it back into argv. quote_argument()
// makes each argument survive that split unchanged. The rules (those of the
// Microsoft C runtime since 2008 and of CommandLineToArgvW):
//   - An argument without space, tab, newline, vertical tab or '"', and not
//     empty, is passed as it is: backslashes are literal there.
//   - Otherwise it is wrapped in double quotes. Inside, a run of N
//     backslashes followed by '"' is written as 2N+1 backslashes and '"' (an
//     escaped quote); a run of N backslashes at the very end is written as 2N
//     (so the closing quote stays a quote); any other backslash is literal.
//   - The program name (argv[0]) is read differently: up to the next '"'
//     when it starts with one, else up to whitespace, with no escapes. It is
//     quoted when it contains whitespace and must not contain '"' at all.
// No cmd.exe is involved (the runner starts .exe files directly), so cmd's
// metacharacters (& | < > ^ %) need no escaping and are passed as they are.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows {

// One argument (not argv[0]), quoted for the rules above.
std::string quote_argument(std::string_view argument);

// The whole command line for CreateProcessW. Usage error when argv is empty,
// argv[0] is empty or contains '"', or any argument contains a NUL.
Result<std::string> build_command_line(const std::vector<std::string>& argv);

// The inverse, with the same rules (CommandLineToArgvW): tests use it to
// prove the round trip, the elevated helper to read its own arguments.
std::vector<std::string> split_command_line(std::string_view line);

} // namespace ssd::windows
