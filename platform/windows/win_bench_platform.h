// Windows side of the benchmark: inspects a target (a directory, a whole
// disk \\.\PhysicalDriveN or /dev/pdN, or something refused), opens it with
// the cache bypassed (FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH) for
// the overlapped back end, TRIMs it, catches Ctrl-C / Ctrl-Break / console
// close, counts CPU time.
//
// A test file is created with FILE_FLAG_DELETE_ON_CLOSE: Windows deletes it
// when the last handle closes, which happens on success, on failure, on
// Ctrl-C and even when the process is killed.
#pragma once

#include <cstdint>
#include <string>

#include "core/bench/bench_platform.h"

namespace ssd::windows_platform {

class WinBenchPlatform final : public bench::BenchPlatform {
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
    Result<bench::TargetFacts> inspect_directory(const std::string& path);
    Result<bench::TargetFacts> inspect_disk(const std::string& path, std::uint32_t disk_number);
};

} // namespace ssd::windows_platform
