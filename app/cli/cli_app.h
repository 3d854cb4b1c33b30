// ssdtool's command line: parses argv with CLI11 and runs one subcommand.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "app/cli/command_context.h"

namespace ssd::cli {

// Returns the process exit status (docs/CONTRACT.md). Parse errors exit 1.
int run_cli(const std::vector<std::string>& args, Services& services, const Streams& io);
// The same, with the stream `ssdtool serve` reads its requests from (std::cin above).
int run_cli(const std::vector<std::string>& args, Services& services, const Streams& io, std::istream& in);

} // namespace ssd::cli
