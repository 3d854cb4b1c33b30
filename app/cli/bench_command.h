// `ssdtool bench TARGET`: the benchmark (CONTRACT.md `bench`).
#pragma once

#include <functional>
#include <memory>

#include "app/cli/command_context.h"
#include "core/bench/bench_platform.h"

namespace ssd::cli {

using BenchPlatformFactory = std::function<std::unique_ptr<bench::BenchPlatform>()>;

// Uses the build's platform (make_bench_platform()).
void add_bench_command(CLI::App& app, CommandContext& context);
// Tests may substitute the platform.
void add_bench_command(CLI::App& app, CommandContext& context, BenchPlatformFactory factory);

} // namespace ssd::cli
