// macOS side of the benchmark: directories only (a raw disk is refused for
// now). The test file is created with mkstemp and unlinked at once, so it
// disappears however ssdtool ends; F_NOCACHE keeps the unified buffer cache
// out of the measurement; I/O goes through the POSIX thread pool back end.
#pragma once

#include "core/bench/bench_platform.h"

namespace ssd::macos_platform {

class MacBenchPlatform final : public bench::BenchPlatform {
public:
    Result<bench::TargetFacts> inspect(const std::string& path) override;
    Result<std::unique_ptr<bench::OpenedTarget>> open(const bench::BenchPlan& plan,
                                                      const bench::TargetFacts& facts) override;
    bench::Clock& clock() override { return clock_; }
    bench::CpuMeter* cpu_meter() override;
    std::unique_ptr<bench::InterruptScope> catch_interrupts() override;
    bool stderr_is_terminal() override;
    std::uint64_t random_seed() override;

private:
    bench::SteadyClock clock_;
};

} // namespace ssd::macos_platform
