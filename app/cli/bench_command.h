// `ssdtool bench TARGET`: the benchmark (docs/CONTRACT.md `bench`).
#pragma once

#include "app/cli/command_context.h"

namespace ssd::cli {

// Services::bench_platform, else the build's platform (make_bench_platform()).
void add_bench_command(CLI::App& app, CommandContext& context);

} // namespace ssd::cli
